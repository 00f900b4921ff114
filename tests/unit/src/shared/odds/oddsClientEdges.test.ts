// What the board, the notice and the visualizer see of the odds client at the edges the
// odds-table tests leave open: every message told once, the arrival stamp, a failing list's loader
// through lost deltas and retries that answer, the calls handed to the engine, the worker lane.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInspectionStore } from '@src/features/inspector/inspectionStore';
import { resetAppSystemForTests } from '@src/shared/appSystem';
import type { OddsListView, OddsMessage } from '@workers/odds/core/view';
import { createOddsClient, foldOddsMessage } from '@src/shared/odds/oddsClient';
import type { OddsEngineConnection, OddsListSnapshot } from '@src/shared/odds/oddsClient';
import { listenToOddsLane } from '@src/shared/odds/oddsLane';
import type { OddsLaneReport } from '@src/shared/odds/oddsLane';
import { eventView, group } from '@tests/unit/src/features/odds-table/fixtures';
import { handTimers } from '@tests/unit/src/shared/odds/handTimers';

const view: OddsListView = {
  kind: 'nonlive',
  layout: 'f-line',
  changeId: 10,
  eventCount: 1,
  groups: [group(501, [eventView(1)])],
  leagues: [],
  jumps: [],
};

/** A delta on `baseSeq` that changes event 1's home price. */
function priceDelta(seq: number, baseSeq: number): OddsMessage {
  return {
    type: 'odds.delta',
    kind: 'nonlive',
    seq,
    baseSeq,
    delta: {
      layout: 'f-line',
      changeId: 11,
      eventCount: 1,
      groups: [],
      events: [{ key: 1, rows: [{ sort_row_no: 1, handicap_h: 0.5 }], rowSpan: 1, moreCount: 3 }],
      removedGroups: [],
      removedEvents: [],
    },
  };
}

const failure = (seq: number, status = 502): OddsMessage => ({
  type: 'odds.error',
  kind: 'nonlive',
  seq,
  message: 'error',
  status,
});

const ok = (kind: 'live' | 'nonlive' | 'early') => ({
  kind,
  status: 'ok' as const,
  eventCount: 1,
  changeId: 10,
  changedEventIds: null,
});

