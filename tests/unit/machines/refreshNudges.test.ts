// The odds push in the refresh machine: the feed it invokes per sport, the nudge region's jitter and
// gap (on vi's fake clock, which XState's delays and the engine's `now` both read), nudges gathered
// while the calls wait or ask, and the order after a nudge: the board's delta calls answer first,
// then the ticket re-reads. Driven against the real engine on a fake member API.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromCallback, fromPromise, setup } from 'xstate';
import type { AnyActorRef } from 'xstate';
import type { OddsChangedMessage } from '@contract/realtime';
import { appMachine } from '@machines/appMachine';
import { gatherNudges, refreshMachine } from '@machines/refreshMachine';
import type {
  LoadListsOutput,
  NudgedOutput,
  OddsFeedInput,
  RefreshEvent,
} from '@machines/refreshMachine';
import type { FetchLike } from '@workers/odds/api';
import { NUDGE_JITTER_MS, NUDGE_MIN_GAP_MS, createOddsEngine } from '@workers/odds/engine';
import { oddsEvent, oddsReply } from '@tests/fixtures/odds/events';
import { nudgedBoard } from '../workers/odds/nudgedBoard';

/** A member API whose deltas answer at the server's change id; a call can be held until released. */
function api() {
  const urls: string[] = [];
  let changeId = 10;
  let holdNext = false;
  const held: (() => void)[] = [];
  const fetchFn: FetchLike = async (url) => {
    urls.push(url);
    if (holdNext) {
      holdNext = false;
      await new Promise<void>((resolve) => held.push(resolve));
    }
    const body = url.includes('_nonfullload')
      ? oddsReply([oddsEvent({ event_id: 12 })], { fullload: false, changeId })
      : oddsReply([oddsEvent({ event_id: 12 }), oddsEvent({ event_id: 13 })], { changeId });
    return { ok: true, status: 200, json: async () => structuredClone(body) };
  };
  return {
    fetchFn,
    urls,
    deltaCalls: () => urls.filter((url) => url.includes('_nonfullload')).length,
    setChangeId: (id: number) => (changeId = id),
    hold: () => (holdNext = true),
    release: () => held.shift()?.(),
  };
}

