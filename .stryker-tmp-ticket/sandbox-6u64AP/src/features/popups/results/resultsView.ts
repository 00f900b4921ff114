// @ts-nocheck
import type { ResultEvent } from '@src/shared/api/memberArea';
import type { Locale } from '@src/shared/i18n/locale';
import { nameByLocale } from '@src/shared/i18n/locale';

export interface ResultLeague {
  leagueId: number;
  sportId: number;
  name: string;
  events: ResultEvent[];
}

export interface Option {
  id: number;
  name: string;
}

/** The sports present in the day's results, in the order they first appear. */
export function sportOptions(results: readonly ResultEvent[]): Option[] {
  const seen = new Map<number, string>();
  for (const event of results) if (!seen.has(event.sportId)) seen.set(event.sportId, event.sport);
  return [...seen].map(([id, name]) => ({ id, name }));
}

/** The leagues of the chosen sport only (all sports when none is chosen). */
export function leagueOptions(
  results: readonly ResultEvent[],
  sportId: number | null,
  locale: Locale,
): Option[] {
  const seen = new Map<number, string>();
  for (const event of results) {
    if (sportId !== null && event.sportId !== sportId) continue;
    if (!seen.has(event.leagueId))
      seen.set(event.leagueId, nameByLocale(locale, { th: event.leagueTh, en: event.leagueEn }));
  }
  return [...seen].map(([id, name]) => ({ id, name }));
}

/** The results narrowed by sport and league, grouped by league in the order they arrive. */
export function groupByLeague(
  results: readonly ResultEvent[],
  filter: { sportId: number | null; leagueId: number | null },
  locale: Locale,
): ResultLeague[] {
  const leagues = new Map<number, ResultLeague>();
  for (const event of results) {
    if (filter.sportId !== null && event.sportId !== filter.sportId) continue;
    if (filter.leagueId !== null && event.leagueId !== filter.leagueId) continue;
    let league = leagues.get(event.leagueId);
    if (league === undefined) {
      league = {
        leagueId: event.leagueId,
        sportId: event.sportId,
        name: nameByLocale(locale, { th: event.leagueTh, en: event.leagueEn }),
        events: [],
      };
      leagues.set(event.leagueId, league);
    }
    league.events.push(event);
  }
  return [...leagues.values()];
}

/** `1-0`, or '-' while a half has no score yet. */
export function score(home: string, away: string): string {
  return home === '' && away === '' ? '-' : `${home || '0'}-${away || '0'}`;
}
