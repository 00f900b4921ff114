// @ts-nocheck
// The odds lists' requests: the paths and queries of the list calls, the member's settings they are
// made of, and the one "restart the lists" rule. Apart from paths.ts and queries.ts, which the
// first load reads: only the odds engine, the board and the simulator need these.
import { oddsTypeFor } from './odds';
import type { OddsListCall } from './oddsList';
import type { BetType, OddsType, SortTime } from './wire';

/** The live and today lists, by bet type and call (full or `_nonfullload`). */
export const ODDS_LIST_ROUTE = '/api/member/event/:betType/nokey/:call';
/** The early market's list: single bets only, no incremental call. */
export const EARLY_LIST_PATH = '/api/member/event/sc/nokey/early';

/** The path of a live or today list call. */
export function oddsListPath(betType: BetType, call: OddsListCall): string {
  return ODDS_LIST_ROUTE.replace(':betType', betType).replace(':call', call);
}

/** The odds lists' `nav`: the lists are asked for from the side menu. */
export const NAV_SIDE_MENU = 'side-menu';
/** The early list is asked for with every kickoff time (`sortTime=all`), whatever the filter says. */
export const EARLY_SORT_TIME = 'all' satisfies SortTime;

/** A live or today list call's query (`change_id` on the `_nonfullload` calls only). */
export type WireOddsListQuery = {
  sport_type_id: number;
  odds_type: OddsType;
  nav?: string;
  sortTime: SortTime;
  change_id?: number;
};

/** The early list call's query: `date` is `dd/mm/yyyy` or `Allearly`. */
export type WireEarlyListQuery = Omit<WireOddsListQuery, 'change_id'> & {
  date?: string;
};

/** The member's settings an odds list call is made of (the filter bar's, as the lists ask them). */
export interface OddsListSettings {
  sportTypeId: number;
  betType: BetType;
  /** The member's choice; the calls may ask for another (oddsTypeFor). */
  oddsType: OddsType;
  sortTime: SortTime;
  /** The early day: `dd/mm/yyyy`, `Allearly`, or '' for the default day. */
  earlyDate: string;
}

/**
 * The one "restart the lists" rule: the settings the server answers differently to, as one key.
 * Lists asked for under another key are other lists: they start afresh (held lists, change ids,
 * where prices have been). A setting the calls do not send keeps them: the odds type the member
 * chose while the calls ask for EU anyway (step, mix, Muay Thai), and every setting that only
 * narrows or lays out the lists held (leagues, search, table layout).
 */
export function oddsListsKey(settings: OddsListSettings): string {
  return [
    settings.sportTypeId,
    settings.betType,
    oddsTypeFor(settings.betType, settings.sportTypeId, settings.oddsType),
    settings.sortTime,
    settings.earlyDate,
  ].join('|');
}

/** Whether new settings make the lists start afresh (oddsListsKey differs). */
export function listsRestart(before: OddsListSettings, after: OddsListSettings): boolean {
  return oddsListsKey(before) !== oddsListsKey(after);
}
