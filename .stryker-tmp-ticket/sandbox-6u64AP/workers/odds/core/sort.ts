// @ts-nocheck
// Order of the tables (the member sorts by normal or by time): normal keeps the order received,
// grouped by tournament in order of first appearance; time orders the events by kickoff and repeats
// the tournament header whenever the next event belongs to another tournament. E-sport tournaments
// come last either way.
import type { SortTypeTime } from './view';

const ESPORT_MARKERS = [
  'e-sport',
  'esport',
  'e-soccer',
  'esoccer',
  'e-football',
  'efootball',
] as const;

/** A tournament is e-sport when its English name contains one of the markers, in any case. */
export function isEsportTournament(nameEn: string): boolean {
  const name = nameEn.toLowerCase();
  return ESPORT_MARKERS.some((marker) => name.includes(marker));
}

/**
 * Events in display order. 'time' sorts by kickoff ('YYYY-MM-DD HH:mm:ss' sorts as text); the
 * sort is stable, so events kicking off together keep the order they were received in.
 */
export function orderByTime<T>(
  items: readonly T[],
  sortTypeTime: SortTypeTime,
  kickoffOf: (item: T) => string,
): readonly T[] {
  if (sortTypeTime !== 'time') return items;
  return items.slice().sort((a, b) => {
    const x = kickoffOf(a);
    const y = kickoffOf(b);
    return x < y ? -1 : x > y ? 1 : 0;
  });
}

export interface Grouped<T> {
  /**
   * The group's stable key within its table: the tournament id, or for a repeated run of the
   * same tournament under the time sort, `runKey(tournamentId, occurrence)`.
   */
  key: number;
  tournamentId: number;
  isEsport: boolean;
  items: T[];
}

/**
 * Groups items by tournament, groups in order of their first item, e-sport groups after all
 * others. Each tournament forms one group, so a group key is unique within a table.
 */
export function groupByTournament<T>(
  items: readonly T[],
  tournamentIdOf: (item: T) => number,
  nameEnOf: (item: T) => string,
): Grouped<T>[] {
  const byId = new Map<number, Grouped<T>>();
  const regular: Grouped<T>[] = [];
  const esport: Grouped<T>[] = [];
  let last: Grouped<T> | undefined;
  for (const item of items) {
    const tournamentId = tournamentIdOf(item);
    // Lists usually arrive grouped already: the group of the previous item is the likely one.
    let group =
      // Stryker disable next-line ConditionalExpression: a shortcut; byId holds that same group
      last !== undefined && last.tournamentId === tournamentId ? last : byId.get(tournamentId);
    if (group === undefined) {
      const isEsport = isEsportTournament(nameEnOf(item));
      group = { key: tournamentId, tournamentId, isEsport, items: [] };
      byId.set(tournamentId, group);
      (isEsport ? esport : regular).push(group);
    }
    group.items.push(item);
    last = group;
  }
  // Stryker disable next-line ConditionalExpression: a shortcut; concat with nothing is the same list
  return esport.length === 0 ? regular : regular.concat(esport);
}

/** Run keys step past every tournament id (ids are far below 2^32), so they never meet one. */
const RUN_KEY_STEP = 2 ** 32;

/**
 * The key of the `occurrence`-th run (0 = the first) of a tournament in a time-sorted table: the
 * first run keeps the tournament id, so a list without repeats has the same keys as grouped.
 */
export function runKey(tournamentId: number, occurrence: number): number {
  return tournamentId + occurrence * RUN_KEY_STEP;
}

/**
 * Groups consecutive items of the same tournament (the time sort): a tournament appears again
 * each time the next item belongs to another one. E-sport items keep their order but come after
 * all the others.
 */
export function groupConsecutive<T>(
  items: readonly T[],
  tournamentIdOf: (item: T) => number,
  nameEnOf: (item: T) => string,
): Grouped<T>[] {
  const occurrences = new Map<number, number>();
  const esportById = new Map<number, boolean>();
  const regular: Grouped<T>[] = [];
  const esport: Grouped<T>[] = [];
  let lastRegular: Grouped<T> | undefined;
  let lastEsport: Grouped<T> | undefined;
  for (const item of items) {
    const tournamentId = tournamentIdOf(item);
    let isEsport = esportById.get(tournamentId);
    if (isEsport === undefined) {
      isEsport = isEsportTournament(nameEnOf(item));
      esportById.set(tournamentId, isEsport);
    }
    const last = isEsport ? lastEsport : lastRegular;
    let group = last !== undefined && last.tournamentId === tournamentId ? last : undefined;
    if (group === undefined) {
      const occurrence = occurrences.get(tournamentId) ?? 0;
      occurrences.set(tournamentId, occurrence + 1);
      group = { key: runKey(tournamentId, occurrence), tournamentId, isEsport, items: [] };
      if (isEsport) {
        esport.push(group);
        lastEsport = group;
      } else {
        regular.push(group);
        lastRegular = group;
      }
    }
    group.items.push(item);
  }
  // Stryker disable next-line ConditionalExpression: a shortcut; concat with nothing is the same list
  return esport.length === 0 ? regular : regular.concat(esport);
}
