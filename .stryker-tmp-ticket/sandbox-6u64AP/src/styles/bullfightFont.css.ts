// @ts-nocheck
import { globalFontFace } from '@vanilla-extract/css';
import { BULLFIGHT_FONT_FAMILY, BULLFIGHT_FONT_FILES } from './bullfightFontFiles';

// Category 10035's team names (bullfight tables draw them in a display face): Chonburi (SIL OFL
// 1.1, licence in public/fonts), Thai and Latin subsets with @fontsource's unicode ranges. A face
// costs nothing until text uses it; the odds rows preload it when such an event is shown
// (bullfightFont.ts).
globalFontFace(BULLFIGHT_FONT_FAMILY, [
  {
    src: `url("${BULLFIGHT_FONT_FILES.thai}") format("woff2")`,
    fontStyle: 'normal',
    fontWeight: 400,
    fontDisplay: 'swap',
    unicodeRange: 'U+02D7, U+0303, U+0331, U+0E01-0E5B, U+200C-200D, U+25CC',
  },
  {
    src: `url("${BULLFIGHT_FONT_FILES.latin}") format("woff2")`,
    fontStyle: 'normal',
    fontWeight: 400,
    fontDisplay: 'swap',
    unicodeRange:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  },
]);

/** The bullfight face first, then a serif fallback while it loads (font-display: swap). */
export const bullfightFontStack = `"${BULLFIGHT_FONT_FAMILY}", "Georgia", serif`;
