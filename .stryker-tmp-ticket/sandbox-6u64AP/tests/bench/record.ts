// @ts-nocheck
// Where a bench's accepted figures are kept. A run is accepted when no round was BUSY or MISSED
// (docs/benchmarks/method.md); its figures then join the bench's table in the record, newest first, so
// the README's "today" table and the record stay the one place a reader looks.
export const RECORD_FILE = 'docs/benchmarks/current.md';

/** The line a bench prints last before its JSON line: where an accepted figure of it goes. */
export function recordLine(bench: string): string {
  return `record: an accepted ${bench} figure (no round BUSY or MISSED) goes in ${RECORD_FILE}, under "${bench}", newest first`;
}
