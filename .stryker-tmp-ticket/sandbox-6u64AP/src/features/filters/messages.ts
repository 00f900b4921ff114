// @ts-nocheck
import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: { id: 'filters.label' },
  betType: { id: 'filters.bet-type' },
  single: { id: 'filters.single' },
  step: { id: 'filters.step' },
  mix: { id: 'filters.mix' },
  fontSize: { id: 'filters.font-size' },
  fontSmaller: { id: 'filters.font-smaller' },
  fontNormal: { id: 'filters.font-normal' },
  fontLarger: { id: 'filters.font-larger' },
  sort: { id: 'filters.sort' },
  sortNormal: { id: 'filters.sort-normal' },
  sortTime: { id: 'filters.sort-time' },
  matchTime: { id: 'filters.match-time' },
  matchAll: { id: 'filters.match-all' },
  matchBefore: { id: 'filters.match-before' },
  matchAfter: { id: 'filters.match-after' },
  tableType: { id: 'filters.table-type' },
  tableSingle: { id: 'filters.table-s-line' },
  tableDouble: { id: 'filters.table-d-line' },
  tableFull: { id: 'filters.table-f-line' },
  tableHalf: { id: 'filters.table-h-line' },
  currency: { id: 'filters.currency' },
  leagues: { id: 'filters.leagues' },
  changeLeague: { id: 'board.change-league' },
  earlyDate: { id: 'filters.early-date' },
  allEarly: { id: 'filters.all-early' },
  leagueTitle: { id: 'league.title' },
  leagueSelectAll: { id: 'league.select-all' },
  leagueSearch: { id: 'league.search' },
  leagueSave: { id: 'league.save' },
  leagueCancel: { id: 'league.cancel' },
  leagueClose: { id: 'league.close' },
  movingNow: { id: 'filters.moving-now' },
  movingKey: { id: 'filters.moving-key' },
});

export const countedMessages = {
  // The figure is an element of its own: the label is formatted round a marker (RefreshButton).
  refresh: defineMessage<{ seconds: number | string }>({ id: 'filters.refresh' }),
  modeLive: defineMessage({ id: 'filters.mode-live' }),
  modeOffline: defineMessage({ id: 'filters.mode-offline' }),
  modeCountdown: defineMessage<{ seconds: number }>({ id: 'filters.mode-countdown' }),
  leagueCount: defineMessage<{ selected: number; total: number }>({ id: 'league.count' }),
};
