// @ts-nocheck
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startsDependent, wordPieces } from '@src/shared/text/wordUnits';
import { thaiSegmenter } from '@src/shared/text/thaiSegmenter';
import type * as ThaiSegmenter from '@src/shared/text/thaiSegmenter';

type ThaiSegmenterModule = typeof ThaiSegmenter;

// The units a line may break between, as the Words component draws them. The joining rules are
// checked on the pieces a word segmenter hands over (given here, so that each row says which pieces
// come in); a few rows run the platform's own Thai segmenter end to end.

/** The pieces the segmenter hands over for the next Thai token; undefined: the platform's own. */
let handedOver: string[] | null | undefined;

vi.mock('@src/shared/text/thaiSegmenter', async (importOriginal) => {
  const real = await importOriginal<ThaiSegmenterModule>();
  return {
    thaiSegmenter: () => {
      if (handedOver === undefined) return real.thaiSegmenter();
      if (handedOver === null) return null;
      const pieces = handedOver;
      return {
        segment: (token: string) => {
          expect(pieces.join('')).toBe(token);
          return pieces.map((segment) => ({ segment }));
        },
      };
    },
  };
});

afterEach(() => {
  handedOver = undefined;
});

const units = (text: string, kind: 'name' | 'prose') =>
  wordPieces(text, kind)
    .filter((piece) => piece.unit)
    .map((piece) => piece.text);

let asked = 0;
/** The units of one space-free Thai token cut into the given pieces. */
function unitsOf(pieces: string[]): string[] {
  handedOver = pieces;
  // A number ahead makes each text one of its own: the pieces of a text asked before are remembered.
  asked += 1;
  const [number, ...rest] = units(`${asked} ${pieces.join('')}`, 'prose');
  expect(number).toBe(String(asked));
  return rest;
}

describe('startsDependent: what never begins a syllable', () => {
  it.each([
    ['ะ sara a (first following vowel)', 'ะ', true],
    ['ฯ paiyannoi, the letter before it', 'ฯ', false],
    ['ฺ phinthu (last of the vowel signs)', 'ฺ', true],
    ['฿ baht sign, after them', '฿', false],
    ['ไ sara ai maimalai, a leading vowel', 'ไ', false],
    ['ๅ lakkhangyao', 'ๅ', true],
    ['ๆ mai yamok', 'ๆ', false],
    ['็ maitaikhu (first of the marks)', '็', true],
    ['่ mai ek', '่', true],
    ['๎ yamakkan (last of the marks)', '๎', true],
    ['๏ fongman, after them', '๏', false],
    ['ก a consonant', 'กา', false],
    ['a Latin letter', 'a', false],
    ['nothing', '', false],
  ])('%s', (_, text, dependent) => {
    expect(startsDependent(text)).toBe(dependent);
  });
});

describe('the units of a Thai sentence, from the pieces its segmenter hands over', () => {
  it('a piece starting with a following vowel or a mark joins the one before', () => {
    expect(unitsOf(['ฮิ', 'โร', 'ชิม่', 'า'])).toEqual(['ฮิ', 'โร', 'ชิม่า']);
  });

  it('a piece after one that ends with a leading vowel joins it', () => {
    expect(unitsOf(['กาแฟเ', 'ย็น'])).toEqual(['กาแฟเย็น']);
  });

  it('a piece after a lone Thai letter joins it; after a lone Latin one or two Thai letters, not', () => {
    expect(unitsOf(['ก', 'ข่าว'])).toEqual(['กข่าว']);
    expect(unitsOf(['a', 'ข่าว'])).toEqual(['a', 'ข่าว']);
    expect(unitsOf(['กข', 'ข่าว'])).toEqual(['กข', 'ข่าว']);
  });

  it('punctuation stays with the word before it; a number is a word', () => {
    expect(unitsOf(['ข่าว', '!', '!'])).toEqual(['ข่าว!!']);
    expect(unitsOf(['ข่าว', '12'])).toEqual(['ข่าว', '12']);
  });

  it('an opening bracket or quote goes with the word after it, even one that would join back', () => {
    expect(unitsOf(['ข่าว', '(', 'ดี', ')'])).toEqual(['ข่าว', '(ดี)']);
    expect(unitsOf(['ข่าว', '“', '.'])).toEqual(['ข่าว', '“.']);
    expect(unitsOf(['(', 'ข่าว'])).toEqual(['(ข่าว']);
  });

  it('an opening with nothing after it is kept, at the end', () => {
    expect(unitsOf(['ข่าว', '('])).toEqual(['ข่าว', '(']);
  });

  it('the first piece is never joined to anything: nothing is before it', () => {
    expect(unitsOf(['-', 'ข่าว'])).toEqual(['-', 'ข่าว']);
    expect(unitsOf(['!', 'ข่าว'])).toEqual(['!', 'ข่าว']);
  });

  it('pieces that make a listed compound are one unit, anywhere in the token', () => {
    expect(unitsOf(['คืน', 'เงิน', 'เดิม', 'พัน', 'ภายใน'])).toEqual(['คืน', 'เงิน', 'เดิมพัน', 'ภายใน']);
    expect(unitsOf(['เมื่อ', 'วาน', 'วัน', 'ที่'])).toEqual(['เมื่อวาน', 'วันที่']);
    expect(unitsOf(['ผล', 'แฮ', 'นดิ', 'แค', 'ป'])).toEqual(['ผล', 'แฮนดิแคป']);
  });

  it('a compound split into more than four pieces is left to the other rules', () => {
    // แ ends with a leading vowel (ฮ joins it), น is a lone letter (ดิ joins it).
    expect(unitsOf(['แ', 'ฮ', 'น', 'ดิ', 'แคป'])).toEqual(['แฮ', 'นดิ', 'แคป']);
  });

  it('without a word segmenter, a Thai token is one unit', () => {
    handedOver = null;
    expect(units('คืนเงินเดิมพันภายใน 24 ชั่วโมง', 'prose')).toEqual(['คืนเงินเดิมพันภายใน', '24', 'ชั่วโมง']);
  });

  it('a token without Thai is one unit, never cut', () => {
    handedOver = ['e', '-', 'sports'];
    expect(units('e-sports', 'prose')).toEqual(['e-sports']);
  });
});

