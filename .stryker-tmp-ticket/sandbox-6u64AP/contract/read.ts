// @ts-nocheck
// Defensive readers for replies of the member API, used by the front end and by the simulator's tests:
// a field of the wrong type reads as empty or zero instead of throwing, so one odd value never takes a screen down.

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string field; a number is shown as its digits; anything else is ''. */
export function readText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}

/** A list field; anything that is not an array is an empty list. */
export function readList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A numeric field (numbers may arrive as strings); anything not finite is 0. */
export function readNumber(value: unknown): number {
  const number = Number(value);
  return Number.isFinite(number) ? number : 0;
}
