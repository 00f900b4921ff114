// @ts-nocheck
// The bullfight font's files in public/fonts, shared by its @font-face and the runtime preload (the
// same URL, so the preloaded file is the one the face uses).
export const BULLFIGHT_FONT_FAMILY = 'Bullfight';

export const BULLFIGHT_FONT_FILES = {
  thai: '/fonts/chonburi-thai.woff2',
  latin: '/fonts/chonburi-latin.woff2',
} as const;
