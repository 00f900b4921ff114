// @ts-nocheck
import { defineMessage, defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { ListKind } from '@contract/oddsList';

export const messages = defineMessages({
  noData: { id: 'session-table.table-not-data' },
  fullTime: { id: 'odds-table.full-time' },
  halfTime: { id: 'odds-table.half-time' },
  match: { id: 'odds-table.match' },
  time: { id: 'odds-table.time' },
  price: { id: 'odds-table.price' },
  home: { id: 'odds-table.home' },
  /** The under side's mark in the double-line table's over/under column, in each language. */
  underShort: { id: 'odds-table.under-short' },
  away: { id: 'odds-table.away' },
  draw: { id: 'odds-table.draw' },
  goal: { id: 'odds-table.goal' },
  over: { id: 'odds-table.over' },
  under: { id: 'odds-table.under' },
  handicap: { id: 'odds-table.handicap' },
  overUnder: { id: 'odds-table.over-under' },
  oneXtwo: { id: 'odds-table.one-x-two' },
  oddEven: { id: 'odds-table.odd-even' },
  odd: { id: 'odds-table.odd' },
  even: { id: 'odds-table.even' },
  red: { id: 'odds-table.red' },
  blue: { id: 'odds-table.blue' },
  complete: { id: 'odds-table.complete' },
  notComplete: { id: 'odds-table.not-complete' },
  halfTimeClock: { id: 'odds-table.clock-ht' },
  live: { id: 'odds-table.live' },
  liveStream: { id: 'odds-table.live-stream' },
  fullTime1x2: { id: 'odds-table.panel-ft-1x2' },
  halfTime1x2: { id: 'odds-table.panel-ht-1x2' },
  panelOddEven: { id: 'odds-table.panel-odd-even' },
  failed: { id: 'odds-table.failed' },
});

export const namedMessages = {
  refreshTournament: defineMessage<{ name: string }>({ id: 'odds-table.refresh-tournament' }),
  collapse: defineMessage<{ name: string }>({ id: 'odds-table.collapse' }),
  expand: defineMessage<{ name: string }>({ id: 'odds-table.expand' }),
  favoriteAdd: defineMessage<{ name: string }>({ id: 'odds-table.favorite-add' }),
  favoriteRemove: defineMessage<{ name: string }>({ id: 'odds-table.favorite-remove' }),
  redCards: defineMessage<{ count: number }>({ id: 'odds-table.red-cards' }),
  moreMarkets: defineMessage<{ count: number }>({ id: 'odds-table.more-markets' }),
};

export const tableTitles: Record<ListKind, MessageDescriptor> = defineMessages({
  live: { id: 'odds-table.title-live' },
  nonlive: { id: 'odds-table.title-nonlive' },
  early: { id: 'odds-table.title-early' },
});
