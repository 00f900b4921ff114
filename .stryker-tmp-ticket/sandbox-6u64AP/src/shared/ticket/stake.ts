// @ts-nocheck
// The stake field: digits only, thousands separators, clamped to the
// maximum; empty stays empty. Quick buttons: Min, +500, +1,000, Max, clear. A stake is
// whole baht: contract/money.ts's precision rule, the one the simulator's confirm checks.
import { wholeBaht } from '@contract/money';

/** Quick-add steps of the stake's quick buttons. */
export const QUICK_ADD_STEPS = [500, 1000] as const;

const groupFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** What the member typed, digits only (commas and anything else stripped); empty text is no stake. */
export function parseStakeInput(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return null;
  // Leading zeros and absurd lengths collapse into a safe number; the clamp does the rest.
  const stake = Number(digits.slice(0, 15));
  return Number.isFinite(stake) ? stake : null;
}

/** A stake never goes above the maximum; no stake stays no stake. */
export function clampStake(stake: number | null, max: number): number | null {
  if (stake === null) return null;
  return Math.min(wholeBaht(stake), Math.max(0, wholeBaht(max)));
}

/** The stake as the field shows it: `12,500`, or empty. */
export function formatStake(stake: number | null): string {
  return stake === null ? '' : groupFormat.format(stake);
}

/** Typing: parse then clamp, so the field can never hold more than the maximum. */
export function stakeFromInput(text: string, max: number): number | null {
  return clampStake(parseStakeInput(text), max);
}

/** +500 / +1,000: adds to what is there (nothing counts as 0), clamped to the maximum. */
export function addToStake(stake: number | null, step: number, max: number): number | null {
  return clampStake((stake ?? 0) + step, max);
}
