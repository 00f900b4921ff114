// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import en from '@locales/en.json';
import th from '@locales/th.json';

// A Thai message must take the same placeholders as its English one, or a value goes
// missing (or throws) in one language only.

function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    // The name and its kind. A value shown as it is, as a number or through plural forms is one
    // kind (Thai has no plural forms: English `{count, plural, ...}` is Thai `{count}`); a date,
    // a time, a select or a tag is another.
    const valueKinds: TYPE[] = [TYPE.argument, TYPE.number, TYPE.plural];
    into.add(
      `${element.value}:${valueKinds.includes(element.type) ? 'value' : TYPE[element.type]}`,
    );
    if (element.type === TYPE.select) {
      // A select's cases are chosen by the value, so both languages need the same ones.
      into.add(`${element.value}:cases=${Object.keys(element.options).sort().join('|')}`);
    }
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      for (const option of Object.values(element.options)) placeholders(option.value, into);
    }
    if (element.type === TYPE.tag) placeholders(element.children, into);
  }
  return into;
}

const english = en as Record<string, string>;
const thai = th as Record<string, string>;

describe('locale placeholders', () => {
  it('every message parses as ICU in both languages', () => {
    for (const [key, text] of [...Object.entries(english), ...Object.entries(thai)]) {
      expect(() => parse(text), key).not.toThrow();
    }
  });

  it('Thai and English messages use the same placeholders', () => {
    const differing = Object.keys(english)
      .filter((key) => key in thai)
      .map((key) => ({
        key,
        en: [...placeholders(parse(english[key] ?? ''))].sort(),
        th: [...placeholders(parse(thai[key] ?? ''))].sort(),
      }))
      .filter((entry) => entry.en.join() !== entry.th.join());
    expect(differing).toEqual([]);
  });

  it('notices a placeholder of another kind (date, select), or a select with other cases', () => {
    const of = (text: string) => [...placeholders(parse(text))].sort();
    expect(of('{day, date, short}')).not.toEqual(of('{day}'));
    expect(of('{side, select, home {Home} other {Away}}')).not.toEqual(
      of('{side, select, home {เจ้าบ้าน} away {ทีมเยือน} other {-}}'),
    );
    expect(of('{n, plural, one {# bet} other {# bets}}')).toEqual(of('{n} รายการ'));
  });

  it('notices a placeholder missing in one language', () => {
    expect([...placeholders(parse('{match}, {choice}, {price}'))].sort()).not.toEqual(
      [...placeholders(parse('{match}, ราคา {price}'))].sort(),
    );
  });
});
