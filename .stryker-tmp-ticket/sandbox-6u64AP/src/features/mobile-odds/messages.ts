// @ts-nocheck
import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  homeOver: { id: 'mobile.row-home-over' },
  awayUnder: { id: 'mobile.row-away-under' },
  redBlue: { id: 'mobile.row-red' },
  blueUnder: { id: 'mobile.row-blue' },
  ftHandicap: { id: 'mobile.col-ft-hdp' },
  ftOverUnder: { id: 'mobile.col-ft-ou' },
  htHandicap: { id: 'mobile.col-ht-hdp' },
  htOverUnder: { id: 'mobile.col-ht-ou' },
  ft1x2: { id: 'mobile.group-1x2' },
  ht1x2: { id: 'mobile.group-fh-1x2' },
  oddEven: { id: 'mobile.group-oe' },
  ticketTitle: { id: 'mobile.ticket-title' },
  close: { id: 'mobile.close' },
  filters: { id: 'mobile.filters' },
  earlyDate: { id: 'mobile.early-date' },
  cancel: { id: 'mobile.cancel' },
  confirm: { id: 'mobile.confirm' },
});

export const namedMessages = {
  fab: defineMessage<{ count: number }>({ id: 'mobile.ticket-fab' }),
  toggleMatch: defineMessage<{ name: string }>({ id: 'mobile.toggle-match' }),
};
