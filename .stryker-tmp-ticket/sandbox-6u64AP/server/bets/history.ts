// @ts-nocheck
// The member's own bets as the my-bet popup and statement read them (see contract/history.ts).
import type { Db } from '../db/database';
import { fromCents } from '../db/database';
import type {
  EventResult,
  MyBetChoice,
  MyBetTicket,
  PageMeta,
  StatementDay,
  TicketPage,
} from '@contract/history';

export const TICKETS_PER_PAGE = 20;

/** Thai wording of a bet choice, as the my-bet list shows it (`bet_choice_lang`). */
const BET_CHOICE_TH: Readonly<Record<string, string>> = {
  Home: 'เจ้าบ้าน',
  Away: 'ทีมเยือน',
  Over: 'สูง',
  Under: 'ต่ำ',
  Odd: 'คี่',
  Even: 'คู่',
  Draw: 'เสมอ',
};

export function betChoiceLang(betChoice: string): string {
  return BET_CHOICE_TH[betChoice] ?? betChoice;
}

interface TicketRow {
  id: number;
  trans_time: string;
  action_type: string;
  odds: number;
  odds_type: string;
  stake_cents: number;
  winlose_cents: number | null;
  ticket_status: string;
  ip: string;
}

/** A row of `choices`: the wire choice's own columns, its league names and how it ended. */
interface ChoiceRow extends Omit<
  MyBetChoice,
  'bet_choice_lang' | 'tournament' | 'results' | 'status'
> {
  ticket_id: number;
  league_name_th: string;
  league_name_en: string;
  outcome: string | null;
  result_json: string | null;
}

function choiceResults(resultJson: string | null): MyBetChoice['results'] {
  if (!resultJson)
    return {
      first_half_h_socre: '',
      first_half_a_socre: '',
      full_time_h_socre: '',
      full_time_a_socre: '',
    };
  const r = JSON.parse(resultJson) as EventResult;
  return {
    first_half_h_socre: r.first_half_h_socre,
    first_half_a_socre: r.first_half_a_socre,
    full_time_h_socre: r.full_time_h_socre,
    full_time_a_socre: r.full_time_a_socre,
  };
}

function toMyBetChoice(row: ChoiceRow): MyBetChoice {
  return {
    event_id: row.event_id,
    odd_id: row.odd_id,
    bet_choice: row.bet_choice,
    bet_choice_lang: betChoiceLang(row.bet_choice),
    market_type: row.market_type,
    point: row.point,
    price: row.price,
    in_who: row.in_who,
    option: row.option,
    h_score: row.h_score,
    a_score: row.a_score,
    is_live: row.is_live,
    home_th: row.home_th,
    home_en: row.home_en,
    away_th: row.away_th,
    away_en: row.away_en,
    tournament: { name_th: row.league_name_th, name_en: row.league_name_en },
    results: choiceResults(row.result_json),
    status: row.outcome ?? 'running',
  };
}

function toMyBetTicket(row: TicketRow, choices: MyBetChoice[]): MyBetTicket {
  return {
    id: row.id,
    trans_time: row.trans_time,
    action_type: row.action_type,
    choice: choices,
    odds: row.odds,
    odds_type: row.odds_type,
    stake: fromCents(row.stake_cents),
    winlose_amount: row.winlose_cents === null ? null : fromCents(row.winlose_cents),
    ticket_status: row.ticket_status,
    ip: row.ip,
  };
}

function pageMeta(page: number, total: number): PageMeta {
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / TICKETS_PER_PAGE)),
    per_page: TICKETS_PER_PAGE,
    total,
  };
}

export interface History {
  running(memberId: number, page: number): TicketPage;
  /** Settled tickets, newest first; `date` (Bangkok `YYYY-MM-DD`) narrows to one statement day. */
  settled(memberId: number, page: number, date: string | undefined): TicketPage;
  /** One row per Bangkok day with settled bets in [from, to], newest first. */
  statement(memberId: number, from: string, to: string): StatementDay[];
}

const TICKET_COLUMNS =
  'id, trans_time, action_type, odds, odds_type, stake_cents, winlose_cents, ticket_status, ip';

export function createHistory(db: Db): History {
  const runningCount = db.prepare<[number], { n: number }>(
    "SELECT COUNT(*) AS n FROM tickets WHERE member_id = ? AND ticket_status = 'running'",
  );
  const runningRows = db.prepare<[number, number, number], TicketRow>(
    `SELECT ${TICKET_COLUMNS} FROM tickets WHERE member_id = ? AND ticket_status = 'running' ORDER BY id DESC LIMIT ? OFFSET ?`,
  );
  const settledCount = db.prepare<[number, string | null, string | null], { n: number }>(
    `SELECT COUNT(*) AS n FROM tickets WHERE member_id = ? AND settle_date IS NOT NULL AND (? IS NULL OR settle_date = ?)`,
  );
  const settledRows = db.prepare<[number, string | null, string | null, number, number], TicketRow>(
    `SELECT ${TICKET_COLUMNS} FROM tickets WHERE member_id = ? AND settle_date IS NOT NULL AND (? IS NULL OR settle_date = ?)
      ORDER BY settled_at DESC, id DESC LIMIT ? OFFSET ?`,
  );
  const choicesOf = db.prepare<[number], ChoiceRow>(
    `SELECT ticket_id, event_id, odd_id, bet_choice, market_type, point, price, in_who, option, h_score, a_score, is_live,
            home_th, home_en, away_th, away_en, league_name_th, league_name_en, outcome, result_json
       FROM choices WHERE ticket_id = ? ORDER BY idx`,
  );
  const statementRows = db.prepare<
    [number, string, string],
    { date: string; stake_cents: number; winlose_cents: number }
  >(
    `SELECT settle_date AS date, SUM(stake_cents) AS stake_cents, SUM(winlose_cents) AS winlose_cents
       FROM tickets WHERE member_id = ? AND settle_date BETWEEN ? AND ?
      GROUP BY settle_date ORDER BY settle_date DESC`,
  );

  function withChoices(rows: TicketRow[]): MyBetTicket[] {
    return rows.map((row) => toMyBetTicket(row, choicesOf.all(row.id).map(toMyBetChoice)));
  }

  return {
    running(memberId, page) {
      const total = runningCount.get(memberId)?.n ?? 0;
      const rows = runningRows.all(memberId, TICKETS_PER_PAGE, (page - 1) * TICKETS_PER_PAGE);
      return { ticket: { data: withChoices(rows), meta: pageMeta(page, total) } };
    },
    settled(memberId, page, date) {
      const day = date ?? null;
      const total = settledCount.get(memberId, day, day)?.n ?? 0;
      const rows = settledRows.all(
        memberId,
        day,
        day,
        TICKETS_PER_PAGE,
        (page - 1) * TICKETS_PER_PAGE,
      );
      return { ticket: { data: withChoices(rows), meta: pageMeta(page, total) } };
    },
    statement(memberId, from, to) {
      return statementRows.all(memberId, from, to).map((r) => ({
        date: r.date,
        stake: fromCents(r.stake_cents),
        winloss: fromCents(r.winlose_cents),
      }));
    },
  };
}
