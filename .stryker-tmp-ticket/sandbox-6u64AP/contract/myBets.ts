// @ts-nocheck
// The defensive reader of the running and settled lists (the member API's member history): a field
// of the wrong type becomes its empty value, never a crash later. The front end loads it lazily (it
// is kept out of the first load: src/shared/api/wireLater.ts); the simulator's tests read its
// replies with it.
import type { ChoiceResults, MyBetChoice, MyBetTicket, PageMeta, TicketPage } from './history';
import { isRecord, readList, readNumber, readText } from './read';

function readResults(value: unknown): ChoiceResults {
  const results = isRecord(value) ? value : {};
  return {
    first_half_h_socre: readText(results.first_half_h_socre),
    first_half_a_socre: readText(results.first_half_a_socre),
    full_time_h_socre: readText(results.full_time_h_socre),
    full_time_a_socre: readText(results.full_time_a_socre),
  };
}

function readChoice(value: unknown): MyBetChoice | null {
  if (!isRecord(value)) return null;
  const tournament = isRecord(value.tournament) ? value.tournament : {};
  return {
    event_id: readNumber(value.event_id),
    odd_id: readNumber(value.odd_id),
    bet_choice: readText(value.bet_choice),
    bet_choice_lang: readText(value.bet_choice_lang),
    market_type: readText(value.market_type),
    point: readNumber(value.point),
    price: readNumber(value.price),
    in_who: readText(value.in_who),
    option: readText(value.option),
    h_score: readText(value.h_score),
    a_score: readText(value.a_score),
    is_live: readNumber(value.is_live),
    home_th: readText(value.home_th),
    home_en: readText(value.home_en),
    away_th: readText(value.away_th),
    away_en: readText(value.away_en),
    tournament: { name_th: readText(tournament.name_th), name_en: readText(tournament.name_en) },
    results: readResults(value.results),
    status: readText(value.status),
  };
}

function readMyBetTicket(value: unknown): MyBetTicket | null {
  if (!isRecord(value)) return null;
  return {
    id: readNumber(value.id),
    trans_time: readText(value.trans_time),
    action_type: readText(value.action_type),
    choice: readList(value.choice)
      .map(readChoice)
      .filter((choice): choice is MyBetChoice => choice !== null),
    odds: readNumber(value.odds),
    odds_type: readText(value.odds_type),
    stake: readNumber(value.stake),
    winlose_amount:
      value.winlose_amount === null || value.winlose_amount === undefined
        ? null
        : readNumber(value.winlose_amount),
    ticket_status: readText(value.ticket_status),
    ip: typeof value.ip === 'string' ? value.ip : '',
  };
}

function readPageMeta(value: unknown, rows: number): PageMeta {
  const meta = isRecord(value) ? value : {};
  return {
    current_page: Math.max(1, readNumber(meta.current_page)),
    last_page: Math.max(1, readNumber(meta.last_page)),
    per_page: readNumber(meta.per_page),
    total: readNumber(meta.total) || rows,
  };
}

/** `data` of the running/settled lists, or undefined when it has no `ticket` object. */
export function readTicketPage(data: unknown): TicketPage | undefined {
  if (!isRecord(data) || !isRecord(data.ticket)) return undefined;
  const tickets = readList(data.ticket.data)
    .map(readMyBetTicket)
    .filter((ticket): ticket is MyBetTicket => ticket !== null);
  return { ticket: { data: tickets, meta: readPageMeta(data.ticket.meta, tickets.length) } };
}
