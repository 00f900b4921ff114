// Order of the tables: as received (normal) or by kickoff (time), grouped by tournament in order
// of first appearance, with e-sport tournaments last (member-api.md "Odds lists").
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
      last !== undefined && last.tournamentId === tournamentId ? last : byId.get(tournamentId);
    if (group === undefined) {
      const isEsport = isEsportTournament(nameEnOf(item));
      group = { tournamentId, isEsport, items: [] };
      byId.set(tournamentId, group);
      (isEsport ? esport : regular).push(group);
    }
    group.items.push(item);
    last = group;
  }
  return esport.length === 0 ? regular : regular.concat(esport);
}