function fakeConnection() {
  let listener: ((message: OddsMessage) => void) | null = null;
  const connection: OddsEngineConnection = {
    configure: vi.fn(async () => undefined),
    setQuery: vi.fn(async () => undefined),
    refresh: vi.fn(async (kind) => ok(kind)),
    cancel: vi.fn(async () => undefined),
    resync: vi.fn(async () => undefined),
    priceHistory: vi.fn(async () => ({
      points: [{ at: 5, price: 0.9, point: 0.5 }],
      moves: { up: 1, down: 0 },
      from: 0.88,
      windowMs: 600_000,
      at: 9,
    })),
    nudge: vi.fn(async () => ['nonlive' as const]),
    askNudged: vi.fn(async () => ({ asked: [], changedEventIds: [], behind: false, restMs: 0 })),
    subscribe: vi.fn(async (next) => {
      listener = next;
    }),
    close: vi.fn(),
  };
  return { connection, post: (message: OddsMessage) => listener?.(message) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('foldOddsMessage at its edges', () => {
  it('a delta after a failure shows the list ready again, its failure gone', () => {
    const held: OddsListSnapshot = { status: 'ready', view, seq: 1, error: 'error' };
    const { snapshot, resync } = foldOddsMessage(held, priceDelta(2, 1));
    expect(resync).toBe(false);
    expect(snapshot).toEqual({ status: 'ready', view: snapshot.view, seq: 2, error: null });
    expect(snapshot.view?.groups[0]?.events[0]?.rows[0]?.handicap_h).toBe(0.5);
  });

  it('a delta naming an event the view does not hold keeps the view and asks for the whole list', () => {
    const held: OddsListSnapshot = { status: 'ready', view, seq: 1, error: null };
    const unknown = priceDelta(2, 1);
    if (unknown.type === 'odds.delta') unknown.delta.events[0]!.key = 99;
    const result = foldOddsMessage(held, unknown);
    expect(result.snapshot).toBe(held);
    expect(result.resync).toBe(true);
  });

  it('the marks of moving prices leave the list as it is', () => {
    const held: OddsListSnapshot = { status: 'ready', view, seq: 1, error: null };
    const result = foldOddsMessage(held, {
      type: 'odds.moves',
      kind: 'nonlive',
      moves: { '1:1:handicap_h': { up: 2, down: 0 } },
    });
    expect(result.snapshot).toBe(held);
    expect(result.resync).toBe(false);
  });
});

describe('odds client: what each message tells the board', () => {
  it('each message is told once: a failure, the next failure with its retry, a good list after them', async () => {
    const { connection, post } = fakeConnection();
    const timers = handTimers();
    const client = createOddsClient(connection, { clock: timers.clock });
    await Promise.resolve();
    const seen: (OddsListSnapshot['retry'] | undefined)[] = [];
    client.subscribe(() => seen.push(client.getSnapshot('nonlive').retry));
    post(failure(1));
    post(failure(2));
    post({ type: 'odds.full', kind: 'nonlive', seq: 3, view });
    expect(seen).toEqual([{ attempt: 1, max: 5 }, { attempt: 2, max: 5 }, undefined]);
    expect(timers.waiting).toHaveLength(0);
  });

  it('a delta made against another view: the engine is asked for the whole list and the board is told nothing', async () => {
    const { connection, post } = fakeConnection();
    const client = createOddsClient(connection, { now: () => 1_000 });
    await Promise.resolve();
    post({ type: 'odds.full', kind: 'nonlive', seq: 1, view });
    const held = client.getSnapshot('nonlive');
    const told = vi.fn();
    client.subscribe(told);
    post(priceDelta(9, 8));
    expect(connection.resync).toHaveBeenCalledWith('nonlive');
    expect(told).not.toHaveBeenCalled();
    expect(client.getSnapshot('nonlive')).toBe(held);
  });

  it('"odds as of": stamped when a view arrives, kept through failures and lost deltas', async () => {
    const { connection, post } = fakeConnection();
    let clock = 1_000;
    const client = createOddsClient(connection, { now: () => clock });
    await Promise.resolve();
    post({ type: 'odds.full', kind: 'nonlive', seq: 1, view });
    expect(client.getSnapshot('nonlive').receivedAt).toBe(1_000);
    clock = 2_000;
    post(failure(2));
    expect(client.getSnapshot('nonlive')).toMatchObject({ error: 'error', receivedAt: 1_000 });
    clock = 3_000;
    post(priceDelta(9, 8));
    expect(client.getSnapshot('nonlive').receivedAt).toBe(1_000);
    clock = 4_000;
    post(priceDelta(2, 1));
    expect(client.getSnapshot('nonlive')).toMatchObject({ error: null, receivedAt: 4_000 });
  });

  it('a failure before any view is not stamped', async () => {
    const { connection, post } = fakeConnection();
    const client = createOddsClient(connection, { now: () => 1_000 });
    await Promise.resolve();
    post(failure(1));
    expect(client.getSnapshot('nonlive')).not.toHaveProperty('receivedAt');
  });
});

describe("odds client: a failing list's loader", () => {
  it('a delta the client cannot apply (no view yet) leaves the retry waiting', async () => {
    const { connection, post } = fakeConnection();
    const timers = handTimers();
    const client = createOddsClient(connection, { clock: timers.clock });
    await Promise.resolve();
    post(failure(1));
    post(priceDelta(2, 1));
    expect(timers.waiting.map((timer) => timer.ms)).toEqual([1_000]);
    expect(client.getSnapshot('nonlive')).toMatchObject({
      status: 'error',
      retry: { attempt: 1, max: 5 },
    });
  });

  it("a retry's call that answers waits for the engine's message: the retry stays shown until the list fails again", async () => {
    const { connection, post } = fakeConnection();
    const timers = handTimers();
    const client = createOddsClient(connection, { clock: timers.clock });
    await Promise.resolve();
    post(failure(1));
    timers.fire();
    await flush();
    expect(connection.refresh).toHaveBeenCalledWith('nonlive');
    expect(client.getSnapshot('nonlive').retry).toEqual({ attempt: 1, max: 5 });
    post(failure(2));
    expect(client.getSnapshot('nonlive').retry).toEqual({ attempt: 2, max: 5 });
    expect(timers.waiting.map((timer) => timer.ms)).toEqual([2_000]);
  });

  it("good lists add nothing to the inspector's log; a failure does", async () => {
    const { connection, post } = fakeConnection();
    const store = createInspectionStore();
    createOddsClient(connection, { inspect: store.inspect });
    await Promise.resolve();
    const before = store.getSnapshot().log.length;
    for (let seq = 1; seq <= 5; seq += 1) post({ type: 'odds.full', kind: 'nonlive', seq, view });
    expect(store.getSnapshot().log.slice(before)).toEqual([]);
    post(failure(6));
    post({ type: 'odds.full', kind: 'nonlive', seq: 7, view });
    expect(store.getSnapshot().log.map((entry) => entry.eventType)).toContain('load.ready');
  });

  it('clear() drops a waiting retry with the list', async () => {
    const { connection, post } = fakeConnection();
    const timers = handTimers();
    const client = createOddsClient(connection, { clock: timers.clock });
    await Promise.resolve();
    post({ type: 'odds.full', kind: 'nonlive', seq: 1, view });
    post(failure(2));
    expect(timers.waiting).toHaveLength(1);
    client.clear();
    expect(timers.waiting).toHaveLength(0);
    expect(client.getSnapshot('nonlive')).toEqual({
      status: 'idle',
      view: null,
      seq: 0,
      error: null,
    });
    expect(connection.refresh).not.toHaveBeenCalled();
  });

  it('markLoading shows a list without a view as loading, once; a list with a view stays as it is', async () => {
    const { connection, post } = fakeConnection();
    const client = createOddsClient(connection);
    await Promise.resolve();
    const told = vi.fn();
    client.subscribe(told);
    client.markLoading('live');
    expect(client.getSnapshot('live')).toEqual({
      status: 'loading',
      view: null,
      seq: 0,
      error: null,
    });
    client.markLoading('live');
    expect(told).toHaveBeenCalledTimes(1);
    expect(client.getSnapshot('early').status).toBe('idle');
    post({ type: 'odds.full', kind: 'nonlive', seq: 1, view });
    const shown = client.getSnapshot('nonlive');
    client.markLoading('nonlive');
    expect(client.getSnapshot('nonlive')).toBe(shown);
    expect(told).toHaveBeenCalledTimes(2);
  });
});

describe("odds client: the app's loaders, in the page's one actor system", () => {
  afterEach(() => {
    resetAppSystemForTests();
    vi.useRealTimers();
  });

  it("a failed list's retry calls that list after its wait; a retry that breaks shows the next", async () => {
    vi.useFakeTimers();
    resetAppSystemForTests();
    const { connection, post } = fakeConnection();
    vi.mocked(connection.refresh).mockRejectedValueOnce(new Error('the worker is gone'));
    const client = createOddsClient(connection, { inSystem: true });
    await Promise.resolve();
    post(failure(1));
    expect(client.getSnapshot('nonlive').retry).toEqual({ attempt: 1, max: 5 });
    await vi.advanceTimersByTimeAsync(999);
    expect(connection.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(vi.mocked(connection.refresh).mock.calls).toEqual([['nonlive']]);
    expect(client.getSnapshot('nonlive').retry).toEqual({ attempt: 2, max: 5 });
    client.dispose();
  });
});

describe('odds client: the calls it hands the engine', () => {
  it("the engine's other calls go through as asked, their answers back", async () => {
    const { connection } = fakeConnection();
    const client = createOddsClient(connection);
    await client.configure({ apiBase: 'https://api.example', token: 't' });
    expect(connection.configure).toHaveBeenCalledWith({
      apiBase: 'https://api.example',
      token: 't',
    });
    await client.setQuery({ sportTypeId: 2 });
    expect(connection.setQuery).toHaveBeenCalledWith({ sportTypeId: 2 });
    await expect(client.priceHistory(1, 1, 'handicap_h')).resolves.toMatchObject({
      moves: { up: 1, down: 0 },
    });
    expect(connection.priceHistory).toHaveBeenCalledWith(1, 1, 'handicap_h');
    await expect(client.nudge({ changeId: 3, eventIds: null })).resolves.toEqual(['nonlive']);
  });

  it("a cancellable refresh whose engine call breaks rejects with the engine's error; an abort after it cancels nothing", async () => {
    const { connection } = fakeConnection();
    const broken = new Error('the worker is gone');
    vi.mocked(connection.refresh).mockRejectedValueOnce(broken);
    const client = createOddsClient(connection);
    const controller = new AbortController();
    await expect(client.refresh('live', controller.signal)).rejects.toBe(broken);
    controller.abort();
    expect(connection.cancel).not.toHaveBeenCalled();
  });

  it('aborted with a reason that is no error: rejects as an AbortError saying the refresh was cancelled', async () => {
    const { connection } = fakeConnection();
    const client = createOddsClient(connection);
    const before = new AbortController();
    before.abort('gone');
    await expect(client.refresh('live', before.signal)).rejects.toMatchObject({
      name: 'AbortError',
      message: 'the refresh was cancelled',
    });
    const during = new AbortController();
    const outcome = client.refresh('live', during.signal);
    during.abort('gone');
    await expect(outcome).rejects.toMatchObject({
      name: 'AbortError',
      message: 'the refresh was cancelled',
    });
  });
});

describe("odds client: the visualizer's worker lane", () => {
  let stop: (() => void) | null = null;
  afterEach(() => {
    stop?.();
    stop = null;
  });

  it('reports each message with when its refresh was asked for; a pushed one, or one asked before the lane listened, with none', async () => {
    const { connection, post } = fakeConnection();
    const client = createOddsClient(connection);
    await Promise.resolve();
    // Asked while nobody listens: its time is not noted.
    await client.refresh('early');
    const reports: OddsLaneReport[] = [];
    stop = listenToOddsLane((report) => reports.push(report));
    post({ type: 'odds.full', kind: 'early', seq: 1, view: { ...view, kind: 'early' } });
    await client.refresh('nonlive');
    post({ type: 'odds.full', kind: 'nonlive', seq: 1, view });
    post(priceDelta(2, 1));
    expect(reports.map((report) => [report.message.type, report.requestedAt])).toEqual([
      ['odds.full', null],
      ['odds.full', expect.any(Number)],
      ['odds.delta', null],
    ]);
    expect(reports[1]?.receivedAt).toBeGreaterThanOrEqual(reports[1]?.requestedAt ?? Infinity);
  });
});
