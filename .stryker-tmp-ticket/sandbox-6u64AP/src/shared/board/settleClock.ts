// @ts-nocheck
// Every price a refresh moved keeps its rise/fall background for 2 s (the board's display rule).
// Each price cell set a timer of its own, so the prices one refresh moved settled one timer task at a
// time, each task a render and a commit of its own (on a phone's main thread, dozens of small tasks
// 2 s after every refresh, a tap waiting behind any of them). Here the settles that fall within one
// frame's time of each other share one timer: they run in one task, and React draws them in one render.

/** Settles due within this many milliseconds of each other run together. */
export const SETTLE_GROUP_MS = 16;

const groups = new Map<number, Set<() => void>>();

/**
 * `settle` about `delayMs` from now (never later; up to SETTLE_GROUP_MS sooner, with the others of
 * its group). The returned function cancels it.
 */
export function settleAfter(delayMs: number, settle: () => void): () => void {
  const due = Math.floor((Date.now() + delayMs) / SETTLE_GROUP_MS) * SETTLE_GROUP_MS;
  let group = groups.get(due);
  if (group === undefined) {
    const created = new Set<() => void>();
    group = created;
    groups.set(due, created);
    setTimeout(
      () => {
        groups.delete(due);
        for (const each of created) each();
      },
      Math.max(0, due - Date.now()),
    );
  }
  const joined = group;
  joined.add(settle);
  return () => {
    joined.delete(settle);
  };
}
