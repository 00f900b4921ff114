// @ts-nocheck
import type { MyBetChoice, MyBetTicket } from '@contract/history';
import type { Locale } from '@src/shared/i18n/locale';
import { nameByLocale } from '@src/shared/i18n/locale';

// What one my-bet ticket and its choices show (the wire shapes: contract/history.ts).

/** Markets with no line: their point is not shown. */
const MARKETS_WITHOUT_POINT: ReadonlySet<string> = new Set(['1x2', 'FH_1x2', 'OE']);

export function leagueName(choice: MyBetChoice, locale: Locale): string {
  return nameByLocale(locale, { th: choice.tournament.name_th, en: choice.tournament.name_en });
}

export function teamsName(choice: MyBetChoice, locale: Locale): string {
  const home = nameByLocale(locale, { th: choice.home_th, en: choice.home_en });
  const away = nameByLocale(locale, { th: choice.away_th, en: choice.away_en });
  return `${home} - ${away}`;
}

/** bet_choice_lang is the Thai wording; English readers get bet_choice. */
export function betChoiceText(choice: MyBetChoice, locale: Locale): string {
  const thai = choice.bet_choice_lang;
  return locale === 'th' && thai !== '' ? thai : choice.bet_choice;
}

/** The handicap or goal line; blank for 1x2 and odd/even, which have none. */
export function choicePoint(choice: MyBetChoice): string {
  return MARKETS_WITHOUT_POINT.has(choice.market_type) ? '' : String(choice.point);
}

/** The score when the bet was taken, `1-0`; empty when the list did not send one. */
export function scoreAtBetTime(choice: MyBetChoice): string {
  const home = choice.h_score;
  const away = choice.a_score;
  return home === '' && away === '' ? '' : `${home || '0'}-${away || '0'}`;
}

/** The open-bets footer totals the odds of the page only. */
export function openBetsOddsTotal(tickets: readonly MyBetTicket[]): number {
  return tickets.reduce((total, ticket) => total + ticket.odds, 0);
}

/** The settled table's footer totals the odds and the win/loss of the page. */
export function settledTotals(tickets: readonly MyBetTicket[]): { odds: number; winlose: number } {
  return tickets.reduce(
    (total, ticket) => ({
      odds: total.odds + ticket.odds,
      winlose: total.winlose + (ticket.winlose_amount ?? 0),
    }),
    { odds: 0, winlose: 0 },
  );
}

/** The daily statement's footer: stake and win/loss summed over the listed days. */
export function statementTotals(days: readonly { stake: number; winloss: number }[]): {
  stake: number;
  winloss: number;
} {
  return days.reduce(
    (total, day) => ({ stake: total.stake + day.stake, winloss: total.winloss + day.winloss }),
    { stake: 0, winloss: 0 },
  );
}
