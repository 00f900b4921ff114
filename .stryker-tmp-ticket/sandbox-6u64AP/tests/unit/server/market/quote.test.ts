// @ts-nocheck
import { describe, expect, it } from 'vitest';
import type { PickQuery, SimulatedMarket } from '@server/market';
import type { OddsType } from '@contract/wire';
import type { DecodedEvent } from './helpers';
import { decode, market, query, START_MS } from './helpers';

function pickOf(
  event: DecodedEvent,
  market: string,
  overrides: Partial<PickQuery> = {},
): PickQuery {
  const entry = event.odds.find((o) => o.market_type === market);
  if (!entry) throw new Error(`no ${market} on event ${event.event_id}`);
  return {
    eventId: event.event_id,
    oddId: entry.odds_id,
    marketType: entry.market_type,
    option: 'h',
    betType: 'sc',
    oddsType: 'MY',
    ...overrides,
  };
}

function firstLiveIn(m: SimulatedMarket, periods: string[]): DecodedEvent {
  let wall = START_MS;
  for (let i = 0; i < 200; i += 1) {
    const found = decode(m.oddsList(query({ list: 'live' }))).find(
      (e) => periods.includes(e.period) && e.setting_w_b_l[0]?.w_is_open === 1,
    );
    if (found) return found;
    wall += 60_000;
    m.advance(wall);
  }
  throw new Error(`no live event in period ${periods.join('/')}`);
}

describe('quote (one pick)', () => {
  it('returns the current state of an open pick, priced in the odds type asked for', () => {
    const m = market();
    const event = decode(m.oddsList(query({ oddsType: 'HK' })))[0] as DecodedEvent;
    const entry = event.odds.find((o) => o.market_type === 'Handicap');
    const q = pickOf(event, 'Handicap', { oddsType: 'HK', option: 'a' });
    expect(m.quote(q)).toEqual({
      event_id: event.event_id,
      id: entry?.id,
      odd_id: entry?.odds_id,
      sport_type_id: 1,
      market_type: 'Handicap',
      option: 'a',
      in_who: entry?.in_who,
      point: entry?.point,
      price: entry?.prices.find((p) => p.option === 'a')?.price,
      bet_choice: 'Away',
      h_score: '0',
      a_score: '0',
      is_live: 0,
      min_bet: 20,
      max_bet: 20_000,
      max_pay_bill_sport: 100_000,
      league_name_en: event.tournament.name_en,
      league_name_th: event.tournament.name_th,
      home_en: event.home_en,
      home_th: event.home_th,
      away_en: event.away_en,
      away_th: event.away_th,
      real_kickoff_time: event.real_kickoff_time,
    });
  });

  it('names the choice and keeps 1x2 decimal', () => {
    const m = market();
    const event = decode(m.oddsList(query({ oddsType: 'EU' })))[0] as DecodedEvent;
    const cases: [string, PickQuery['option'], string][] = [
      ['Handicap', 'h', 'Home'],
      ['OverUnder', 'h', 'Over'],
      ['OverUnder', 'a', 'Under'],
      ['OE', 'h', 'Odd'],
      ['OE', 'a', 'Even'],
      ['1x2', 'x', 'Draw'],
      ['FH_Handicap', 'a', 'Away'],
    ];
    for (const [marketType, option, choice] of cases)
      expect(m.quote(pickOf(event, marketType, { option }))?.bet_choice).toBe(choice);
    const euDraw = event.odds
      .find((o) => o.market_type === '1x2')
      ?.prices.find((p) => p.option === 'x')?.price;
    for (const oddsType of ['MY', 'HK', 'EU'] as OddsType[])
      expect(m.quote(pickOf(event, '1x2', { option: 'x', oddsType }))?.price).toBe(euDraw);
  });

  it('uses smaller limits for Muay Thai', () => {
    const m = market();
    const fight = decode(
      m.oddsList(query({ list: 'early', date: 'Allearly', sportTypeId: 44, oddsType: 'EU' })),
    )[0] as DecodedEvent;
    const quote = m.quote(pickOf(fight, 'OverUnder', { oddsType: 'EU' }));
    expect(quote?.max_bet).toBeLessThan(20_000);
    expect(quote?.sport_type_id).toBe(44);
  });

  it('is null for an unknown event, entry, market or option', () => {
    const m = market();
    const event = decode(m.oddsList(query()))[0] as DecodedEvent;
    expect(m.quote(pickOf(event, 'Handicap', { eventId: 42 }))).toBeNull();
    expect(m.quote(pickOf(event, 'Handicap', { oddId: 42 }))).toBeNull();
    expect(m.quote(pickOf(event, 'Handicap', { marketType: 'OverUnder' }))).toBeNull();
    expect(m.quote(pickOf(event, 'Handicap', { option: 'x' }))).toBeNull();
  });

  it('is null while the rows are closed, and back when they reopen', () => {
    const m = market();
    const event = decode(m.oddsList(query()))[0] as DecodedEvent;
    const q = pickOf(event, 'OverUnder');
    expect(m.quote(q)).not.toBeNull();
    m.testSetOpen(event.event_id, false);
    expect(m.quote(q)).toBeNull();
    expect(m.quote({ ...q, betType: 'mix' })).toBeNull();
    m.testSetOpen(event.event_id, true);
    expect(m.quote(q)?.price).toBe(
      event.odds.find((o) => o.market_type === 'OverUnder')?.prices[0]?.price,
    );
  });

  it('takes live single bets in the second half but not step or mix', () => {
    const m = market();
    const event = firstLiveIn(m, ['2']);
    const q = pickOf(event, 'Handicap');
    const single = m.quote(q);
    expect(single?.is_live).toBe(1);
    expect([single?.h_score, single?.a_score]).toEqual([
      event.live_home_score,
      event.live_away_score,
    ]);
    expect(m.quote({ ...q, betType: 'step' })).toBeNull();
    expect(m.quote({ ...q, betType: 'mix' })).toBeNull();
  });

  it('is null once the event has finished', () => {
    const m = market({ speed: 60 });
    const event = firstLiveIn(m, ['1', '2', '5']);
    const q = pickOf(event, 'Handicap');
    m.advance(START_MS + (4 * 3_600_000) / 60);
    expect(m.resultOf(event.event_id)?.status).toMatch(/Completed|Cancel/);
    expect(m.quote(q)).toBeNull();
  });
});
