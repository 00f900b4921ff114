// @ts-nocheck
import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'statement.title' },
  close: { id: 'statement.close' },
  tabs: { id: 'statement.tabs' },
  tabMyBet: { id: 'statement.tab-my-bet' },
  colTime: { id: 'statement.col-time' },
  colDetail: { id: 'statement.col-detail' },
  colOdds: { id: 'statement.col-odds' },
  colStake: { id: 'statement.col-stake' },
  colStatus: { id: 'statement.col-status' },
  total: { id: 'statement.total' },
  pagination: { id: 'statement.pagination' },
  previous: { id: 'statement.previous' },
  next: { id: 'statement.next' },
  step: { id: 'statement.action-step' },
  mix: { id: 'statement.action-mix' },
  chartBars: { id: 'statement.chart-bars' },
  chartLabel: { id: 'statement.chart-label' },
});

export const countedMessages = {
  page: defineMessage<{ page: number }>({ id: 'statement.page' }),
  score: defineMessage<{ score: string }>({ id: 'statement.score' }),
  ticketId: defineMessage<{ id: number }>({ id: 'statement.ticket-id' }),
  betIp: defineMessage<{ ip: string }>({ id: 'statement.bet-ip' }),
  chartRunning: defineMessage<{ total: string }>({ id: 'statement.chart-running' }),
  chartLargest: defineMessage<{ day: string; amount: string }>({ id: 'statement.chart-largest' }),
  chartDay: defineMessage<{ day: string; winloss: string; running: string }>({
    id: 'statement.chart-day',
  }),
};

/** The result statuses in the member's language. */
export const statusWords = defineMessages({
  won: { id: 'ticket-status.won' },
  lose: { id: 'ticket-status.lose' },
  draw: { id: 'ticket-status.draw' },
  halfwon: { id: 'ticket-status.halfwon' },
  haftlose: { id: 'ticket-status.haftlose' },
});
