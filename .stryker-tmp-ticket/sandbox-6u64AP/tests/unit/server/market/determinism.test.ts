// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { EVENT_FIELDS } from '@contract/oddsList';
import { ALL_LISTS, decode, everyListedEvent, market, query, START_MS, TODAY_ISO } from './helpers';

const withoutChangeId = <T extends { change_id?: number }>(reply: T): Omit<T, 'change_id'> => {
  const { change_id: _ignored, ...rest } = reply;
  return rest;
};

describe('determinism', () => {
  it('gives the same events, ids, names and prices for the same seed and wall clock', () => {
    const a = market();
    const b = market();
    for (const q of ALL_LISTS) expect(b.oddsList(query(q))).toEqual(a.oddsList(query(q)));
    expect(b.menu()).toEqual(a.menu());
    expect(b.results(TODAY_ISO)).toEqual(a.results(TODAY_ISO));
  });

  it('gives another market for another seed', () => {
    const a = decode(market({ seed: 1 }).oddsList(query({ list: 'early', date: 'Allearly' })));
    const b = decode(market({ seed: 2 }).oddsList(query({ list: 'early', date: 'Allearly' })));
    expect(b.map((e) => `${e.home_en}-${e.away_en}`)).not.toEqual(
      a.map((e) => `${e.home_en}-${e.away_en}`),
    );
  });

  it('reproduces the running market after a restart (state is a function of the clock)', () => {
    const running = market();
    const later = START_MS + 47 * 60_000;
    for (let t = START_MS; t <= later; t += 30_000) running.advance(t);
    const restarted = market({ startMs: later });
    for (const q of ALL_LISTS) {
      expect(withoutChangeId(restarted.oddsList(query(q)))).toEqual(
        withoutChangeId(running.oddsList(query(q))),
      );
    }
    expect(restarted.results(TODAY_ISO)).toEqual(running.results(TODAY_ISO));
  });

  it('keeps event ids, entry ids and odds ids unique and stable over time', () => {
    const m = market();
    const before = everyListedEvent(m);
    const ids = [...before.values()].flatMap((e) => e.odds.flatMap((o) => [o.id, o.odds_id]));
    expect(new Set(ids).size).toBe(ids.length);
    const slotIds = new Map<string, [number, number]>();
    for (const e of before.values())
      for (const o of e.odds)
        slotIds.set(`${e.event_id}/${o.sort_row}/${o.market_type}`, [o.id, o.odds_id]);

    for (let t = START_MS; t <= START_MS + 40 * 60_000; t += 60_000) m.advance(t);
    let compared = 0;
    for (const e of everyListedEvent(m).values()) {
      for (const o of e.odds) {
        const earlier = slotIds.get(`${e.event_id}/${o.sort_row}/${o.market_type}`);
        if (!earlier) continue;
        expect([o.id, o.odds_id]).toEqual(earlier);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('names every field in structures, and can shuffle that order per seed for clients to prove by-name decoding', () => {
    const plain = market().oddsList(query());
    expect(plain.structures).toEqual([...EVENT_FIELDS]);
    const shuffled = market({ shuffleStructures: true }).oddsList(query());
    expect(shuffled.structures).not.toEqual(plain.structures);
    expect([...(shuffled.structures ?? [])].sort()).toEqual([...EVENT_FIELDS].sort());
    expect(decode(shuffled)).toEqual(decode(plain));
  });
});
