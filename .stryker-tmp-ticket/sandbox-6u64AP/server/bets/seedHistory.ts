// @ts-nocheck
// A settled-bet history for the demo member, so every statement period (today back to last month)
// has rows and a day drills down to real tickets. Written once, when the member is created, into
// the same tables live bets use, and read back by the same routes. History only: the opening
// balance stands for where the member is today, so no ledger entries are written.
// Settled by live settlement's own rules: each choice by the market's settleChoice from
// its event's result, each ticket by settleTicketAmounts on contract/money.ts. No rule is written here.
import type { Db } from '../db/database';
import { toCents } from '../db/database';
import type { EventResult } from '@contract/history';
import { settleChoice } from '../market/settlement';
import type { DecidedOutcome } from './settlement';
import { settleTicketAmounts } from './settlement';
import { bangkokDate, bangkokDateTime } from '@contract/bangkok';
import { oddsTotal } from '@contract/confirm';
import { riskOf } from '@contract/money';
import { isAlwaysDecimal, isDecimalPrice, oddsTypeFor } from '@contract/odds';
import type { BetType, Mainbet } from '@contract/wire';
import { ACTION_TYPE_OF_MAINBET, MUAY_THAI_SPORT_ID } from '@contract/wire';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Far from the market's event ids, so settlement never takes these choices for live ones. */
const HISTORY_EVENT_BASE = 9_000_000;
export const HISTORY_DAYS = 62;

interface PastMatch {
  league_en: string;
  league_th: string;
  home_en: string;
  home_th: string;
  away_en: string;
  away_th: string;
  sport: number;
}

const MATCHES: readonly PastMatch[] = [
  {
    sport: 1,
    league_en: 'English Premier League',
    league_th: 'อังกฤษ พรีเมียร์ลีก',
    home_en: 'Arsenal',
    home_th: 'อาร์เซนอล',
    away_en: 'Chelsea',
    away_th: 'เชลซี',
  },
  {
    sport: 1,
    league_en: 'English Premier League',
    league_th: 'อังกฤษ พรีเมียร์ลีก',
    home_en: 'Liverpool',
    home_th: 'ลิเวอร์พูล',
    away_en: 'Manchester City',
    away_th: 'แมนเชสเตอร์ ซิตี้',
  },
  {
    sport: 1,
    league_en: 'Spain La Liga',
    league_th: 'สเปน ลาลีกา',
    home_en: 'Real Madrid',
    home_th: 'เรอัล มาดริด',
    away_en: 'Barcelona',
    away_th: 'บาร์เซโลนา',
  },
  {
    sport: 1,
    league_en: 'Italy Serie A',
    league_th: 'อิตาลี เซเรีย อา',
    home_en: 'Inter',
    home_th: 'อินเตอร์ มิลาน',
    away_en: 'Juventus',
    away_th: 'ยูเวนตุส',
  },
  {
    sport: 1,
    league_en: 'Germany Bundesliga',
    league_th: 'เยอรมัน บุนเดสลีกา',
    home_en: 'Bayern Munich',
    home_th: 'บาเยิร์น มิวนิค',
    away_en: 'Borussia Dortmund',
    away_th: 'โบรุสเซีย ดอร์ทมุนด์',
  },
  {
    sport: 1,
    league_en: 'Thai League 1',
    league_th: 'ไทยลีก',
    home_en: 'Buriram United',
    home_th: 'บุรีรัมย์ ยูไนเต็ด',
    away_en: 'Bangkok United',
    away_th: 'แบงค็อก ยูไนเต็ด',
  },
  {
    sport: 1,
    league_en: 'Japan J1 League',
    league_th: 'ญี่ปุ่น เจลีก',
    home_en: 'Kashima Antlers',
    home_th: 'คาชิมา แอนท์เลอร์ส',
    away_en: 'Urawa Reds',
    away_th: 'อุราวะ เรดส์',
  },
  {
    sport: 44,
    league_en: 'Rajadamnern Stadium',
    league_th: 'เวทีราชดำเนิน',
    home_en: 'Petchmorakot',
    home_th: 'เพชรมรกต',
    away_en: 'Rodtang',
    away_th: 'รถถัง',
  },
];

/**
 * One choice's market as the my-bet list shows it. Whole lines can push (draw), quarter lines give
 * the half outcomes (on a draw away +0.25 half wins, home -0.25 half loses; home -0.75 half wins
 * on a one-goal win; on three goals over 2.75 half wins, under 2.75 half loses).
 */
