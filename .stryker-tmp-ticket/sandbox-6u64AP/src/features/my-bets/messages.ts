// @ts-nocheck
import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'my-bets.title' },
  seeAll: { id: 'my-bets.see-all' },
  showLess: { id: 'my-bets.show-less' },
  noData: { id: 'session-table.table-not-data' },
});

export const countedMessages = {
  stake: defineMessage<{ stake: string }>({ id: 'my-bets.stake' }),
};
