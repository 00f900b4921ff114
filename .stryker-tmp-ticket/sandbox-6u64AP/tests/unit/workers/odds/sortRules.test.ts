// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { groupByTournament, groupConsecutive, orderByTime, runKey } from '@workers/odds/core/sort';

// The sort's rules called directly (what the surviving mutants of sort.ts showed no test held):
// kickoff order, the list given never reordered in place, e-sport known by tournament.

interface Item {
  id: string;
  kickoff: string;
  tournament: number;
  name: string;
}

const item = (id: string, kickoff: string, tournament = 1, name = 'Premier League'): Item => ({
  id,
  kickoff,
  tournament,
  name,
});
const ids = (items: readonly Item[]) => items.map((entry) => entry.id);
const kickoffOf = (entry: Item) => entry.kickoff;
/** Six kickoffs, two pairs of them together, in the order a list might send them. */
const kickoffs = () => [
  item('a', '2026-11-25 19:30:00'),
  item('b', '2026-11-25 18:00:00'),
  item('c', '2026-11-25 19:30:00'),
  item('d', '2026-11-26 01:00:00'),
  item('e', '2026-11-25 18:00:00'),
  item('f', '2026-11-24 23:59:59'),
];

describe('sort rules', () => {
  it('orders by kickoff, earliest first, those kicking off together in the order received', () => {
    const items = kickoffs();
    expect(ids(orderByTime(items, 'time', kickoffOf))).toEqual(['f', 'b', 'e', 'a', 'c', 'd']);
    // Two items, later one first: swapped; already in order: kept.
    expect(ids(orderByTime([items[3]!, items[1]!], 'time', kickoffOf))).toEqual(['b', 'd']);
    expect(ids(orderByTime([items[1]!, items[3]!], 'time', kickoffOf))).toEqual(['b', 'd']);
  });

  it('gives the same kickoff order under a stable sort that tells a tie from a later kickoff', () => {
    // Node's sort only asks whether the comparison is below 0; an engine's merge sort may also keep
    // the left item only on a tie (0) and take the right one when the left kicks off later (> 0).
    const native = Array.prototype.sort;
    function mergeSorted<T>(list: T[], compare: (a: T, b: T) => number): T[] {
      if (list.length < 2) return list;
      const left = mergeSorted(list.slice(0, list.length >> 1), compare);
      const right = mergeSorted(list.slice(list.length >> 1), compare);
      const out: T[] = [];
      while (left.length > 0 && right.length > 0)
        out.push((compare(left[0]!, right[0]!) > 0 ? right : left).shift()!);
      return out.concat(left, right);
    }
    const items = kickoffs();
    Array.prototype.sort = function <T>(this: T[], compare?: (a: T, b: T) => number): T[] {
      const sorted = mergeSorted(this.slice(), compare ?? (() => 0));
      sorted.forEach((value, index) => (this[index] = value));
      return this;
    };
    let order: string[];
    try {
      order = ids(orderByTime(items, 'time', kickoffOf));
    } finally {
      Array.prototype.sort = native;
    }
    expect(order).toEqual(['f', 'b', 'e', 'a', 'c', 'd']);
  });

  it('never reorders the list it is given', () => {
    const items = [item('late', '2026-11-25 21:00:00'), item('early', '2026-11-25 12:00:00')];
    const sorted = orderByTime(items, 'time', kickoffOf);
    expect(ids(sorted)).toEqual(['early', 'late']);
    expect(ids(items)).toEqual(['late', 'early']);
    // The normal sort hands the list back as received.
    expect(orderByTime(items, 'normal', kickoffOf)).toBe(items);
  });

  it('a run key is a whole number past every tournament id; the first run keeps the id', () => {
    expect(runKey(501, 0)).toBe(501);
    for (const [id, occurrence] of [
      [501, 1],
      [2 ** 31, 1],
      [7, 3],
    ] as const) {
      const key = runKey(id, occurrence);
      expect(Number.isInteger(key)).toBe(true);
      expect(key).toBeGreaterThanOrEqual(2 ** 32);
      expect(key).not.toBe(runKey(id, occurrence + 1));
    }
  });

  it('an e-sport tournament stays e-sport (last) even when a later event of it comes without the name', () => {
    const items = [
      item('e1', '10:00', 9, 'E-Soccer Battle'),
      item('r1', '10:05', 1),
      item('e2', '10:10', 9, ''),
      item('r2', '10:15', 2, 'La Liga'),
    ];
    const runs = groupConsecutive(
      items,
      (entry) => entry.tournament,
      (entry) => entry.name,
    );
    expect(runs.map((run) => [run.tournamentId, run.isEsport, ids(run.items)])).toEqual([
      [1, false, ['r1']],
      [2, false, ['r2']],
      [9, true, ['e1', 'e2']],
    ]);
    const groups = groupByTournament(
      items,
      (entry) => entry.tournament,
      (entry) => entry.name,
    );
    expect(groups.map((group) => [group.tournamentId, group.isEsport, ids(group.items)])).toEqual([
      [1, false, ['r1']],
      [2, false, ['r2']],
      [9, true, ['e1', 'e2']],
    ]);
  });

  it('groups a tournament whose events come apart into its one group, at its first place', () => {
    const items = [item('a', '1', 1), item('b', '2', 2, 'Serie A'), item('c', '3', 1)];
    const groups = groupByTournament(
      items,
      (entry) => entry.tournament,
      (entry) => entry.name,
    );
    expect(groups.map((group) => [group.key, ids(group.items)])).toEqual([
      [1, ['a', 'c']],
      [2, ['b']],
    ]);
  });
});
