// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { floorMs, roundTripsBefore } from '@tests/bench/criticalPath';

const request = (startedAt: number, finishedAt: number | null) => ({ startedAt, finishedAt });

describe('the round trips before a request', () => {
  it('count the longest chain of requests each started after the one before it ended', () => {
    const records = [
      request(0, 100), // the page
      request(110, 200), // its script and, beside it, the settings
      request(110, 150),
      request(210, 300), // the login
      request(120, 400), // long, but beside the chain
    ];
    expect(roundTripsBefore(records, { startedAt: 310 })).toBe(3);
    // The long one had not ended: it is no step.
    expect(roundTripsBefore(records, { startedAt: 399 })).toBe(3);
    expect(roundTripsBefore(records, { startedAt: 405 })).toBe(3);
    expect(roundTripsBefore([...records, request(401, 500)], { startedAt: 600 })).toBe(4);
  });

  it('are none when nothing ended before it; a request still open is no step', () => {
    expect(roundTripsBefore([], { startedAt: 10 })).toBe(0);
    expect(roundTripsBefore([request(0, null), request(0, 50)], { startedAt: 40 })).toBe(0);
    expect(roundTripsBefore([request(0, 50), request(50, 60)], { startedAt: 60 })).toBe(2);
  });
});

describe('a profile’s floor', () => {
  it('is its round trips and the bytes at its speed', () => {
    expect(floorMs({ latency: 562.5, downloadThroughput: 180_000 }, 3, 90_000)).toBe(2188);
    expect(floorMs({ latency: 165, downloadThroughput: 1_012_500 }, 1, 0)).toBe(165);
  });
});
