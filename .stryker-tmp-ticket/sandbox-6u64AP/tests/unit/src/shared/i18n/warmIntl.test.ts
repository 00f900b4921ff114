// @ts-nocheck
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from '@src/shared/i18n/warmIntl';

/** A task queue the test runs by hand: what a step does happens only when its task runs. */
function taskQueue() {
  const tasks: (() => void)[] = [];
  return {
    schedule: (step: () => void) => {
      tasks.push(step);
    },
    runNext: () => tasks.shift()?.(),
    get length() {
      return tasks.length;
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('warmIntl', () => {
  it('runs each step in a task of its own, one after another', () => {
    const queue = taskQueue();
    const ran: string[] = [];
    warmIntl(queue.schedule, [() => ran.push('numbers'), () => ran.push('dates')]);
    expect(ran).toEqual([]);
    expect(queue.length).toBe(1);
    queue.runNext();
    expect(ran).toEqual(['numbers']);
    expect(queue.length).toBe(1);
    queue.runNext();
    expect(ran).toEqual(['numbers', 'dates']);
    expect(queue.length).toBe(0);
  });

  it('goes on to the next step when one throws', () => {
    const queue = taskQueue();
    const ran: string[] = [];
    warmIntl(queue.schedule, [
      () => {
        throw new RangeError('no such service');
      },
      () => ran.push('dates'),
    ]);
    queue.runNext();
    queue.runNext();
    expect(ran).toEqual(['dates']);
  });

  it('warms the Thai segmenter the sentence cutter then uses: one is made in all', async () => {
    let made = 0;
    class CountingSegmenter extends Intl.Segmenter {
      constructor(...args: ConstructorParameters<typeof Intl.Segmenter>) {
        super(...args);
        made += 1;
      }
    }
    vi.stubGlobal('Intl', Object.create(Intl, { Segmenter: { value: CountingSegmenter } }));
    vi.resetModules();
    const { warmIntl: warm } = await import('@src/shared/i18n/warmIntl');
    const { wordPieces } = await import('@src/shared/text/wordUnits');

    warm((step) => step());
    expect(made).toBe(1);
    const units = wordPieces('คืนเงินเดิมพันภายใน', 'prose')
      .filter((piece) => piece.unit)
      .map((piece) => piece.text);
    expect(units).toContain('เดิมพัน');
    expect(made).toBe(1);
  });
});
