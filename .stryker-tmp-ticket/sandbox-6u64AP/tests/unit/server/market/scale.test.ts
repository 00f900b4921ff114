// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { createMarket } from '@server/market';
import { query, START_MS } from './helpers';

// Figures are printed, not asserted: the machine running the tests may be shared and slow.
describe('scale to 10,000 football events', () => {
  it('generates and lists 10,000 events', () => {
    const t0 = performance.now();
    const m = createMarket({ seed: 3, footballEvents: 10_000, speed: 1, startMs: START_MS });
    const created = performance.now() - t0;

    const timings: string[] = [`create ${created.toFixed(0)} ms`];
    const sizes: Record<string, number> = {};
    for (const q of [
      { list: 'live' },
      { list: 'nonlive' },
      { list: 'early', date: 'Allearly' },
    ] as const) {
      const t = performance.now();
      const reply = m.oddsList(query(q));
      timings.push(
        `${q.list} full list (${reply.data.length} events) ${(performance.now() - t).toFixed(0)} ms`,
      );
      sizes[q.list] = reply.data.length;
    }
    const t1 = performance.now();
    const again = m.oddsList(query({ list: 'early', date: 'Allearly', oddsType: 'EU' }));
    timings.push(`early again in EU (cached prices) ${(performance.now() - t1).toFixed(0)} ms`);
    const t2 = performance.now();
    m.advance(START_MS + 10_000);
    timings.push(`advance 10 s ${(performance.now() - t2).toFixed(0)} ms`);
    const t3 = performance.now();
    const delta = m.oddsList(query({ list: 'early', date: 'Allearly', changeId: again.change_id }));
    timings.push(
      `early delta (${delta.data.length} events) ${(performance.now() - t3).toFixed(0)} ms`,
    );
    console.log(`[market scale] ${timings.join('; ')}`);

    // 7 of the 8 scheduled days are early: 7/8 of 10,000.
    expect(sizes.early).toBe(8_750);
    expect(again.data).toHaveLength(8_750);
    expect((sizes.live ?? 0) + (sizes.nonlive ?? 0)).toBeGreaterThan(100);
    expect(delta.fullload).toBe(false);
  });
});
