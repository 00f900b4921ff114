// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { createOddsEngine } from '@workers/odds/engine';
import { searchRanges } from '@workers/odds/core/search';
import type { OddsEvent } from '@contract/oddsList';
import { oddsEvent, oddsReply } from '@tests/fixtures/odds/events';
import { listView, shownIds } from '@tests/fixtures/odds/views';

const spain = {
  tournament_id: 601,
  name_en: 'Spain La Liga',
  name_th: 'สเปน ลาลีกา',
  info_en: '',
  info_th: '',
};
const events: OddsEvent[] = [
  oddsEvent({ event_id: 1 }),
  oddsEvent({
    event_id: 2,
    home_en: 'Liverpool',
    home_th: 'ลิเวอร์พูล',
    away_en: 'Everton',
    away_th: 'เอฟเวอร์ตัน',
  }),
  oddsEvent({
    event_id: 3,
    tournament: spain,
    home_en: 'Real Madrid',
    home_th: 'เรอัล มาดริด',
    away_en: 'Barcelona',
    away_th: 'บาร์เซโลนา',
  }),
  oddsEvent({
    event_id: 4,
    tournament: spain,
    home_en: 'Sevilla',
    home_th: 'เซบีย่า',
    away_en: 'Arsenal Tula',
    away_th: 'อาร์เซนอล ตูลา',
  }),
];

describe('team and league search', () => {
  it('narrows the list to matches whose home or away team matches, in any case', () => {
    expect(shownIds(events, { search: 'LIVER' })).toEqual([2]);
    expect(shownIds(events, { search: 'everton' })).toEqual([2]);
  });

  it('matches the other language too', () => {
    expect(shownIds(events, { search: 'บาร์เซ' })).toEqual([3]);
  });

  it('keeps a whole tournament when its name matches', () => {
    expect(shownIds(events, { search: 'la liga' })).toEqual([3, 4]);
    expect(shownIds(events, { search: 'พรีเมียร์' })).toEqual([1, 2]);
  });

  it('keeps matching matches of several tournaments, each in its own group', () => {
    const view = listView(events, { search: 'arsenal' });
    expect(view.groups.map((group) => [group.key, group.events.map((event) => event.key)])).toEqual(
      [
        [501, [1]],
        [601, [4]],
      ],
    );
    expect(view.eventCount).toBe(2);
    // The league list still offers every league.
    expect(view.leagues.map((league) => league.tournamentId)).toEqual([501, 601]);
  });

  it('shows everything for an empty or blank search, and nothing for no match', () => {
    expect(shownIds(events, { search: '  ' })).toEqual([1, 2, 3, 4]);
    expect(shownIds(events, { search: 'zzz' })).toEqual([]);
  });

  it('gives the ranges to highlight in a name as written', () => {
    expect(searchRanges('Arsenal Tula', 'ars')).toEqual([[0, 3]]);
    expect(searchRanges('Barcelona', 'A')).toEqual([
      [1, 2],
      [8, 9],
    ]);
    expect(searchRanges('เรอัล มาดริด', 'มาดริด')).toEqual([[6, 12]]);
    expect(searchRanges('Chelsea', '')).toEqual([]);
  });

  it('narrows the lists the engine holds without calling the server again', async () => {
    let calls = 0;
    const reply = oddsReply(events);
    const engine = createOddsEngine({
      fetch: async () => {
        calls += 1;
        return { ok: true, status: 200, json: async () => reply };
      },
    });
    const seen: number[][] = [];
    engine.subscribe((message) => {
      if (message.type === 'odds.full')
        seen.push(message.view.groups.flatMap((group) => group.events.map((event) => event.key)));
      if (message.type === 'odds.delta') seen.push([message.delta.eventCount]);
    });
    await engine.refresh('nonlive');
    engine.setQuery({ search: 'madrid' });
    expect(calls).toBe(1);
    expect(seen.at(-1)).toEqual([1]);
  });
});
