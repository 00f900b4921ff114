// @ts-nocheck
// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FITS_ANY_LINE, Words } from '@src/shared/ui/Words';
import * as styles from '@src/shared/ui/Words.css';

afterEach(cleanup);

function units(text: string) {
  const { container } = render(<Words text={text} />);
  return [...container.querySelectorAll('[data-words] > span')].map((unit) => ({
    text: unit.textContent,
    clips: unit.className === styles.longUnit,
  }));
}

describe('Words: only a unit that may be wider than its line clips (with an ellipsis)', () => {
  it('draws the short words of a name whole, and clips the long one', () => {
    expect(units('Deportivo Internacional de Bogota')).toEqual([
      { text: 'Deportivo', clips: false },
      { text: 'Internacional', clips: true },
      { text: 'de', clips: false },
      { text: 'Bogota', clips: false },
    ]);
  });

  it('draws a unit of FITS_ANY_LINE characters whole and clips one of a character more', () => {
    const fits = 'x'.repeat(FITS_ANY_LINE);
    expect(units(`${fits} ${fits}y`)).toEqual([
      { text: fits, clips: false },
      { text: `${fits}y`, clips: true },
    ]);
  });

  it('counts a Thai name by its characters, marks included', () => {
    // มารินเนอร์ส: 11 characters (two of them marks above a letter).
    expect(units('เซ็นทรัลโคสต์ มารินเนอร์ส').map((unit) => unit.clips)).toContain(true);
    expect(units('แบงค็อก ยูไนเต็ด').every((unit) => !unit.clips)).toBe(true);
  });
});
