// @ts-nocheck
import type { EventTabId } from '@contract/wire';
import type { SportMenuEntry } from '@machines/memberTypes';

/** The menu total of a sport: live + non_live + early + step + mix. */
export function sportMenuTotal(entry: SportMenuEntry | undefined): number {
  if (entry === undefined) return 0;
  return entry.live + entry.nonLive + entry.early + entry.step + entry.mix;
}

/** The count shown on each event-type tab, from the menu of the selected sport. */
export function eventTabCounts(entry: SportMenuEntry | undefined): Record<EventTabId, number> {
  return {
    1: entry?.live ?? 0,
    2: entry?.nonLive ?? 0,
    3: entry?.early ?? 0,
    5: entry?.step ?? 0,
    6: entry?.mix ?? 0,
  };
}

export function findSport(
  sports: readonly SportMenuEntry[],
  sportId: number,
): SportMenuEntry | undefined {
  return sports.find((entry) => entry.sportId === sportId);
}