const MARKETS = [
  { market_type: 'Handicap', option: 'h', bet_choice: 'Home', point: 0.5, in_who: '1' },
  { market_type: 'Handicap', option: 'a', bet_choice: 'Away', point: 0.25, in_who: '1' },
  { market_type: 'Handicap', option: 'h', bet_choice: 'Home', point: 0.25, in_who: '1' },
  { market_type: 'Handicap', option: 'h', bet_choice: 'Home', point: 0.75, in_who: '1' },
  { market_type: 'Handicap', option: 'h', bet_choice: 'Home', point: 1, in_who: '1' },
  { market_type: 'OverUnder', option: 'h', bet_choice: 'Over', point: 2.5, in_who: '1' },
  { market_type: 'OverUnder', option: 'a', bet_choice: 'Under', point: 2.75, in_who: '1' },
  { market_type: 'OverUnder', option: 'h', bet_choice: 'Over', point: 2.75, in_who: '1' },
  { market_type: 'OverUnder', option: 'h', bet_choice: 'Over', point: 2, in_who: '1' },
  { market_type: '1x2', option: 'x', bet_choice: 'Draw', point: 0, in_who: '1' },
  { market_type: 'OE', option: 'h', bet_choice: 'Odd', point: 0, in_who: '1' },
] as const;

