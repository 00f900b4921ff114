import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'recent-bets.title' },
  show: { id: 'recent-bets.show' },
  hide: { id: 'recent-bets.hide' },
  showShort: { id: 'recent-bets.show-short' },
  hideShort: { id: 'recent-bets.hide-short' },
  won: { id: 'recent-bets.won' },
  lost: { id: 'recent-bets.lost' },
  connected: { id: 'recent-bets.connected' },
  disconnected: { id: 'recent-bets.disconnected' },
  list: { id: 'recent-bets.list' },
  noData: { id: 'session-table.table-not-data' },
});
