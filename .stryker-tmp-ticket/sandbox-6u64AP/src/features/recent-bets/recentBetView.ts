// @ts-nocheck
import type { RecentBet } from '@machines/memberTypes';
import { formatAmount } from '@src/shared/format';
import { nameByLocale } from '@src/shared/i18n/locale';
import type { Locale } from '@src/shared/i18n/locale';

export type RecentBetOutcome = 'won' | 'lost';

/** Option `h` means the bet won; anything else is a loss. */
export function recentBetOutcome(bet: RecentBet): RecentBetOutcome {
  return bet.option === 'h' ? 'won' : 'lost';
}

/**
 * The server masks usernames already; should an operator send one in clear, it is masked here the
 * same way (`dem***01`) rather than shown.
 */
export function maskUsername(username: string): string {
  if (username.includes('*')) return username;
  if (username.length <= 4) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 3)}***${username.slice(-2)}`;
}

export interface RecentBetView {
  username: string;
  name: string;
  amount: string;
  currency: string;
  outcome: RecentBetOutcome;
}

export function recentBetView(bet: RecentBet, locale: Locale): RecentBetView {
  return {
    username: maskUsername(bet.username),
    name: nameByLocale(locale, { th: bet.nameTh, en: bet.nameEn }),
    amount: formatAmount(bet.amount),
    currency: bet.currency.toUpperCase(),
    outcome: recentBetOutcome(bet),
  };
}
