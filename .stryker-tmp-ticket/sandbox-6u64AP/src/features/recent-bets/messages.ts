// @ts-nocheck
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'recent-bets.title' },
  showShort: { id: 'recent-bets.show-short' },
  hideShort: { id: 'recent-bets.hide-short' },
  /** Said after the toggle's visible word ("Hide" / "Show") to screen readers only. */
  toggleSubject: { id: 'recent-bets.toggle-subject' },
  won: { id: 'recent-bets.won' },
  lost: { id: 'recent-bets.lost' },
  connected: { id: 'recent-bets.connected' },
  disconnected: { id: 'recent-bets.disconnected' },
  list: { id: 'recent-bets.list' },
  noData: { id: 'session-table.table-not-data' },
});
