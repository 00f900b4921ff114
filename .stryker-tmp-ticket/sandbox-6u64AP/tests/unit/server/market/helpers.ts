// @ts-nocheck
// Shared helpers for the market tests: a fixed wall clock, and decoding replies by `structures`
// the way a client must (never by position).
import { createMarket } from '@server/market';
import type { MarketOptions, OddsListQuery, SimulatedMarket } from '@server/market';
import type { OddsListReply, WireEvent } from '@contract/oddsList';

/** Saturday 21 Nov 2026, 12:00 UTC = 19:00 in Bangkok. */
export const START_MS = Date.UTC(2026, 10, 21, 12, 0, 0);
export const TODAY_ISO = '2026-11-21';

export function market(overrides: Partial<MarketOptions> = {}): SimulatedMarket {
  return createMarket({ seed: 7, footballEvents: 300, speed: 1, startMs: START_MS, ...overrides });
}

/** A decoded event as the wire carries it (channel_live may be null). */
export type DecodedEvent = WireEvent & { [field: string]: unknown };

export function decode(reply: OddsListReply): DecodedEvent[] {
  const names = reply.structures ?? [];
  return reply.data.map(
    (row) => Object.fromEntries(names.map((name, i) => [name, row[i]])) as DecodedEvent,
  );
}

export function query(overrides: Partial<OddsListQuery> = {}): OddsListQuery {
  return {
    list: 'nonlive',
    betType: 'sc',
    sportTypeId: 1,
    oddsType: 'MY',
    sortTime: 'all',
    ...overrides,
  };
}

export const ALL_LISTS: readonly Partial<OddsListQuery>[] = [
  { list: 'live' },
  { list: 'nonlive' },
  { list: 'early', date: 'Allearly' },
  { list: 'live', sportTypeId: 44, oddsType: 'EU' },
  { list: 'nonlive', betType: 'mix', oddsType: 'EU', sortTime: 'before' },
  { list: 'early', date: '23/11/2026', sortTime: 'after', oddsType: 'HK' },
];

/** Every event of every sport in every list, by id (a market-wide view for invariants). */
export function everyListedEvent(
  m: SimulatedMarket,
  oddsType: OddsListQuery['oddsType'] = 'MY',
): Map<number, DecodedEvent> {
  const out = new Map<number, DecodedEvent>();
  for (const sportTypeId of Object.keys(m.menu()).map(Number)) {
    for (const q of [
      { list: 'live' },
      { list: 'nonlive' },
      { list: 'early', date: 'Allearly' },
    ] as const) {
      for (const e of decode(m.oddsList(query({ ...q, sportTypeId, oddsType }))))
        out.set(e.event_id, e);
    }
  }
  return out;
}
