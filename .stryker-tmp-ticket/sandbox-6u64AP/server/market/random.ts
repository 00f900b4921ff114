// @ts-nocheck
// Deterministic randomness. Everything in the market is derived from (seed, what, which) through
// hash32, so any event's state at any time can be recomputed without replaying history.

const TWO_POW_32 = 4_294_967_296;

function mix(h: number, value: number): number {
  let x = Math.imul(h ^ value, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/** A 32-bit hash of a list of integers (each may be up to 2^53; both halves are mixed in). */
export function hash32(...parts: number[]): number {
  let h = 0x9e3779b9 ^ parts.length;
  for (const part of parts) {
    const whole = Math.floor(part);
    h = mix(h, whole >>> 0);
    h = mix(h, Math.floor(whole / TWO_POW_32) >>> 0);
  }
  return h;
}

/** A uniform number in [0, 1) from a list of integers. */
export function unit(...parts: number[]): number {
  return hash32(...parts) / TWO_POW_32;
}

/** A small sequential generator (mulberry32) for building one plan or one timeline. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / TWO_POW_32;
  }

  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  int(minInclusive: number, maxInclusive: number): number {
    return minInclusive + Math.floor(this.next() * (maxInclusive - minInclusive + 1));
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new RangeError('pick from an empty list');
    return item;
  }

  /** Knuth's method for small rates, a rounded normal approximation for large ones (basketball points). */
  poisson(rate: number): number {
    if (rate <= 0) return 0;
    if (rate > 40) {
      const u1 = Math.max(this.next(), 1e-12);
      const normal = Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * this.next());
      return Math.max(0, Math.round(rate + Math.sqrt(rate) * normal));
    }
    const limit = Math.exp(-rate);
    let k = 0;
    let p = this.next();
    while (p > limit) {
      k += 1;
      p *= this.next();
    }
    return k;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.next() * (i + 1));
      const a = out[i] as T;
      out[i] = out[j] as T;
      out[j] = a;
    }
    return out;
  }
}
