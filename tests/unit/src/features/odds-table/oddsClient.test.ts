import { describe, expect, it, vi } from 'vitest';
import { createInspectionStore } from '@src/features/inspector/inspectionStore';
import { createMachine } from 'xstate';
import { resetAppSystemForTests, spawnIntoSystem, systemActor } from '@src/shared/appSystem';
import type { OddsListView, OddsMessage } from '@workers/odds/core/view';
import {
  createOddsClient,
  engineModeFromSearch,
  foldOddsMessage,
} from '@src/shared/odds/oddsClient';
import type { OddsEngineConnection, OddsListSnapshot } from '@src/shared/odds/oddsClient';
import { eventView, group, priceRow } from './fixtures';
import { handTimers } from '@tests/unit/src/shared/odds/handTimers';

const view: OddsListView = {
  kind: 'nonlive',
  layout: 'f-line',
  changeId: 10,
  eventCount: 2,
  groups: [group(501, [eventView(1), eventView(2)])],
  leagues: [],
  jumps: [],
};
const empty: OddsListSnapshot = { status: 'idle', view: null, seq: 0, error: null };

function fakeConnection() {
  let listener: ((message: OddsMessage) => void) | null = null;
  const connection: OddsEngineConnection = {
    configure: vi.fn(async () => undefined),
    setQuery: vi.fn(async () => undefined),
    refresh: vi.fn(async (kind) => ({
      kind,
      status: 'ok' as const,
      eventCount: 0,
      changeId: null,
      changedEventIds: null,
    })),
    cancel: vi.fn(async () => undefined),
    resync: vi.fn(async () => undefined),
    priceHistory: vi.fn(async () => ({
      points: [],
      moves: { up: 0, down: 0 },
      from: null,
      windowMs: 600_000,
      at: 0,
    })),
    nudge: vi.fn(async () => []),
    askNudged: vi.fn(async () => ({ asked: [], changedEventIds: [], behind: false, restMs: 0 })),
    subscribe: vi.fn(async (next) => {
      listener = next;
    }),
    close: vi.fn(),
  };
  return { connection, post: (message: OddsMessage) => listener?.(message) };
}

describe('engine switch', () => {
  it('runs on the main thread only with ?engine=main', () => {
    expect(engineModeFromSearch('?engine=main')).toBe('main');
    expect(engineModeFromSearch('')).toBe('worker');
    expect(engineModeFromSearch('?engine=worker')).toBe('worker');
  });
});

describe('foldOddsMessage', () => {
  it('a full view replaces what is held', () => {
    const { snapshot } = foldOddsMessage(empty, {
      type: 'odds.full',
      kind: 'nonlive',
      seq: 1,
      view,
    });
    expect(snapshot).toEqual({ status: 'ready', view, seq: 1, error: null });
  });

  it('a delta on the view held keeps every unchanged object', () => {
    const held: OddsListSnapshot = { status: 'ready', view, seq: 1, error: null };
    const { snapshot, resync } = foldOddsMessage(held, {
      type: 'odds.delta',
      kind: 'nonlive',
      seq: 2,
      baseSeq: 1,
      delta: {
        layout: 'f-line',
        changeId: 11,
        eventCount: 2,
        groups: [],
        events: [
          {
            key: 2,
            rows: [{ sort_row_no: 1, handicap_h: 0.5, price_change: { handicap_h: false } }],
            rowSpan: 1,
            moreCount: 3,
          },
        ],
        removedGroups: [],
        removedEvents: [],
      },
    });
    expect(resync).toBe(false);
    expect(snapshot.seq).toBe(2);
    const events = snapshot.view!.groups[0]!.events;
    expect(events[0]).toBe(view.groups[0]!.events[0]);
    expect(events[1]!.rows[0]!.handicap_h).toBe(0.5);
    expect(events[1]!.rows[0]!.handicap_a).toBe(priceRow(1).handicap_a);
  });

  it('a delta made against another view asks for a resync and keeps the view', () => {
    const held: OddsListSnapshot = { status: 'ready', view, seq: 3, error: null };
    const result = foldOddsMessage(held, {
      type: 'odds.delta',
      kind: 'nonlive',
      seq: 6,
      baseSeq: 5,
      delta: {
        layout: 'f-line',
        changeId: 1,
        eventCount: 0,
        groups: [],
        events: [],
        removedGroups: [],
        removedEvents: [],
      },
    });
    expect(result).toEqual({ snapshot: held, resync: true });
  });

  it('a failed call keeps the last good list', () => {
    const held: OddsListSnapshot = { status: 'ready', view, seq: 3, error: null };
    const { snapshot } = foldOddsMessage(held, {
      type: 'odds.error',
      kind: 'nonlive',
      seq: 3,
      message: 'error',
    });
    expect(snapshot.view).toBe(view);
    expect(snapshot.status).toBe('ready');
    expect(snapshot.error).toBe('error');
    expect(
      foldOddsMessage(empty, { type: 'odds.error', kind: 'live', seq: 0, message: 'error' })
        .snapshot.status,
    ).toBe('error');
  });
});

