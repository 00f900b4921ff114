// @ts-nocheck
// The odds nudges on a fake clock: how market changes are gathered into one `odds-changed` per sport
// (the 20 ms gather), how far apart two nudges leave (the 250 ms gap), and how named events merge
// with "anything may have changed" (event_ids null).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarketChange } from '@server/market/types';
import type { PublishEvent } from '@server/realtime/publisher';
import { GATHER_MS, MIN_GAP_MS, createOddsBroadcaster } from '@server/realtime/oddsBroadcast';

const T0 = Date.UTC(2026, 10, 21, 5, 0, 0);

function change(
  changeId: number,
  bySport: Record<number, number[]>,
  wholesale = false,
): MarketChange {
  return {
    changeId,
    eventsBySport: new Map(Object.entries(bySport).map(([sport, ids]) => [Number(sport), ids])),
    wholesale,
  };
}

/** A broadcaster for sports 1, 2 and 3; `sent` holds each publish with the fake time it left at. */
function broadcaster() {
  const sent: { at: number; events: PublishEvent[] }[] = [];
  const odds = createOddsBroadcaster(
    [1, 2, 3],
    (events) => sent.push({ at: Date.now() - T0, events }),
    () => Date.now(),
  );
  return { odds, sent };
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the 20 ms gather', () => {
  it('sends the first change 20 ms after it, as one nudge with the changes made meanwhile', () => {
    const { odds, sent } = broadcaster();
    odds.onChange(change(10, { 1: [5, 3] }));
    vi.advanceTimersByTime(GATHER_MS - 1);
    expect(sent).toEqual([]);
    odds.onChange(change(11, { 1: [3, 7] }));
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([
      {
        at: GATHER_MS,
        events: [
          {
            channel: 'odds-1',
            name: 'odds-changed',
            data: { change_id: 11, event_ids: [3, 5, 7] },
          },
        ],
      },
    ]);
    vi.advanceTimersByTime(10_000);
    expect(sent).toHaveLength(1);
  });

  it('sends one event per sport that changed, in sport order, each with its own last change id', () => {
    const { odds, sent } = broadcaster();
    odds.onChange(change(20, { 3: [30] }));
    odds.onChange(change(21, { 1: [10] }));
    vi.advanceTimersByTime(GATHER_MS);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.events).toEqual([
      { channel: 'odds-1', name: 'odds-changed', data: { change_id: 21, event_ids: [10] } },
      { channel: 'odds-3', name: 'odds-changed', data: { change_id: 20, event_ids: [30] } },
    ]);
  });

  it('keeps the highest change id of a sport whatever order the changes come in', () => {
    const { odds, sent } = broadcaster();
    odds.onChange(change(31, { 2: [1] }));
    odds.onChange(change(30, { 2: [2] }));
    vi.advanceTimersByTime(GATHER_MS);
    expect(sent[0]!.events[0]!.data).toEqual({ change_id: 31, event_ids: [1, 2] });
  });

  it('sends nothing for a change that names no sport', () => {
    const { odds, sent } = broadcaster();
    odds.onChange(change(40, {}));
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([]);
  });
});

describe('the 250 ms gap', () => {
  it('holds a change made just after a nudge until 250 ms after that nudge, and no longer', () => {
    const { odds, sent } = broadcaster();
    odds.onChange(change(1, { 1: [1] }));
    vi.advanceTimersByTime(GATHER_MS);
    expect(sent.map((s) => s.at)).toEqual([GATHER_MS]);
    vi.advanceTimersByTime(5);
    odds.onChange(change(2, { 1: [2] }));
    vi.advanceTimersByTime(MIN_GAP_MS - 6);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent.map((s) => s.at)).toEqual([GATHER_MS, GATHER_MS + MIN_GAP_MS]);
    expect(sent[1]!.events[0]!.data).toEqual({ change_id: 2, event_ids: [2] });
  });

  it('gathers a change made long after the last nudge for 20 ms only', () => {
    const { odds, sent } = broadcaster();
    odds.onChange(change(1, { 1: [1] }));
    vi.advanceTimersByTime(GATHER_MS);
    vi.advanceTimersByTime(1000);
    odds.onChange(change(2, { 1: [2] }));
    vi.advanceTimersByTime(GATHER_MS);
    expect(sent.map((s) => s.at)).toEqual([GATHER_MS, 2 * GATHER_MS + 1000]);
  });

  it('under a steady stream of changes sends at most one nudge per 250 ms, each change within 250 ms', () => {
    const { odds, sent } = broadcaster();
    const madeAt = new Map<number, number>();
    for (let id = 1; id <= 200; id += 1) {
      madeAt.set(id, Date.now() - T0);
      odds.onChange(change(id, { 1: [id] }));
      vi.advanceTimersByTime(7);
    }
    vi.advanceTimersByTime(MIN_GAP_MS);
    const times = sent.map((s) => s.at);
    for (let i = 1; i < times.length; i += 1)
      expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(MIN_GAP_MS);
    // Every change reached a nudge, none waited more than the gap.
    const carried = new Set<number>();
    for (const { at, events } of sent) {
      const ids = (events[0]!.data as { event_ids: number[] }).event_ids;
      for (const id of ids) {
        carried.add(id);
        expect(at - madeAt.get(id)!).toBeLessThanOrEqual(MIN_GAP_MS);
      }
    }
    expect(carried.size).toBe(200);
  });
});

