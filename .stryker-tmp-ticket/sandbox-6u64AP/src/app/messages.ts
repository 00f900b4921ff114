// @ts-nocheck
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'app.title' },
  skipToOdds: { id: 'app.skip-to-odds' },
  skipToTicket: { id: 'a11y.skip-to-ticket' },
  menuLabel: { id: 'menu.label' },
  collapseMenu: { id: 'menu.collapse' },
  expandMenu: { id: 'menu.expand' },
  recentBets: { id: 'recent-bets.title' },
  openDrawer: { id: 'drawer.open' },
  member: { id: 'header.member' },
});
