// A settled-bet history for the demo member, so every statement period (today back to last month)
// has rows and a day drills down to real tickets. Written once, when the member is created, into
// the same tables live bets use, and read back by the same routes. History only: the opening
// balance stands for where the member is today, so no ledger entries are written.
import type { Db } from '../db/database';
import { toCents } from '../db/database';
import { bangkokDate, bangkokDateTime } from '@contract/bangkok';

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

/** One choice's market as the my-bet list shows it. */
const MARKETS = [
  { market_type: 'Handicap', option: 'h', bet_choice: 'Home', point: 0.5, in_who: '1' },
  { market_type: 'Handicap', option: 'a', bet_choice: 'Away', point: 0.25, in_who: '1' },
  { market_type: 'OverUnder', option: 'h', bet_choice: 'Over', point: 2.5, in_who: '1' },
  { market_type: 'OverUnder', option: 'a', bet_choice: 'Under', point: 2.75, in_who: '1' },
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

type Outcome = 'won' | 'lose' | 'draw' | 'halfwon' | 'haftlose';
const OUTCOMES: readonly Outcome[] = ['won', 'lose', 'lose', 'won', 'draw', 'halfwon', 'haftlose'];

/** What a single MY-priced bet returns beyond the stake (negative: what it lost). */
function winlose(outcome: Outcome, stake: number, price: number): number {
  const win = price > 0 ? stake * price : stake;
  const loss = price > 0 ? stake : stake * Math.abs(price);
  switch (outcome) {
    case 'won':
      return win;
    case 'halfwon':
      return win / 2;
    case 'draw':
      return 0;
    case 'haftlose':
      return -loss / 2;
    case 'lose':
      return -loss;
  }
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
       '', '', 0, @league_name_en, @league_name_th, @home_en, @home_th, @away_en, @away_th, @outcome, @result_json)`,
  );
  let count = 0;
  let eventId = HISTORY_EVENT_BASE + memberId * 10_000;
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
        const parlay = random() < 0.2;
        const legs = parlay ? 2 + Math.floor(random() * 2) : 1;
        const outcome = pick(OUTCOMES);
        const stake = pick([100, 200, 300, 500, 1000, 1500, 2000]);
        const prices = Array.from({ length: legs }, () =>
          parlay
            ? 1.7 + Math.round(random() * 50) / 100
            : pick([0.85, 0.92, -0.95, 0.78, -0.88, 0.96]),
        );
        const odds = parlay
          ? Math.round(prices.reduce((a, b) => a * b, 1) * 100) / 100
          : (prices[0] ?? 0.9);
        const amount = parlay
          ? outcome === 'won' || outcome === 'halfwon'
            ? stake * (odds - 1)
            : outcome === 'draw'
              ? 0
              : -stake
          : winlose(outcome, stake, odds);
        const ticket = insertTicket.run({
          member_id: memberId,
          action_type: parlay ? 'mix' : 'sc',
          mainbet: parlay ? 6 : 1,
          odds_type: parlay ? 'EU' : 'MY',
          odds,
          stake_cents: toCents(stake),
          risk_cents: toCents(parlay || odds > 0 ? stake : stake * Math.abs(odds)),
          return_cents: toCents(Math.max(0, stake + amount)),
          winlose_cents: toCents(Math.round(amount * 100) / 100),
          ticket_status:
            parlay && (outcome === 'halfwon' || outcome === 'haftlose')
              ? outcome === 'halfwon'
                ? 'won'
                : 'lose'
              : outcome,
          sport_id: 1,
          trans_time: bangkokDateTime(placedAt),
          placed_at: placedAt,
          settled_at: settledAt,
          settle_date: bangkokDate(settledAt),
        });
        const ticketId = Number(ticket.lastInsertRowid);
        for (let idx = 0; idx < legs; idx += 1) {
          const match = pick(MATCHES);
          const market = pick(MARKETS);
          const fh = [Math.floor(random() * 2), Math.floor(random() * 2)];
          const ft = [
            (fh[0] ?? 0) + Math.floor(random() * 3),
            (fh[1] ?? 0) + Math.floor(random() * 2),
          ];
          eventId += 1;
          insertChoice.run({
            ticket_id: ticketId,
            idx,
            event_id: eventId,
            odd_id: eventId * 10 + idx,
            pick_id: eventId * 10 + idx,
            sport_type_id: match.sport,
            market_type: market.market_type,
            option: market.option,
            in_who: market.in_who,
            point: market.point,
            price: prices[idx] ?? 0.9,
            bet_choice: market.bet_choice,
            league_name_en: match.league_en,
            league_name_th: match.league_th,
            home_en: match.home_en,
            home_th: match.home_th,
            away_en: match.away_en,
            away_th: match.away_th,
            outcome: parlay
              ? outcome === 'lose' || outcome === 'haftlose'
                ? idx === 0
                  ? 'lose'
                  : 'won'
                : 'won'
              : outcome,
            result_json: JSON.stringify({
              first_half_h_socre: String(fh[0]),
              first_half_a_socre: String(fh[1]),
              full_time_h_socre: String(ft[0]),
              full_time_a_socre: String(ft[1]),
            }),
          });
        }
        count += 1;
      }
    }
  });
  write();
  return count;
}