function boardOn(jitterMs = 0) {
  const server = api();
  const engine = createOddsEngine({ fetch: server.fetchFn, now: () => Date.now() });
  const board = nudgedBoard({ nudge: engine.nudge, askNudged: engine.askNudged }, { jitterMs });
  return { server, engine, board, advance: (ms: number) => vi.advanceTimersByTimeAsync(ms) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the nudge region: jitter and gap', () => {
  it('waits the jitter, then the gap since the last call started plus the jitter, and no more', async () => {
    const jitter = 0.5 * NUDGE_JITTER_MS;
    const { server, engine, board, advance } = boardOn(jitter);
    await engine.refresh('nonlive');
    server.setChangeId(11);
    board.nudge({ changeId: 11, eventIds: null });
    expect(board.state()).toBe('waiting');
    await advance(jitter - 1);
    expect(server.deltaCalls()).toBe(0);
    await advance(1);
    expect(server.deltaCalls()).toBe(1);
    expect(board.state()).toBe('resting');
    await advance(100);
    server.setChangeId(12);
    board.nudge({ changeId: 12, eventIds: null });
    // The gap runs from the first call's start; the jitter comes on top.
    await advance(NUDGE_MIN_GAP_MS - 101 + jitter);
    expect(server.deltaCalls()).toBe(1);
    await advance(1);
    expect(server.deltaCalls()).toBe(2);
  });

  it('nudges that come while it waits are gathered into one call', async () => {
    const { server, engine, board, advance } = boardOn(NUDGE_JITTER_MS);
    await engine.refresh('nonlive');
    server.setChangeId(12);
    board.nudge({ changeId: 11, eventIds: [12] });
    board.nudge({ changeId: 12, eventIds: [13] });
    await advance(2_000);
    expect(server.deltaCalls()).toBe(1);
    expect(board.asked).toEqual([{ changeId: 12, eventIds: [12, 13] }]);
  });

  it('a newer nudge while the calls are out is asked for after the gap, not before', async () => {
    const { server, engine, board, advance } = boardOn();
    await engine.refresh('nonlive');
    server.setChangeId(11);
    server.hold();
    board.nudge({ changeId: 11, eventIds: null });
    await advance(0);
    expect(board.state()).toBe('asking');
    board.nudge({ changeId: 12, eventIds: [12] });
    expect(server.deltaCalls()).toBe(1);
    await advance(200);
    server.release();
    await advance(0);
    server.setChangeId(12);
    expect(board.state()).toBe('resting');
    await advance(NUDGE_MIN_GAP_MS - 201);
    expect(server.deltaCalls()).toBe(1);
    await advance(1);
    expect(server.deltaCalls()).toBe(2);
    expect(board.asked).toEqual([
      { changeId: 11, eventIds: null },
      { changeId: 12, eventIds: [12] },
    ]);
    await advance(10 * NUDGE_MIN_GAP_MS);
    expect(board.state()).toBe('idle');
  });

  it('asks again after its call while the server is behind the newest change named, and stops once it caught up', async () => {
    const { server, engine, board, advance } = boardOn();
    await engine.refresh('nonlive');
    server.setChangeId(11);
    board.nudge({ changeId: 12, eventIds: null });
    board.nudge({ changeId: 11, eventIds: null });
    await advance(0);
    expect(server.deltaCalls()).toBe(1);
    server.setChangeId(12);
    await advance(NUDGE_MIN_GAP_MS);
    expect(server.deltaCalls()).toBe(2);
    // The second ask was the engine's own (a miss): no nudge came with it.
    expect(board.asked).toEqual([{ changeId: 12, eventIds: null }, null]);
    await advance(5 * NUDGE_MIN_GAP_MS);
    expect(server.deltaCalls()).toBe(2);
  });

  it('a nudge the server already answered makes one call and no more', async () => {
    const { server, engine, board, advance } = boardOn();
    await engine.refresh('nonlive');
    server.setChangeId(11);
    board.nudge({ changeId: 11, eventIds: null });
    await advance(5 * NUDGE_MIN_GAP_MS);
    expect(server.deltaCalls()).toBe(1);
  });

  it('a nudge whose list started afresh before its turn calls nothing; nor once the list is back at that change', async () => {
    const { server, engine, board, advance } = boardOn();
    await engine.refresh('nonlive');
    server.setChangeId(11);
    board.nudge({ changeId: 11, eventIds: null });
    engine.setQuery({ sportTypeId: 2 });
    await advance(0);
    expect(server.urls).toHaveLength(1);
    board.nudge({ changeId: 11, eventIds: null });
    await engine.refresh('nonlive');
    await advance(5 * NUDGE_MIN_GAP_MS);
    expect(server.urls).toHaveLength(2);
    expect(server.deltaCalls()).toBe(0);
  });

  it('a list started afresh while its nudged call was out does not ask again', async () => {
    const { server, engine, board, advance } = boardOn();
    await engine.refresh('nonlive');
    server.setChangeId(11);
    board.nudge({ changeId: 12, eventIds: null });
    server.hold();
    await advance(0);
    expect(server.deltaCalls()).toBe(1);
    engine.setQuery({ sportTypeId: 2 });
    server.release();
    await advance(5 * NUDGE_MIN_GAP_MS);
    expect(server.urls).toHaveLength(2);
  });

  it('another sport forgets the nudges held', async () => {
    const { server, engine, board, advance } = boardOn(NUDGE_JITTER_MS);
    await engine.refresh('nonlive');
    server.setChangeId(11);
    board.nudge({ changeId: 11, eventIds: null });
    board.actor.send({ type: 'refresh.sport', sportTypeId: 2 });
    expect(board.state()).toBe('idle');
    await advance(5 * NUDGE_MIN_GAP_MS);
    expect(server.deltaCalls()).toBe(0);
  });
});

/** The ticket as the refresh machine tells it: its picks, and each `ticket.follow` it was sent. */
const ticketStandIn = setup({
  types: {
    context: {} as { picks: { event_id: number }[]; followed: number[][] },
    events: {} as { type: 'ticket.follow'; eventIds: number[] },
    input: {} as { picks: number[] },
  },
}).createMachine({
  context: ({ input }) => ({ picks: input.picks.map((id) => ({ event_id: id })), followed: [] }),
  on: {
    'ticket.follow': {
      actions: assign(({ context, event }) => ({
        followed: [...context.followed, event.eventIds],
      })),
    },
  },
});

