// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { isEsportTournament } from '@server/market/catalog';
import { decode, market, query, START_MS } from './helpers';

const bangkokDate = (kickoff: string): string => kickoff.slice(0, 10);
const kickoffHour = (kickoff: string): number => Number(kickoff.slice(11, 13));

describe('odds lists', () => {
  const m = market();

  it('answers with the documented envelope', () => {
    const reply = m.oddsList(query());
    expect(reply).toMatchObject({ state: true, message: 'ok', fullload: true, event_close_id: [] });
    expect(typeof reply.change_id).toBe('number');
    expect(
      reply.data.every((row) => Array.isArray(row) && row.length === reply.structures?.length),
    ).toBe(true);
  });

  it("lists live events in play, today's not-started events, and early events after today", () => {
    const live = decode(m.oddsList(query({ list: 'live' })));
    const today = decode(m.oddsList(query({ list: 'nonlive' })));
    const early = decode(m.oddsList(query({ list: 'early', date: 'Allearly' })));
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((e) => e.is_live === 1 && ['1', '2', '5'].includes(e.period))).toBe(true);
    expect(today.length).toBeGreaterThan(0);
    expect(
      today.every(
        (e) =>
          e.is_live === 0 && e.period === '' && bangkokDate(e.real_kickoff_time) === '2026-11-21',
      ),
    ).toBe(true);
    expect(today.every((e) => e.real_kickoff_time > '2026-11-21 19:00:00')).toBe(true);
    expect(
      early.every((e) => e.is_live === 0 && bangkokDate(e.real_kickoff_time) > '2026-11-21'),
    ).toBe(true);
    expect(new Set(early.map((e) => bangkokDate(e.real_kickoff_time))).size).toBe(7);
    const ids = [...live, ...today, ...early].map((e) => e.event_id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('filters the early list by date dd/mm/yyyy', () => {
    const day = decode(m.oddsList(query({ list: 'early', date: '24/11/2026' })));
    expect(day.length).toBeGreaterThan(10);
    expect(day.every((e) => bangkokDate(e.real_kickoff_time) === '2026-11-24')).toBe(true);
    expect(decode(m.oddsList(query({ list: 'early', date: '24/12/2026' })))).toEqual([]);
  });

  it('filters by sport', () => {
    for (const sportTypeId of [1, 2, 3, 44, 10035]) {
      const events = decode(m.oddsList(query({ list: 'early', date: 'Allearly', sportTypeId })));
      expect(events.length).toBeGreaterThan(0);
      expect(events.every((e) => e.sport_type_id === sportTypeId)).toBe(true);
    }
  });

  it('filters by kickoff before or after 23:00', () => {
    const all = decode(m.oddsList(query({ list: 'early', date: 'Allearly', sortTime: 'all' })));
    const before = decode(
      m.oddsList(query({ list: 'early', date: 'Allearly', sortTime: 'before' })),
    );
    const after = decode(m.oddsList(query({ list: 'early', date: 'Allearly', sortTime: 'after' })));
    expect(before.every((e) => kickoffHour(e.real_kickoff_time) < 23)).toBe(true);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((e) => kickoffHour(e.real_kickoff_time) >= 23)).toBe(true);
    expect(before.length + after.length).toBe(all.length);
  });

  it('holds the same events in step and mix lists (the client hides rows closed for parlays)', () => {
    const single = decode(m.oddsList(query({ list: 'live' }))).map((e) => e.event_id);
    expect(
      decode(m.oddsList(query({ list: 'live', betType: 'step' }))).map((e) => e.event_id),
    ).toEqual(single);
    expect(
      decode(m.oddsList(query({ list: 'live', betType: 'mix' }))).map((e) => e.event_id),
    ).toEqual(single);
  });

  it('shows Thai and English names, an e-soccer league, Muay Thai and bullfights', () => {
    const football = decode(m.oddsList(query({ list: 'early', date: 'Allearly' })));
    expect(
      football.some(
        (e) =>
          e.tournament.name_en === 'English Premier League' &&
          e.tournament.name_th === 'อังกฤษ พรีเมียร์ลีก',
      ),
    ).toBe(true);
    expect(
      football.some(
        (e) => e.tournament.name_en === 'Thai League 1' && e.tournament.name_th === 'ไทยลีก',
      ),
    ).toBe(true);
    expect(football.some((e) => isEsportTournament(e.tournament.name_en))).toBe(true);
    const fights = decode(
      m.oddsList(query({ list: 'early', date: 'Allearly', sportTypeId: 44, oddsType: 'EU' })),
    );
    expect(
      fights.every((e) =>
        e.odds.every((o) => ['Handicap', 'OverUnder', 'OE'].includes(o.market_type)),
      ),
    ).toBe(true);
    expect(
      fights.every((e) => e.odds.some((o) => o.market_type === 'OverUnder' && o.point === 4.5)),
    ).toBe(true);
    const bulls = decode(
      m.oddsList(query({ list: 'early', date: 'Allearly', sportTypeId: 10035 })),
    );
    expect(bulls.every((e) => /[\u0E00-\u0E7F]/.test(String(e.home_th)))).toBe(true);
  });

  it('gives every event 1 to 3 price rows, each row in setting_w_b_l, 1x2/OE/FH_1x2 on row 1 only', () => {
    const events = decode(m.oddsList(query({ list: 'early', date: 'Allearly' })));
    for (const e of events) {
      const rows = e.setting_w_b_l.map((r) => r.sort_row);
      expect(rows).toEqual(Array.from({ length: rows.length }, (_, i) => i + 1));
      expect(rows.length).toBeGreaterThanOrEqual(1);
      expect(rows.length).toBeLessThanOrEqual(3);
      expect(e.odds.every((o) => rows.includes(o.sort_row))).toBe(true);
      expect(
        e.odds
          .filter((o) => ['1x2', 'OE', 'FH_1x2'].includes(o.market_type))
          .every((o) => o.sort_row === 1),
      ).toBe(true);
    }
    expect(events.some((e) => e.setting_w_b_l.length === 3)).toBe(true);
  });

  it('counts the lists in the menu', () => {
    const menu = m.menu();
    expect(Object.keys(menu).sort()).toEqual(['1', '10035', '2', '3', '44']);
    expect(menu['44']?.type).toBe('Muay Thai');
    expect(menu['1']?.type).toBe('Football');
    for (const [id, entry] of Object.entries(menu)) {
      const sportTypeId = Number(id);
      expect(entry.live).toBe(m.oddsList(query({ list: 'live', sportTypeId })).data.length);
      expect(entry.non_live).toBe(m.oddsList(query({ list: 'nonlive', sportTypeId })).data.length);
      expect(entry.early).toBe(
        m.oddsList(query({ list: 'early', date: 'Allearly', sportTypeId })).data.length,
      );
      expect(entry.step).toBeLessThanOrEqual(entry.live + entry.non_live);
      expect(entry.mix).toBe(entry.step);
    }
  });

  it('always has live events, whatever the time of day', () => {
    const day = market({ startMs: START_MS });
    const empty: string[] = [];
    for (let t = START_MS; t < START_MS + 24 * 3_600_000; t += 20 * 60_000) {
      day.advance(t);
      const live = Object.values(day.menu()).reduce((s, x) => s + x.live, 0);
      if (live === 0) empty.push(new Date(t).toISOString());
    }
    expect(empty).toEqual([]);
  });
});

describe('results', () => {
  const m = market();

  it("lists yesterday's finished events with first-half and full-time scores", () => {
    const yesterday = m.results('2026-11-20');
    expect(yesterday.length).toBeGreaterThan(20);
    expect(yesterday.every((r) => r.status === 'Completed' || r.status === 'Cancel')).toBe(true);
    expect(yesterday.every((r) => /^2026-11-2[01] \d\d:\d\d:\d\d$/.test(r.settle_time))).toBe(true);
    for (const r of yesterday.filter((x) => x.sport_id === 1 && x.status === 'Completed')) {
      expect(Number(r.first_half_h_socre)).toBeLessThanOrEqual(Number(r.full_time_h_socre));
      expect(Number(r.first_half_a_socre)).toBeLessThanOrEqual(Number(r.full_time_a_socre));
    }
    expect(new Set(yesterday.map((r) => r.sport))).toEqual(
      new Set(['Football', 'Basketball', 'Tennis', 'Muay Thai', 'Bullfight']),
    );
  });

  it('gives nothing for a future, far-away or malformed date', () => {
    expect(m.results('2026-11-22')).toEqual([]);
    expect(m.results('1999-01-01')).toEqual([]);
    expect(m.results('21/11/2026')).toEqual([]);
    expect(m.resultOf(123)).toBeNull();
  });
});
