/**
 * Where a line may break in a name or a Thai sentence: never inside a word. The browser's own Thai
 * line breaking (ICU's dictionary) cuts names it does not know ("มารินเนอ|ร์ส", "ฮิโรชิ|ม่า") and
 * splits compounds ("เดิม|พัน"): the text is cut into units that must stay whole, and a line breaks
 * only between two units.
 *
 * - A name (team, league, a title) breaks only at its spaces: each space-separated token is whole.
 * - A sentence (an announcement) has no spaces between Thai words: tokens are cut further at word
 *   boundaries (Intl.Segmenter), joined back where a piece cannot stand alone (it starts with a mark
 *   or a following vowel, it is one letter, it ends with a leading vowel) or where the pieces make
 *   one of the compounds below; punctuation stays with its word.
 */
// @ts-nocheck

import { thaiSegmenter } from './thaiSegmenter';

export type WordsKind = 'name' | 'prose';

export interface WordPiece {
  text: string;
  /** false for a run of spaces between units */
  unit: boolean;
}

/** Compounds the dictionary splits and a member reads as one word. */
export const THAI_COMPOUNDS: readonly string[] = [
  'เดิมพัน',
  'ลุมพินี',
  'สเต็ป',
  'ขั้นต่ำ',
  'เมื่อวาน',
  'วันที่',
  'เต็มเวลา',
  'ครึ่งแรก',
  'ครึ่งหลัง',
  'ได้รับ',
  'แฮนดิแคป',
  'พาร์เลย์',
];

const THAI = /[\u0E00-\u0E7F]/;
/** Following vowels, tone marks and other marks never begin a syllable. */
export function startsDependent(text: string): boolean {
  const code = text.charCodeAt(0);
  return (
    (code >= 0x0e30 && code <= 0x0e3a) || code === 0x0e45 || (code >= 0x0e47 && code <= 0x0e4e)
  );
}
// เ แ โ ใ ไ come before their consonant.
const ENDS_LEADING_VOWEL = /[\u0E40-\u0E44]$/;
const OPENING = /^[([{"'“‘«]+$/;

function joinCompounds(pieces: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < pieces.length; i += 1) {
    let joined = pieces[i]!;
    // The longest run of pieces (up to 4) that is a listed compound, or a prefix of one.
    for (let end = Math.min(pieces.length, i + 4); end > i + 1; end -= 1) {
      const candidate = pieces.slice(i, end).join('');
      if (THAI_COMPOUNDS.includes(candidate)) {
        joined = candidate;
        i = end - 1;
        break;
      }
    }
    out.push(joined);
  }
  return out;
}

/** A space-free token of a sentence cut into the units a line may break between. */
function proseUnits(token: string): string[] {
  const seg = thaiSegmenter();
  if (seg === null || !THAI.test(token)) return [token];
  const pieces = joinCompounds([...seg.segment(token)].map((part) => part.segment));
  const units: string[] = [];
  let pendingOpen = '';
  for (const piece of pieces) {
    const previous = units[units.length - 1];
    const glueToPrevious =
      previous !== undefined &&
      (startsDependent(piece) ||
        ENDS_LEADING_VOWEL.test(previous) ||
        (THAI.test(previous) && [...previous].length === 1) ||
        !/[\p{L}\p{N}]/u.test(piece));
    if (OPENING.test(piece)) {
      pendingOpen += piece;
    } else if (glueToPrevious && pendingOpen === '') {
      units[units.length - 1] = previous + piece;
    } else {
      units.push(pendingOpen + piece);
      pendingOpen = '';
    }
  }
  if (pendingOpen !== '') units.push(pendingOpen);
  return units;
}

const cache = new Map<string, readonly WordPiece[]>();
const CACHE_SIZE = 500;

/** The text as units and the spaces between them; adjacent units with no space between may still break. */
export function wordPieces(text: string, kind: WordsKind): readonly WordPiece[] {
  const key = `${kind}\u0000${text}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const pieces: WordPiece[] = [];
  // Split on a captured separator: the runs of spaces are at the odd places, the words (or '' at
  // either end) at the even ones.
  text.split(/(\s+)/).forEach((token, i) => {
    if (i % 2 === 1) pieces.push({ text: token, unit: false });
    else if (token === '') return;
    else if (kind === 'name') pieces.push({ text: token, unit: true });
    else for (const unit of proseUnits(token)) pieces.push({ text: unit, unit: true });
  });
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, pieces);
  return pieces;
}