/** A refresh machine and a ticket in one actor system; the nudged calls answered by hand. */
function boardAndTicket(picks: number[]) {
  const answers: ((output: NudgedOutput) => void)[] = [];
  const order: string[] = [];
  const app = createActor(appMachine).start();
  app.send({ type: 'app.spawn', systemId: 'ticket', logic: ticketStandIn, input: { picks } });
  app.send({
    type: 'app.spawn',
    systemId: 'refresh',
    logic: refreshMachine.provide({
      actors: {
        loadLists: fromPromise<LoadListsOutput>(() => new Promise<never>(() => undefined)),
        askNudged: fromPromise<NudgedOutput, { nudge: OddsChangedMessage | null }>(
          () =>
            new Promise((resolve) =>
              answers.push((output) => {
                order.push('delta answered');
                resolve(output);
              }),
            ),
        ),
      },
      delays: { nudgeJitter: 0, nudgeRest: ({ context }) => context.restMs },
    }),
    input: { sportTypeId: 1, overrideSeconds: 600 },
  });
  const ticket = app.system.get('ticket') as AnyActorRef;
  ticket.subscribe((snapshot: { context: { followed: number[][] } }) => {
    if (snapshot.context.followed.length > 0) order.push('ticket re-read');
  });
  const followed = () =>
    (ticket.getSnapshot() as { context: { followed: number[][] } }).context.followed;
  return { refresh: app.system.get('refresh') as AnyActorRef, answers, order, followed };
}

