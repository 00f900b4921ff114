// @ts-nocheck
// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOARD_TOP_KEY, useDocumentTop } from '@src/features/odds-table/useDocumentTop';

/** A list `listTop` px down the page; records every offset it was drawn with. */
function Board({ name, drawn }: { name: string; drawn: number[] }) {
  const [ref, top] = useDocumentTop(name);
  drawn.push(top);
  return <div ref={ref} data-testid="list" />;
}

let listTop = 0;
beforeEach(() => {
  localStorage.clear();
  listTop = 312;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () => ({ top: listTop }) as DOMRect,
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useDocumentTop', () => {
  it('a first visit draws from 0 and is corrected at once; the next starts where the list was', () => {
    const first: number[] = [];
    render(<Board name="mobile" drawn={first} />);
    expect(first[0]).toBe(0);
    expect(first.at(-1)).toBe(312);
    cleanup();

    // The next visit at this width: drawn once, at the right offset (no second draw in the commit).
    const next: number[] = [];
    render(<Board name="mobile" drawn={next} />);
    expect(next).toEqual([312]);
  });

  it('a remembered offset is for one board at one window width; a wrong one is corrected', () => {
    render(<Board name="mobile" drawn={[]} />);
    cleanup();
    const desktop: number[] = [];
    render(<Board name="desktop" drawn={desktop} />);
    expect(desktop[0]).toBe(0);
    cleanup();

    const width = window.innerWidth;
    try {
      window.innerWidth = width + 100;
      const wider: number[] = [];
      render(<Board name="mobile" drawn={wider} />);
      expect(wider[0]).toBe(0);
      cleanup();
    } finally {
      window.innerWidth = width;
    }

    // The content above grew since (an announcement): the list is drawn at its new offset.
    render(<Board name="desktop" drawn={[]} />);
    cleanup();
    listTop = 360;
    const moved: number[] = [];
    render(<Board name="desktop" drawn={moved} />);
    expect(moved[0]).toBe(312);
    expect(moved.at(-1)).toBe(360);
  });

  it('storage holding something else, or none at all, is measured as a first visit', () => {
    for (const junk of ['not json', '[1]', '{"mobile@1024":"312"}', '{"mobile@1024":-5}']) {
      localStorage.setItem(BOARD_TOP_KEY, junk);
      const drawn: number[] = [];
      render(<Board name="mobile" drawn={drawn} />);
      expect(drawn[0], junk).toBe(0);
      expect(drawn.at(-1), junk).toBe(312);
      cleanup();
    }
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('storage disabled');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('storage disabled');
    });
    const drawn: number[] = [];
    render(<Board name="mobile" drawn={drawn} />);
    expect(drawn.at(-1)).toBe(312);
  });
  it("a remembered offset is not measured in the commit: the observer's first report checks it", () => {
    // A ResizeObserver the test reports from, as the browser does after its layout.
    const observers: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: () => void) {}
        observe() {
          observers.push(this.report);
        }
        disconnect() {
          observers.splice(observers.indexOf(this.report), 1);
        }
      },
    );
    try {
      render(<Board name="mobile" drawn={[]} />);
      act(() => observers.forEach((report) => report()));
      cleanup();

      const reads = vi.mocked(HTMLElement.prototype.getBoundingClientRect);
      reads.mockClear();
      listTop = 340; // the content above grew since the last visit
      const drawn: number[] = [];
      render(<Board name="mobile" drawn={drawn} />);
      expect(reads).not.toHaveBeenCalled();
      expect(drawn).toEqual([312]);
      // The first report (after layout, before paint) measures and draws the list where it is now.
      act(() => observers.forEach((report) => report()));
      expect(reads).toHaveBeenCalledTimes(1);
      expect(drawn.at(-1)).toBe(340);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
