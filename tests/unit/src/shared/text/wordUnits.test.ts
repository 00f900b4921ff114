import { describe, expect, it } from 'vitest';
import { wordPieces } from '@src/shared/text/wordUnits';

const units = (text: string, kind: 'name' | 'prose') =>
  wordPieces(text, kind)
    .filter((piece) => piece.unit)
    .map((piece) => piece.text);

describe('wordPieces', () => {
  it('keeps each space-separated token of a name whole', () => {
    expect(units('เซ็นทรัล โคสต์ มารินเนอร์ส', 'name')).toEqual(['เซ็นทรัล', 'โคสต์', 'มารินเนอร์ส']);
    expect(units('ซานเฟรชเช่ ฮิโรชิม่า', 'name')).toEqual(['ซานเฟรชเช่', 'ฮิโรชิม่า']);
  });

  it('cuts a sentence at words, keeping compounds, marks and punctuation with their word', () => {
    const cut = units('คืนเงินเดิมพันภายใน 24 ชั่วโมง (ประกาศที่ 12)', 'prose');
    expect(cut).toContain('เดิมพัน');
    expect(cut).toContain('(ประกาศ');
    expect(cut).toContain('12)');
    expect(units('บอลสเต็ปขั้นต่ำ', 'prose')).toEqual(['บอล', 'สเต็ป', 'ขั้นต่ำ']);
    expect(units('เวทีราชดำเนินและลุมพินี', 'prose')).toContain('ลุมพินี');
  });

  it('keeps the text and its spaces as they were', () => {
    const text = 'Live Muay Thai  every night (notice 3).';
    expect(
      wordPieces(text, 'prose')
        .map((piece) => piece.text)
        .join(''),
    ).toBe(text);
  });
});
