// @ts-nocheck
import type { ReactNode } from 'react';
import { wordPieces } from '@src/shared/text/wordUnits';
import type { WordsKind } from '@src/shared/text/wordUnits';
import * as styles from './Words.css';

export interface WordsMarks {
  /** [start, end) offsets in the text to mark (search hits). */
  ranges: readonly (readonly [number, number])[];
  className: string;
  testId?: string;
}

/**
 * Units of up to this many characters (UTF-16 code units: a Thai mark above or below a letter
 * counts, though it takes no width) are drawn without a clip: on both boards, phone and desktop,
 * Thai and English, none is wider than its line (measured with the simulator's names). Longer
 * ones may be, and end in an ellipsis.
 */
export const FITS_ANY_LINE = 10;

/**
 * A name or a sentence whose lines break only between words, never inside a name: every unit of
 * wordPieces is kept whole. Two units with no space between them need no <wbr>: a line may break
 * before and after an inline-block (CSS Text 3, 5.1), unless the container says nowrap, which a
 * <wbr> would override in Chromium. Use it wherever a team, league or title may wrap, in any language.
 */
export function Words({
  text,
  kind = 'name',
  marks,
}: {
  text: string;
  kind?: WordsKind;
  marks?: WordsMarks;
}) {
  const pieces = wordPieces(text, kind);
  const starts: number[] = [];
  pieces.reduce((at, piece) => {
    starts.push(at);
    return at + piece.text.length;
  }, 0);
  return (
    <span data-words={kind}>
      {pieces.map((piece, index) =>
        piece.unit ? (
          <span
            key={index}
            className={piece.text.length > FITS_ANY_LINE ? styles.longUnit : styles.unit}
          >
            {marks === undefined ? piece.text : marked(piece.text, starts[index] ?? 0, marks)}
          </span>
        ) : (
          piece.text
        ),
      )}
    </span>
  );
}

function marked(text: string, offset: number, marks: WordsMarks): ReactNode {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [from, to] of marks.ranges) {
    const start = Math.max(from - offset, 0);
    const end = Math.min(to - offset, text.length);
    if (end <= start || start < at) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className={marks.className} data-testid={marks.testId}>
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (parts.length === 0) return text;
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}
