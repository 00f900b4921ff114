// @ts-nocheck
import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'ticket.title' },
  modeSc: { id: 'ticket.mode-sc' },
  modeStep: { id: 'ticket.mode-step' },
  modeMix: { id: 'ticket.mode-mix' },
  empty: { id: 'ticket.empty' },
  checking: { id: 'ticket.checking' },
  priceChanged: { id: 'ticket.price-changed' },
  scoreChanged: { id: 'ticket.score-changed' },
  priceFell: { id: 'ticket.price-fell' },
  priceRose: { id: 'ticket.price-rose' },
  stake: { id: 'ticket.stake' },
  stakeMin: { id: 'ticket.stake-min' },
  stakeMax: { id: 'ticket.stake-max' },
  stakeClear: { id: 'ticket.stake-clear' },
  limits: { id: 'ticket.limits' },
  oddsTotal: { id: 'ticket.odds-total' },
  maxPayout: { id: 'ticket.max-payout' },
  placeBet: { id: 'ticket.place-bet' },
  placing: { id: 'ticket.placing' },
  retry: { id: 'ticket.retry' },
  unreachable: { id: 'ticket.unreachable' },
  oddsChange: { id: 'ticket.odds-change' },
  oddsChangeAsk: { id: 'ticket.odds-change-ask' },
  oddsChangeHigher: { id: 'ticket.odds-change-higher' },
  oddsChangeAny: { id: 'ticket.odds-change-any' },
  autoAccepted: { id: 'ticket.auto-accepted' },
  quickOpen: { id: 'ticket.quick-open' },
  openQuickBet: { id: 'ticket.open-quick-bet' },
  dismiss: { id: 'ticket.dismiss' },
  alerts: { id: 'ticket.alerts' },
  pickClosed: { id: 'ticket.pick-closed' },
  pointMoved: { id: 'ticket.point-moved' },
  placeClosed: { id: 'ticket.place-closed' },
  recovering: { id: 'ticket.recovering' },
  recoveredMoved: { id: 'ticket.recovered-moved' },
  recoveredUnknown: { id: 'ticket.recovered-unknown' },
  checkMyBets: { id: 'ticket.check-my-bets' },
  sendAgain: { id: 'ticket.send-again' },
});

export const countedMessages = {
  remove: defineMessage<{ home: string; away: string }>({ id: 'ticket.remove' }),
  needMorePicks: defineMessage<{ count: number }>({ id: 'ticket.need-more-picks' }),
  recoveredPlaced: defineMessage<{ ticketId: number }>({ id: 'ticket.recovered-placed' }),
  recoveredPlacedNow: defineMessage<{ ticketId: number }>({ id: 'ticket.recovered-placed-now' }),
  placedEarlier: defineMessage<{ ticketId: number }>({ id: 'ticket.placed-earlier' }),
  placedNow: defineMessage<{ ticketId: number }>({ id: 'ticket.placed-now' }),
  unconfirmed: defineMessage<{ time: string }>({ id: 'ticket.unconfirmed' }),
  recoveredNotPlaced: defineMessage<{ reason: string }>({ id: 'ticket.recovered-not-placed' }),
  resentNotPlaced: defineMessage<{ reason: string }>({ id: 'ticket.resent-not-placed' }),
  throttled: defineMessage<{ seconds: number }>({ id: 'ticket.throttled' }),
};

/** Read out when a pick's price moves. */
export const pickPriceMoved = defineMessage<{
  match: string;
  choice: string;
  before: string;
  price: string;
}>({ id: 'a11y.pick-price-moved' });

/** Read out once when a pick's market closes. */
export const pickClosedAnnouncement = defineMessage<{ match: string; choice: string }>({
  id: 'a11y.pick-closed',
});