/** A small deterministic generator, so every fresh simulator has the same history. */
function generator(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

/** Prices as the lists quote them: MY in (-1, 1], decimal for EU and for 1x2 (always decimal). */
const MY_PRICES = [0.85, 0.92, -0.95, 0.78, -0.88, 0.96] as const;
const THREE_WAY_PRICES = [3.1, 3.25, 3.4, 3.6] as const;
/** Now and then an event is called off before kick-off: no score, its choices void ('cancel'). */
const CALLED_OFF = 0.03;

interface SeededChoice {
  match: PastMatch;
  market: (typeof MARKETS)[number];
  price: number;
  result: EventResult;
  outcome: DecidedOutcome;
}

export function seedSettledHistory(
  db: Db,
  memberId: number,
  nowMs: number,
  seed = memberId,
): number {
  const random = generator(seed * 7919 + 17);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const insertTicket = db.prepare(
    `INSERT INTO tickets (member_id, action_type, mainbet, odds_type, odds, stake_cents, risk_cents, return_cents, winlose_cents,
       ticket_status, ip, sport_id, trans_time, placed_at, settled_at, settle_date)
     VALUES (@member_id, @action_type, @mainbet, @odds_type, @odds, @stake_cents, @risk_cents, @return_cents, @winlose_cents,
       @ticket_status, '203.0.113.7', @sport_id, @trans_time, @placed_at, @settled_at, @settle_date)`,
  );
  const insertChoice = db.prepare(
    `INSERT INTO choices (ticket_id, idx, event_id, odd_id, pick_id, sport_type_id, market_type, option, in_who, point, price, bet_choice,
       h_score, a_score, is_live, league_name_en, league_name_th, home_en, home_th, away_en, away_th, outcome, result_json)
     VALUES (@ticket_id, @idx, @event_id, @odd_id, @pick_id, @sport_type_id, @market_type, @option, @in_who, @point, @price, @bet_choice,
       '0', '0', 0, @league_name_en, @league_name_th, @home_en, @home_th, @away_en, @away_th, @outcome, @result_json)`,
  );
  let count = 0;
  let eventId = HISTORY_EVENT_BASE + memberId * 10_000;

  /** A finished (or called-off) past event, as the market would have reported it. */
  function pastResult(match: PastMatch, settledAt: number): EventResult {
    eventId += 1;
    const calledOff = random() < CALLED_OFF;
    const fh = [Math.floor(random() * 2), Math.floor(random() * 2)] as const;
    const ft = [fh[0] + Math.floor(random() * 3), fh[1] + Math.floor(random() * 2)] as const;
    const score = (goals: number): string => (calledOff ? '' : String(goals));
    return {
      event_id: eventId,
      sport_id: match.sport,
      sport: match.sport === MUAY_THAI_SPORT_ID ? 'Muay Thai' : 'Football',
      league_id: 0,
      league_name_en: match.league_en,
      league_name_th: match.league_th,
      home_en: match.home_en,
      home_th: match.home_th,
      away_en: match.away_en,
      away_th: match.away_th,
      settle_time: bangkokDateTime(settledAt),
      first_half_h_socre: score(fh[0]),
      first_half_a_socre: score(fh[1]),
      full_time_h_socre: score(ft[0]),
      full_time_a_socre: score(ft[1]),
      status: calledOff ? 'Cancel' : 'Completed',
    };
  }

  function seededChoice(betType: BetType, settledAt: number): SeededChoice {
    const match = pick(MATCHES);
    const market = pick(MARKETS);
    const decimal = isDecimalPrice(market.market_type, oddsTypeFor(betType, match.sport, 'MY'));
    const price = isAlwaysDecimal(market.market_type)
      ? pick(THREE_WAY_PRICES)
      : decimal
        ? 1.7 + Math.round(random() * 50) / 100
        : pick(MY_PRICES);
    const result = pastResult(match, settledAt);
    // The live rule: a cancelled event's choices are void, the others settle on the score.
    const outcome: DecidedOutcome =
      result.status === 'Cancel'
        ? 'cancel'
        : settleChoice({ ...market, h_score: '0', a_score: '0' }, result);
    return { match, market, price, result, outcome };
  }

  const write = db.transaction(() => {
    for (let day = HISTORY_DAYS - 1; day >= 0; day -= 1) {
      // Today keeps to the hours already gone: at least one ticket settled an hour ago.
      const tickets = day === 0 ? 3 : 1 + Math.floor(random() * 4);
      for (let n = 0; n < tickets; n += 1) {
        const settledAt =
          day === 0
            ? nowMs - (60 + n * 25) * 60_000
            : nowMs - day * DAY_MS - Math.floor(random() * 10) * 60 * 60_000;
        const placedAt = settledAt - (100 + Math.floor(random() * 60)) * 60_000;
        const parlay = random() < 0.25;
        const mainbet: Mainbet = parlay ? (random() < 0.5 ? 5 : 6) : 1;
        const betType = ACTION_TYPE_OF_MAINBET[mainbet];
        const legs = parlay ? 2 + Math.floor(random() * 2) : 1;
        const stake = pick([100, 200, 300, 500, 1000, 1500, 2000]);
        const choices = Array.from({ length: legs }, () => seededChoice(betType, settledAt));
        const first = choices[0] as SeededChoice;
        const oddsType = oddsTypeFor(betType, first.match.sport, 'MY');
        const prices = choices.map((c) => c.price);
        // As the confirm writes a ticket: the money at risk, the odds total to 4 decimals.
        const stakeCents = toCents(stake);
        const riskCents = toCents(parlay ? stake : riskOf(stake, first.price));
        const { returnCents, status } = settleTicketAmounts(
          { mainbet, odds_type: oddsType, stake_cents: stakeCents, risk_cents: riskCents },
          choices.map((c) => ({
            market_type: c.market.market_type,
            price: c.price,
            outcome: c.outcome,
          })),
        );
        const ticket = insertTicket.run({
          member_id: memberId,
          action_type: betType,
          mainbet,
          odds_type: oddsType,
          odds: Number(oddsTotal(mainbet, prices).toFixed(4)),
          stake_cents: stakeCents,
          risk_cents: riskCents,
          return_cents: returnCents,
          winlose_cents: returnCents - riskCents,
          ticket_status: status,
          sport_id: parlay ? 1 : first.match.sport,
          trans_time: bangkokDateTime(placedAt),
          placed_at: placedAt,
          settled_at: settledAt,
          settle_date: bangkokDate(settledAt),
        });
        const ticketId = Number(ticket.lastInsertRowid);
        choices.forEach(({ match, market, price, result, outcome }, idx) => {
          insertChoice.run({
            ticket_id: ticketId,
            idx,
            event_id: result.event_id,
            odd_id: result.event_id * 10 + idx,
            pick_id: result.event_id * 10 + idx,
            sport_type_id: match.sport,
            market_type: market.market_type,
            option: market.option,
            in_who: market.in_who,
            point: market.point,
            price,
            bet_choice: market.bet_choice,
            league_name_en: match.league_en,
            league_name_th: match.league_th,
            home_en: match.home_en,
            home_th: match.home_th,
            away_en: match.away_en,
            away_th: match.away_th,
            outcome,
            result_json: JSON.stringify(result),
          });
        });
        count += 1;
      }
    }
  });
  write();
  return count;
}