describe('after a nudge: the board first, then the ticket', () => {
  it('the ticket re-reads only once the delta answered: the events named and those the delta says changed', async () => {
    const { refresh, answers, order, followed } = boardAndTicket([12, 13, 14, 99]);
    refresh.send({ type: 'refresh.nudge', changeId: 11, eventIds: [12] });
    await vi.advanceTimersByTimeAsync(0);
    expect(answers).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(followed()).toEqual([]);
    answers[0]?.({ changedEventIds: [13, 14], behind: false, restMs: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(followed()).toEqual([[12, 13, 14]]);
    expect(order).toEqual(['delta answered', 'ticket re-read']);
  });

  it('a nudge that names no event (malformed, read as "anything") has the ticket re-read every pick', async () => {
    const { refresh, answers, followed } = boardAndTicket([12, 99]);
    refresh.send({ type: 'refresh.nudge', changeId: 11, eventIds: null });
    await vi.advanceTimersByTimeAsync(0);
    answers[0]?.({ changedEventIds: [], behind: false, restMs: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(followed()).toEqual([[12, 99]]);
  });

  it('a nudge of events the ticket does not hold, answered with nothing new, re-reads nothing', async () => {
    const { refresh, answers, followed } = boardAndTicket([12]);
    refresh.send({ type: 'refresh.nudge', changeId: 11, eventIds: [50] });
    await vi.advanceTimersByTimeAsync(0);
    answers[0]?.({ changedEventIds: [51], behind: false, restMs: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(followed()).toEqual([]);
  });

  it('calls that fail leave the ticket to re-read what the nudge named', async () => {
    const failing = createActor(appMachine).start();
    failing.send({
      type: 'app.spawn',
      systemId: 'ticket',
      logic: ticketStandIn,
      input: { picks: [12, 13] },
    });
    failing.send({
      type: 'app.spawn',
      systemId: 'refresh',
      logic: refreshMachine.provide({
        actors: {
          loadLists: fromPromise<LoadListsOutput>(() => new Promise<never>(() => undefined)),
          askNudged: fromPromise<NudgedOutput, { nudge: OddsChangedMessage | null }>(() =>
            Promise.reject(new Error('offline')),
          ),
        },
        delays: { nudgeJitter: 0 },
      }),
      input: { sportTypeId: 1, overrideSeconds: 600 },
    });
    failing.system.get('refresh')?.send({ type: 'refresh.nudge', changeId: 11, eventIds: [13] });
    await vi.advanceTimersByTimeAsync(10);
    const ticket = failing.system.get('ticket') as AnyActorRef;
    expect(
      (ticket.getSnapshot() as { context: { followed: number[][] } }).context.followed,
    ).toEqual([[13]]);
  });

  it('a second ask of its own (a list still behind) that fails has nothing more re-read; the board carries on', async () => {
    const app = createActor(appMachine).start();
    app.send({
      type: 'app.spawn',
      systemId: 'ticket',
      logic: ticketStandIn,
      input: { picks: [12, 13] },
    });
    let asks = 0;
    app.send({
      type: 'app.spawn',
      systemId: 'refresh',
      logic: refreshMachine.provide({
        actors: {
          loadLists: fromPromise<LoadListsOutput>(() => new Promise<never>(() => undefined)),
          askNudged: fromPromise<NudgedOutput, { nudge: OddsChangedMessage | null }>(() => {
            asks += 1;
            return asks === 1
              ? Promise.resolve({ changedEventIds: [], behind: true, restMs: 0 })
              : Promise.reject(new Error('offline'));
          }),
        },
        delays: { nudgeJitter: 0, nudgeRest: 0 },
      }),
      input: { sportTypeId: 1, overrideSeconds: 600 },
    });
    const refresh = app.system.get('refresh') as AnyActorRef;
    refresh.send({ type: 'refresh.nudge', changeId: 11, eventIds: [13] });
    await vi.advanceTimersByTimeAsync(10);
    expect(asks).toBe(2);
    const ticket = app.system.get('ticket') as AnyActorRef;
    expect(
      (ticket.getSnapshot() as { context: { followed: number[][] } }).context.followed,
    ).toEqual([[13]]);
    expect(refresh.getSnapshot().status).toBe('active');
  });
});

describe('the stream region', () => {
  it('invokes the odds feed for the sport shown, and another sport re-enters it on its own channel', async () => {
    const opened: number[] = [];
    const closed: number[] = [];
    const feeds: ((event: RefreshEvent) => void)[] = [];
    const answers: (OddsChangedMessage | null)[] = [];
    const actor = createActor(
      refreshMachine.provide({
        actors: {
          loadLists: fromPromise<LoadListsOutput>(async () => ({ hasData: true })),
          oddsFeed: fromCallback<RefreshEvent, OddsFeedInput>(({ input, sendBack }) => {
            opened.push(input.sportTypeId);
            feeds.push(sendBack);
            return () => closed.push(input.sportTypeId);
          }),
          askNudged: fromPromise<NudgedOutput, { nudge: OddsChangedMessage | null }>(
            async ({ input }) => {
              answers.push(input.nudge);
              return { changedEventIds: [], behind: false, restMs: 0 };
            },
          ),
        },
        delays: { nudgeJitter: 0 },
      }),
      { input: { sportTypeId: 1 } },
    ).start();
    expect(opened).toEqual([1]);
    feeds[0]?.({ type: 'refresh.stream', live: true });
    expect(actor.getSnapshot().context.streamLive).toBe(true);
    feeds[0]?.({ type: 'refresh.nudge', changeId: 5, eventIds: [1] });
    await vi.advanceTimersByTimeAsync(0);
    expect(answers).toEqual([{ changeId: 5, eventIds: [1] }]);

    actor.send({ type: 'refresh.sport', sportTypeId: 2 });
    expect(closed).toEqual([1]);
    expect(opened).toEqual([1, 2]);
    // The new channel is not live until it says so.
    expect(actor.getSnapshot().context.streamLive).toBe(false);
    actor.stop();
    expect(closed).toEqual([1, 2]);
  });
});

describe('the link coming back', () => {
  it('calls the lists shown at once (the online rule is invoked by the machine)', async () => {
    const back: (() => void)[] = [];
    let calls = 0;
    const actor = createActor(
      refreshMachine.provide({
        actors: {
          loadLists: fromPromise<LoadListsOutput>(async () => {
            calls += 1;
            return { hasData: true };
          }),
          linkWatch: fromCallback<RefreshEvent>(({ sendBack }) => {
            back.push(() => sendBack({ type: 'network.online' }));
          }),
        },
      }),
      { input: { sportTypeId: 1 } },
    ).start();
    expect(calls).toBe(0);
    back[0]?.();
    expect((actor.getSnapshot().value as { countdown: string }).countdown).toBe('refreshing');
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.remaining).toBe(20);
  });
});

describe('after a countdown refresh: the ticket', () => {
  it('re-reads the picks the replies say changed and those no list shows, in a task of its own', async () => {
    const app = createActor(appMachine).start();
    app.send({
      type: 'app.spawn',
      systemId: 'ticket',
      logic: ticketStandIn,
      input: { picks: [1, 2, 3] },
    });
    app.send({
      type: 'app.spawn',
      systemId: 'refresh',
      logic: refreshMachine.provide({
        actors: {
          loadLists: fromPromise<LoadListsOutput>(async () => ({
            hasData: true,
            changedEventIds: [1],
            shown: { has: (id: number) => id !== 3 },
          })),
        },
      }),
      input: { sportTypeId: 1 },
    });
    const ticket = app.system.get('ticket') as AnyActorRef;
    const followed = () =>
      (ticket.getSnapshot() as { context: { followed: number[][] } }).context.followed;
    app.system.get('refresh')?.send({ type: 'refresh.now' });
    await Promise.resolve();
    await Promise.resolve();
    // Not in the task that brought the lists: that task was one of the phone's longest.
    expect(followed()).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(followed()).toEqual([[1, 3]]);
  });
});

describe('the nudges gathered and the jitter drawn', () => {
  it('two nudges are one: the newer change id, every event named, or anything when either named nothing', () => {
    expect(gatherNudges(null, { changeId: 3, eventIds: [1] })).toEqual({
      changeId: 3,
      eventIds: [1],
    });
    expect(
      gatherNudges({ changeId: 4, eventIds: [1, 2] }, { changeId: 3, eventIds: [2, 5] }),
    ).toEqual({ changeId: 4, eventIds: [1, 2, 5] });
    expect(gatherNudges({ changeId: 4, eventIds: null }, { changeId: 5, eventIds: [1] })).toEqual({
      changeId: 5,
      eventIds: null,
    });
    expect(gatherNudges({ changeId: 4, eventIds: [1] }, { changeId: 5, eventIds: null })).toEqual({
      changeId: 5,
      eventIds: null,
    });
  });

  it('the jitter is drawn up to NUDGE_JITTER_MS, before the first call and on top of the rest', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const asks: number[] = [];
    const start = Date.now();
    const actor = createActor(
      refreshMachine.provide({
        actors: {
          loadLists: fromPromise<LoadListsOutput>(() => new Promise<never>(() => undefined)),
          askNudged: fromPromise<NudgedOutput, { nudge: OddsChangedMessage | null }>(async () => {
            asks.push(Date.now() - start);
            return { changedEventIds: [], behind: asks.length < 2, restMs: 400 };
          }),
        },
      }),
      { input: { sportTypeId: 1, overrideSeconds: 600 } },
    ).start();
    actor.send({ type: 'refresh.nudge', changeId: 1, eventIds: null });
    await vi.advanceTimersByTimeAsync(NUDGE_JITTER_MS / 2 - 1);
    expect(asks).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(asks).toEqual([NUDGE_JITTER_MS / 2]);
    // Behind: asked again after the rest the engine answered, and the jitter on top.
    await vi.advanceTimersByTimeAsync(400 + NUDGE_JITTER_MS / 2 - 1);
    expect(asks).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(asks).toEqual([NUDGE_JITTER_MS / 2, NUDGE_JITTER_MS + 400]);
    vi.restoreAllMocks();
  });
});

describe("after a failed list's own retry: the ticket follows what it brought back", () => {
  it('a whole list (a restarted server) has the ticket re-read every pick; a delta only the events it changed', async () => {
    const { refresh, followed } = boardAndTicket([12, 99]);
    refresh.send({ type: 'refresh.retried', changedEventIds: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(followed()).toEqual([[12, 99]]);
    refresh.send({ type: 'refresh.retried', changedEventIds: [99, 7] });
    await vi.advanceTimersByTimeAsync(0);
    expect(followed()).toEqual([[12, 99], [99]]);
  });

  it('a retry that changed no event the ticket holds re-reads nothing', async () => {
    const { refresh, followed } = boardAndTicket([12]);
    refresh.send({ type: 'refresh.retried', changedEventIds: [50] });
    refresh.send({ type: 'refresh.retried', changedEventIds: [] });
    await vi.advanceTimersByTimeAsync(0);
    expect(followed()).toEqual([]);
  });
});