describe('createOddsClient', () => {
  it('subscribes once, holds a view per list, resyncs a lost delta and closes on dispose', async () => {
    const { connection, post } = fakeConnection();
    const client = createOddsClient(connection);
    await Promise.resolve();
    expect(connection.subscribe).toHaveBeenCalledTimes(1);
    const changed = vi.fn();
    client.subscribe(changed);
    post({ type: 'odds.full', kind: 'nonlive', seq: 1, view });
    expect(client.getSnapshot('nonlive').view).toBe(view);
    expect(client.getSnapshot('live').view).toBeNull();
    expect(changed).toHaveBeenCalledTimes(1);
    post({
      type: 'odds.delta',
      kind: 'nonlive',
      seq: 9,
      baseSeq: 8,
      delta: {
        layout: 'f-line',
        changeId: 1,
        eventCount: 0,
        groups: [],
        events: [],
        removedGroups: [],
        removedEvents: [],
      },
    });
    expect(connection.resync).toHaveBeenCalledWith('nonlive');
    client.dispose();
    expect(connection.close).toHaveBeenCalled();
    post({ type: 'odds.full', kind: 'live', seq: 1, view: { ...view, kind: 'live' } });
    expect(client.getSnapshot('live').view).toBeNull();
  });
});

describe('an odds call that finds the session gone', () => {
  it('reports it once per 401 reply, and not for other failures', async () => {
    const { connection, post } = fakeConnection();
    const onUnauthorized = vi.fn();
    createOddsClient(connection, { onUnauthorized });
    await Promise.resolve();
    post({ type: 'odds.error', kind: 'nonlive', seq: 1, message: 'error', status: 500 });
    post({ type: 'odds.error', kind: 'live', seq: 1, message: 'error' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    post({ type: 'odds.error', kind: 'live', seq: 2, message: 'Unauthenticated.', status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith('Unauthenticated.');
  });
});

describe('a failed odds list is retried with backoff', () => {
  it('calls the list again after 1, 2, 4, 8, 16 s, shows which retry is waiting, then leaves it to the countdown', async () => {
    const { connection, post } = fakeConnection();
    const timers = handTimers();
    const client = createOddsClient(connection, { clock: timers.clock });
    await Promise.resolve();
    const delays: (number | undefined)[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      post({ type: 'odds.error', kind: 'nonlive', seq: attempt, message: 'error', status: 502 });
      const snapshot = client.getSnapshot('nonlive');
      expect(snapshot.status).toBe('error');
      expect(snapshot.error).toBe('error');
      expect(snapshot.retry).toEqual(attempt <= 5 ? { attempt, max: 5 } : null);
      delays.push(timers.fire());
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, undefined]);
    expect(connection.refresh).toHaveBeenCalledTimes(5);
    expect(connection.refresh).toHaveBeenCalledWith('nonlive');
  });

  it('a good refresh clears the failure and the count; a stale view stays with the message until then', async () => {
    const { connection, post } = fakeConnection();
    const timers = handTimers();
    const client = createOddsClient(connection, { clock: timers.clock });
    await Promise.resolve();
    post({ type: 'odds.full', kind: 'nonlive', seq: 1, view });
    post({ type: 'odds.error', kind: 'nonlive', seq: 2, message: 'error' });
    expect(client.getSnapshot('nonlive')).toMatchObject({
      status: 'ready',
      view,
      error: 'error',
      retry: { attempt: 1, max: 5 },
    });
    post({ type: 'odds.full', kind: 'nonlive', seq: 3, view });
    expect(client.getSnapshot('nonlive')).toMatchObject({ status: 'ready', error: null });
    expect(client.getSnapshot('nonlive').retry ?? null).toBeNull();
    expect(timers.waiting).toHaveLength(0);
    // The count starts again after a good refresh.
    post({ type: 'odds.error', kind: 'nonlive', seq: 4, message: 'error' });
    expect(client.getSnapshot('nonlive').retry).toEqual({ attempt: 1, max: 5 });
  });

  it('no retry after a 401, after clear() or after dispose()', async () => {
    const { connection, post } = fakeConnection();
    const timers = handTimers();
    const client = createOddsClient(connection, { clock: timers.clock });
    await Promise.resolve();
    post({ type: 'odds.error', kind: 'live', seq: 1, message: 'Unauthenticated.', status: 401 });
    expect(timers.waiting).toHaveLength(0);
    post({ type: 'odds.error', kind: 'live', seq: 2, message: 'error' });
    client.clear();
    expect(timers.waiting).toHaveLength(0);
    post({ type: 'odds.error', kind: 'early', seq: 1, message: 'error' });
    client.dispose();
    expect(timers.waiting).toHaveLength(0);
    expect(connection.refresh).not.toHaveBeenCalled();
  });
});

/** The engine answers each call with the next of `answers` over the fake's ok (the last repeats). */
function answerRefreshes(
  connection: OddsEngineConnection,
  ...answers: Partial<Awaited<ReturnType<OddsEngineConnection['refresh']>>>[]
): void {
  let call = 0;
  vi.mocked(connection.refresh).mockImplementation(async (kind) => ({
    kind,
    status: 'ok' as const,
    eventCount: 0,
    changeId: null,
    changedEventIds: null,
    ...answers[Math.min(call++, answers.length - 1)],
  }));
}

describe("a retry's answer is handed on for the ticket to follow", () => {
  it('a failed list retried after an outage hands on what its reply changed; the countdown and nudge calls do not', async () => {
    // The fake answers a whole list (a restarted server's): anything may have changed.
    const { connection, post } = fakeConnection();
    const timers = handTimers();
    const onRetried = vi.fn();
    const client = createOddsClient(connection, { clock: timers.clock, onRetried });
    await Promise.resolve();
    // The countdown's own call answers: the countdown follows it itself.
    await client.refresh('nonlive');
    expect(onRetried).not.toHaveBeenCalled();
    post({ type: 'odds.error', kind: 'nonlive', seq: 1, message: 'error', status: 502 });
    expect(timers.fire()).toBe(1_000);
    await vi.waitFor(() => expect(onRetried).toHaveBeenCalledTimes(1));
    expect(onRetried).toHaveBeenCalledWith({ kind: 'nonlive', changedEventIds: null });
  });

  it('a retry that failed again, or was dropped as stale, hands nothing on', async () => {
    const { connection, post } = fakeConnection();
    answerRefreshes(
      connection,
      { status: 'error', changedEventIds: [] },
      { status: 'stale', changedEventIds: [] },
    );
    const timers = handTimers();
    const onRetried = vi.fn();
    createOddsClient(connection, { clock: timers.clock, onRetried });
    await Promise.resolve();
    post({ type: 'odds.error', kind: 'live', seq: 1, message: 'error', status: 502 });
    timers.fire();
    await vi.waitFor(() => expect(connection.refresh).toHaveBeenCalledTimes(1));
    post({ type: 'odds.error', kind: 'live', seq: 2, message: 'error', status: 502 });
    timers.fire();
    await vi.waitFor(() => expect(connection.refresh).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onRetried).not.toHaveBeenCalled();
  });
});

describe("odds client: each list's retries are a loader actor (loaderMachine)", () => {
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('shows one actor per list to the inspector, named loader.odds.<kind>', async () => {
    const { connection, post } = fakeConnection();
    const store = createInspectionStore();
    createOddsClient(connection, { inspect: store.inspect });
    await Promise.resolve();
    post({ type: 'odds.error', kind: 'nonlive', seq: 1, message: 'error', status: 502 });
    const { actors, log } = store.getSnapshot();
    expect(actors.map((actor) => actor.name)).toEqual([
      'loader.odds.live',
      'loader.odds.nonlive',
      'loader.odds.early',
      // The failing list listens for the link's return meanwhile: its child, while it fails.
      'watchOnline',
    ]);
    const watch = actors.find((actor) => actor.name === 'watchOnline');
    expect(actors.find((actor) => actor.sessionId === watch?.parentSessionId)?.name).toBe(
      'loader.odds.nonlive',
    );
    expect(log.at(-1)).toMatchObject({ actor: 'loader.odds.nonlive', eventType: 'load.failed' });
  });

  it('a 401 while a retry waits cancels it', async () => {
    const { connection, post } = fakeConnection();
    const timers = handTimers();
    const client = createOddsClient(connection, { clock: timers.clock });
    await Promise.resolve();
    post({ type: 'odds.error', kind: 'live', seq: 1, message: 'error', status: 502 });
    expect(timers.waiting).toHaveLength(1);
    post({ type: 'odds.error', kind: 'live', seq: 2, message: 'Unauthenticated.', status: 401 });
    expect(timers.waiting).toHaveLength(0);
    expect(client.getSnapshot('live').retry).toBeNull();
    expect(connection.refresh).not.toHaveBeenCalled();
  });

  it('Retry now calls a failed list at once; a list that did not fail is not called', async () => {
    const { connection, post } = fakeConnection();
    const timers = handTimers();
    const client = createOddsClient(connection, { clock: timers.clock });
    await Promise.resolve();
    post({ type: 'odds.error', kind: 'nonlive', seq: 1, message: 'error', status: 502 });
    client.retryNow();
    expect(vi.mocked(connection.refresh).mock.calls).toEqual([['nonlive']]);
    expect(timers.waiting).toHaveLength(0);
    expect(client.getSnapshot('nonlive').retry).toEqual({ attempt: 1, max: 5 });
    post({ type: 'odds.error', kind: 'nonlive', seq: 2, message: 'error', status: 502 });
    expect(client.getSnapshot('nonlive').retry).toEqual({ attempt: 2, max: 5 });
    expect(timers.waiting.map((timer) => timer.ms)).toEqual([2_000]);
  });

  it('a retry whose call breaks shows the next retry; one dropped as stale shows none', async () => {
    const { connection, post } = fakeConnection();
    const timers = handTimers();
    const client = createOddsClient(connection, { clock: timers.clock });
    await Promise.resolve();
    const seen: (OddsListSnapshot['retry'] | undefined)[] = [];
    client.subscribe(() => seen.push(client.getSnapshot('early').retry));
    vi.mocked(connection.refresh).mockRejectedValueOnce(new Error('the worker is gone'));
    post({ type: 'odds.error', kind: 'early', seq: 1, message: 'error', status: 502 });
    timers.waiting.shift()?.run();
    await flush();
    expect(seen).toEqual([
      { attempt: 1, max: 5 },
      { attempt: 2, max: 5 },
    ]);
    vi.mocked(connection.refresh).mockResolvedValueOnce({
      kind: 'early',
      status: 'stale',
      eventCount: 0,
      changeId: null,
      changedEventIds: null,
    });
    timers.waiting.shift()?.run();
    await flush();
    expect(client.getSnapshot('early')).toMatchObject({ status: 'error', retry: null });
    expect(timers.waiting).toHaveLength(0);
  });
});

describe('odds client: the marks of moving prices', () => {
  it('keeps the marks apart from the lists, tells their listeners, and forgets them on clear', () => {
    const { connection, post } = fakeConnection();
    const client = createOddsClient(connection);
    const told = vi.fn();
    const listsTold = vi.fn();
    client.subscribeMoves(told);
    client.subscribe(listsTold);
    post({ type: 'odds.moves', kind: 'live', moves: { '1:1:handicap_h': { up: 2, down: 0 } } });
    expect(client.moveMark('1:1:handicap_h')).toEqual({ up: 2, down: 0 });
    expect(told).toHaveBeenCalledTimes(1);
    expect(listsTold).not.toHaveBeenCalled();
    expect(client.getSnapshot('live')).toEqual(empty);
    post({ type: 'odds.moves', kind: 'live', moves: { '1:1:handicap_h': null } });
    expect(client.moveMark('1:1:handicap_h')).toBeUndefined();
    post({ type: 'odds.moves', kind: 'live', moves: { '2:1:oe_h': { up: 1, down: 1 } } });
    client.clear();
    expect(client.moveMark('2:1:oe_h')).toBeUndefined();
  });
});

describe('odds client: a refresh whose signal aborts is cancelled in the engine', () => {
  it('names the call for the engine and cancels it on abort; the reply is dropped', async () => {
    const { connection } = fakeConnection();
    let answer: (outcome: Awaited<ReturnType<OddsEngineConnection['refresh']>>) => void = () => {};
    vi.mocked(connection.refresh).mockImplementationOnce(
      () => new Promise((resolve) => (answer = resolve)),
    );
    const client = createOddsClient(connection);
    const controller = new AbortController();
    const outcome = client.refresh('live', controller.signal);
    const [kind, requestId] = vi.mocked(connection.refresh).mock.calls[0]!;
    expect(kind).toBe('live');
    expect(typeof requestId).toBe('number');
    expect(connection.cancel).not.toHaveBeenCalled();
    controller.abort();
    expect(connection.cancel).toHaveBeenCalledWith(requestId);
    answer({ kind: 'live', status: 'ok', eventCount: 3, changeId: 1, changedEventIds: [1] });
    await expect(outcome).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('each cancellable call has its own id; one that answers is not cancelled afterwards', async () => {
    const { connection } = fakeConnection();
    const client = createOddsClient(connection);
    const controller = new AbortController();
    await expect(client.refresh('live', controller.signal)).resolves.toMatchObject({
      status: 'ok',
    });
    await client.refresh('nonlive', controller.signal);
    const ids = vi.mocked(connection.refresh).mock.calls.map((call) => call[1]);
    expect(new Set(ids).size).toBe(2);
    controller.abort();
    expect(connection.cancel).not.toHaveBeenCalled();
  });

  it('an aborted signal calls nothing; no signal: a plain call (the retries, the nudges)', async () => {
    const { connection } = fakeConnection();
    const client = createOddsClient(connection);
    const controller = new AbortController();
    controller.abort();
    await expect(client.refresh('early', controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(connection.refresh).not.toHaveBeenCalled();
    await client.refresh('early');
    expect(vi.mocked(connection.refresh).mock.calls).toEqual([['early']]);
  });
});

describe("the app's odds client in the page's one actor system", () => {
  it('spawns each list loader there, where a failure and its retry are the loader.odds.<kind> of the system, and gone after dispose', async () => {
    resetAppSystemForTests();
    const { connection, post } = fakeConnection();
    const client = createOddsClient(connection, { inSystem: true });
    await Promise.resolve();
    const live = systemActor('loader.odds.live');
    expect(live).toBeDefined();
    expect(systemActor('loader.odds.nonlive')).toBeDefined();
    expect(systemActor('loader.odds.early')).toBeDefined();
    post({ type: 'odds.error', kind: 'live', seq: 1, message: 'error', status: 500 });
    expect(live?.getSnapshot().value).toBe('waiting');
    expect(client.getSnapshot('live').retry).toEqual({ attempt: 1, max: 5 });
    client.dispose();
    expect(systemActor('loader.odds.live')).toBeUndefined();
    resetAppSystemForTests();
  });

  it("hands what a retry brought back to the board's countdown there (no board: nobody, no failure)", async () => {
    vi.useFakeTimers();
    resetAppSystemForTests();
    const { connection, post } = fakeConnection();
    answerRefreshes(connection, { changedEventIds: [4, 5] });
    const client = createOddsClient(connection, { inSystem: true });
    await Promise.resolve();
    post({ type: 'odds.error', kind: 'live', seq: 1, message: 'error', status: 500 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(connection.refresh).toHaveBeenCalledTimes(1);
    const heard: unknown[] = [];
    spawnIntoSystem(
      'refresh',
      createMachine({ on: { '*': { actions: ({ event }) => heard.push(event) } } }),
    );
    post({ type: 'odds.error', kind: 'nonlive', seq: 1, message: 'error', status: 500 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(heard).toEqual([{ type: 'refresh.retried', changedEventIds: [4, 5] }]);
    client.dispose();
    resetAppSystemForTests();
    vi.useRealTimers();
  });
});
