// @ts-nocheck
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  endPrestartedOddsWorker,
  prestartOddsWorker,
  takeOddsWorker,
} from '@src/shared/odds/oddsWorker';

// The odds worker the boot starts for the board: taken once by the board's client, or ended when the
// start ends with no session (no board will come on that page).
class FakeWorker {
  static made: FakeWorker[] = [];
  terminate = vi.fn();
  constructor() {
    FakeWorker.made.push(this);
  }
}

beforeEach(() => {
  FakeWorker.made = [];
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => {
  endPrestartedOddsWorker();
  vi.unstubAllGlobals();
});

describe('the odds worker started at boot', () => {
  it('is the one the board takes, once; a later board starts its own', () => {
    prestartOddsWorker();
    prestartOddsWorker();
    expect(FakeWorker.made).toHaveLength(1);
    expect(takeOddsWorker()).toBe(FakeWorker.made[0]);
    const later = takeOddsWorker();
    expect(later).not.toBe(FakeWorker.made[0]);
    expect(FakeWorker.made).toHaveLength(2);
  });

  it('is ended when no board has taken it, and a board after that starts a new one', () => {
    prestartOddsWorker();
    const booted = FakeWorker.made[0];
    endPrestartedOddsWorker();
    expect(booted?.terminate).toHaveBeenCalledTimes(1);
    const taken = takeOddsWorker();
    expect(taken).not.toBe(booted);
    expect(FakeWorker.made).toHaveLength(2);
  });

  it('is not ended once a board has taken it', () => {
    prestartOddsWorker();
    const taken = takeOddsWorker() as unknown as FakeWorker;
    endPrestartedOddsWorker();
    expect(taken.terminate).not.toHaveBeenCalled();
  });

  it('ending with none started does nothing', () => {
    expect(() => endPrestartedOddsWorker()).not.toThrow();
    expect(FakeWorker.made).toHaveLength(0);
  });
});