describe('wordPieces', () => {
  it('keeps each space-separated token of a name whole', () => {
    expect(units('เซ็นทรัล โคสต์ มารินเนอร์ส', 'name')).toEqual(['เซ็นทรัล', 'โคสต์', 'มารินเนอร์ส']);
    expect(units('ซานเฟรชเช่ ฮิโรชิม่า', 'name')).toEqual(['ซานเฟรชเช่', 'ฮิโรชิม่า']);
  });

  it('a run of spaces is one piece between units, at either end too', () => {
    expect(wordPieces(' Muang  Thong ', 'name')).toEqual([
      { text: ' ', unit: false },
      { text: 'Muang', unit: true },
      { text: '  ', unit: false },
      { text: 'Thong', unit: true },
      { text: ' ', unit: false },
    ]);
    expect(wordPieces('', 'name')).toEqual([]);
  });

  it('cuts a sentence at words with the platform segmenter, keeping compounds, marks and punctuation with their word', () => {
    expect(units('คืนเงินเดิมพันภายใน 24 ชั่วโมง (ประกาศที่ 12)', 'prose')).toEqual([
      'คืน',
      'เงิน',
      'เดิมพัน',
      'ภายใน',
      '24',
      'ชั่วโมง',
      '(ประกาศ',
      'ที่',
      '12)',
    ]);
    expect(units('บอลสเต็ปขั้นต่ำ', 'prose')).toEqual(['บอล', 'สเต็ป', 'ขั้นต่ำ']);
    expect(units('ผลบอลเมื่อวานวันที่ 12 “ครึ่งแรก”!', 'prose')).toEqual([
      'ผล',
      'บอล',
      'เมื่อวาน',
      'วันที่',
      '12',
      '“ครึ่งแรก”!',
    ]);
  });

  it('keeps the text and its spaces as they were', () => {
    const text = 'Live Muay Thai  every night (notice 3).';
    expect(
      wordPieces(text, 'prose')
        .map((piece) => piece.text)
        .join(''),
    ).toBe(text);
  });

  it('answers a text asked again with the same pieces while it is among the last 500 texts asked', () => {
    // Whatever earlier tests asked is pushed out first.
    for (let i = 0; i < 500; i += 1) wordPieces(`earlier ${i}`, 'name');
    const first = wordPieces('cache first', 'name');
    // The same text as a sentence is another entry.
    expect(wordPieces('cache first', 'prose')).not.toBe(first);
    for (let i = 2; i < 500; i += 1) wordPieces(`cache ${i}`, 'name');
    expect(wordPieces('cache first', 'name')).toBe(first);
    wordPieces('cache 500', 'name');
    const again = wordPieces('cache first', 'name');
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});

it('the segmenter mock hands over the platform segmenter by default', () => {
  expect(thaiSegmenter()).not.toBeNull();
});
