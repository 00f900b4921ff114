// @ts-nocheck
// Discrete distributions of score differences and totals: the probability model every price comes from.

/** P(X = offset + i) = p[i]; cdf[i] = P(X <= offset + i). Plain arrays: many small ones are built per price. */
export interface Pmf {
  offset: number;
  p: readonly number[];
  cdf: readonly number[];
}

const zeros = (n: number): number[] => new Array<number>(n).fill(0);

export function makePmf(offset: number, weights: readonly number[]): Pmf {
  const n = weights.length;
  let total = 0;
  for (let i = 0; i < n; i += 1) total += weights[i] ?? 0;
  const p = zeros(n);
  const cdf = zeros(n);
  let running = 0;
  for (let i = 0; i < n; i += 1) {
    const value = (weights[i] ?? 0) / total;
    p[i] = value;
    running += value;
    cdf[i] = running;
  }
  return { offset, p, cdf };
}

/** A point mass: a score that can no longer change. */
export function certain(value: number): Pmf {
  return makePmf(value, [1]);
}

/** Poisson(rate), truncated in the far tails (mass left out below 1e-9) and renormalised. */
export function poissonPmf(rate: number): Pmf {
  if (rate <= 1e-9) return certain(0);
  const spread = 7 * Math.sqrt(rate) + 6;
  const low = Math.max(0, Math.floor(rate - spread));
  const high = Math.ceil(rate + spread);
  const mode = Math.floor(rate);
  const weights = zeros(high - low + 1);
  // Built outwards from the mode with the ratio p(k+1)/p(k) = rate/(k+1): no factorials, no underflow.
  weights[mode - low] = 1;
  for (let k = mode + 1; k <= high; k += 1)
    weights[k - low] = (weights[k - 1 - low] ?? 0) * (rate / k);
  for (let k = mode - 1; k >= low; k -= 1)
    weights[k - low] = (weights[k + 1 - low] ?? 0) * ((k + 1) / rate);
  return makePmf(low, weights);
}

/** Distribution of A - B for independent A and B. */
export function differencePmf(a: Pmf, b: Pmf): Pmf {
  const weights = zeros(a.p.length + b.p.length - 1);
  const last = b.p.length - 1;
  for (let i = 0; i < a.p.length; i += 1) {
    const pa = a.p[i] ?? 0;
    if (pa < 1e-15) continue;
    for (let j = 0; j < b.p.length; j += 1) {
      const k = i + last - j;
      weights[k] = (weights[k] ?? 0) + pa * (b.p[j] ?? 0);
    }
  }
  return makePmf(a.offset - (b.offset + last), weights);
}

/** X + k. */
export function shiftPmf(pmf: Pmf, k: number): Pmf {
  return k === 0 ? pmf : { offset: pmf.offset + k, p: pmf.p, cdf: pmf.cdf };
}

/** Build a pmf from weighted outcomes (Muay Thai rounds, bullfight winners). */
export function pmfFromOutcomes(values: readonly { value: number; p: number }[]): Pmf {
  let low = Infinity;
  let high = -Infinity;
  for (const v of values) {
    low = Math.min(low, v.value);
    high = Math.max(high, v.value);
  }
  const weights = zeros(high - low + 1);
  for (const v of values) weights[v.value - low] = (weights[v.value - low] ?? 0) + v.p;
  return makePmf(low, weights);
}

/** P(X <= x) for any real x. */
export function probAtMost(pmf: Pmf, x: number): number {
  const i = Math.floor(x) - pmf.offset;
  if (i < 0) return 0;
  if (i >= pmf.cdf.length) return 1;
  return pmf.cdf[i] ?? 1;
}

/** P(X > c). */
export function probGreater(pmf: Pmf, c: number): number {
  return Math.max(0, 1 - probAtMost(pmf, c));
}

/** P(X < c). */
export function probLess(pmf: Pmf, c: number): number {
  return probAtMost(pmf, Math.ceil(c) - 1);
}

export function probEqual(pmf: Pmf, value: number): number {
  return pmf.p[value - pmf.offset] ?? 0;
}

export function probOdd(pmf: Pmf): number {
  let odd = 0;
  for (let i = 0; i < pmf.p.length; i += 1) if ((pmf.offset + i) % 2 !== 0) odd += pmf.p[i] ?? 0;
  return odd;
}

export function meanOf(pmf: Pmf): number {
  let m = 0;
  for (let i = 0; i < pmf.p.length; i += 1) m += (pmf.offset + i) * (pmf.p[i] ?? 0);
  return m;
}

export function spreadOf(pmf: Pmf): number {
  const m = meanOf(pmf);
  let v = 0;
  for (let i = 0; i < pmf.p.length; i += 1) v += (pmf.offset + i - m) ** 2 * (pmf.p[i] ?? 0);
  return Math.sqrt(v);
}