describe('"anything may have changed" (event_ids null)', () => {
  it('a wholesale change nudges every sport with null, whatever names were gathered before or after', () => {
    const { odds, sent } = broadcaster();
    odds.onChange(change(5, { 1: [1] }));
    odds.onChange(change(6, {}, true));
    odds.onChange(change(7, { 2: [2] }));
    vi.advanceTimersByTime(GATHER_MS);
    expect(sent[0]!.events.map((e) => [e.channel, e.data])).toEqual([
      // Each sport carries the last change that touched it.
      ['odds-1', { change_id: 6, event_ids: null }],
      ['odds-2', { change_id: 7, event_ids: null }],
      ['odds-3', { change_id: 6, event_ids: null }],
    ]);
  });

  it('a wholesale change lists the sports it names beside the rest once each', () => {
    const { odds, sent } = broadcaster();
    odds.onChange(change(8, { 1: [4] }, true));
    vi.advanceTimersByTime(GATHER_MS);
    expect(sent[0]!.events).toHaveLength(3);
    expect(sent[0]!.events[0]!.data).toEqual({ change_id: 8, event_ids: null });
  });

  it('a sport with too many events to name in one message says null', () => {
    const { odds, sent } = broadcaster();
    odds.onChange(change(9, { 1: Array.from({ length: 2000 }, (_, i) => 2_020_000_000 + i) }));
    vi.advanceTimersByTime(GATHER_MS);
    expect(sent[0]!.events[0]!.data).toEqual({ change_id: 9, event_ids: null });
  });

  it('after a null nudge, the next one names its events again', () => {
    const { odds, sent } = broadcaster();
    odds.onChange(change(1, {}, true));
    vi.advanceTimersByTime(GATHER_MS);
    odds.onChange(change(2, { 1: [9] }));
    vi.advanceTimersByTime(MIN_GAP_MS);
    expect(sent[1]!.events).toEqual([
      { channel: 'odds-1', name: 'odds-changed', data: { change_id: 2, event_ids: [9] } },
    ]);
  });
});

describe('stop', () => {
  it('drops what was gathered and sends nothing after', () => {
    const { odds, sent } = broadcaster();
    odds.onChange(change(1, { 1: [1] }));
    odds.stop();
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([]);
    // Started again by a change, it gathers afresh.
    odds.onChange(change(2, { 2: [2] }));
    vi.advanceTimersByTime(GATHER_MS);
    expect(sent[0]!.events).toEqual([
      { channel: 'odds-2', name: 'odds-changed', data: { change_id: 2, event_ids: [2] } },
    ]);
  });
});

describe('the size of a nudge', () => {
  it('names its events up to 1 KB under the 10 KB message limit, and says null one byte beyond', async () => {
    const { oddsNudge } = await import('@server/realtime/oddsBroadcast');
    const { MAX_EVENT_DATA_BYTES } = await import('@server/realtime/httpApi');
    const limit = MAX_EVENT_DATA_BYTES - 1024;
    const ids = Array.from({ length: 835 }, (_, i) => 2_020_000_000 + i);
    const size = (changeId: number) =>
      Buffer.byteLength(JSON.stringify({ change_id: changeId, event_ids: ids }));
    // A change id with as many digits as it takes to land exactly on the limit, then one more.
    const exact = Number(`1${'0'.repeat(limit - size(1))}`);
    expect(size(exact)).toBe(limit);
    expect(oddsNudge(exact, ids).event_ids).toHaveLength(835);
    expect(size(exact * 10)).toBe(limit + 1);
    expect(oddsNudge(exact * 10, ids).event_ids).toBeNull();
    // Well past the limit but under the message's own 10 KB: still null.
    const more = Array.from({ length: 900 }, (_, i) => 2_020_000_000 + i);
    expect(Buffer.byteLength(JSON.stringify({ change_id: 1, event_ids: more }))).toBeLessThan(
      MAX_EVENT_DATA_BYTES,
    );
    expect(oddsNudge(1, more).event_ids).toBeNull();
  });
});
