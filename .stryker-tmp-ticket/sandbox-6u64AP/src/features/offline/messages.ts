// @ts-nocheck
import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  notice: { id: 'offline.notice' },
  noOdds: { id: 'offline.no-odds' },
  placeDisabled: { id: 'offline.place-disabled' },
  popup: { id: 'offline.popup' },
  title: { id: 'offline.title' },
  screen: { id: 'offline.screen' },
  unreachableTitle: { id: 'offline.unreachable-title' },
  unreachable: { id: 'offline.unreachable' },
  betPending: { id: 'offline.bet-pending' },
  updateReady: { id: 'update.ready' },
  updateReload: { id: 'update.reload' },
  updateAfterBet: { id: 'update.after-bet' },
  updateByItself: { id: 'update.by-itself' },
});

export const oddsAsOf = defineMessage<{ time: string }>({ id: 'offline.odds-as-of' });
