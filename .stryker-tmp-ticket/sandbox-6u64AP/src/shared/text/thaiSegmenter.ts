// @ts-nocheck
// The page's one Thai word segmenter (Intl.Segmenter), shared by the sentence cutter (wordUnits.ts)
// and the boot's ICU warm-up (shared/i18n/warmIntl.ts), so the warm-up's instance is the one used.
let segmenter: Intl.Segmenter | null | undefined;

/** The Thai word segmenter, made at the first call; null where the browser has no Intl.Segmenter. */
export function thaiSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl !== 'undefined' && 'Segmenter' in Intl
        ? new Intl.Segmenter('th', { granularity: 'word' })
        : null;
  }
  return segmenter;
}
