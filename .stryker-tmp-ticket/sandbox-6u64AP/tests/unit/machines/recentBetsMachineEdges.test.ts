// @ts-nocheck
// Found by mutation testing of machines/recentBetsMachine.ts: the feed's keys, its limit, when it
// reloads and what it logs, as the recent-bets panel sees them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { CallOutcome, RealtimeStateChange, RecentBet } from '@machines/memberTypes';
import { RECENT_BETS_LIMIT, recentBetsMachine } from '@machines/recentBetsMachine';
import type { RecentBetsEvent } from '@machines/recentBetsMachine';

function bet(n: number): RecentBet {
  return {
    username: `mem***${n}`,
    nameTh: `คู่ ${n}`,
    nameEn: `Match ${n}`,
    currency: 'thb',
    amount: n * 100,
    option: 'h',
  };
}

function start(latest: () => Promise<CallOutcome<RecentBet[]>>) {
  let sendBack: ((event: RecentBetsEvent) => void) | null = null;
  const loadLatestBets = vi.fn(latest);
  const actor = createActor(
    recentBetsMachine.provide({
      actors: {
        loadLatestBets: fromPromise(() => loadLatestBets()),
        ticketFeed: fromCallback<RecentBetsEvent>(({ sendBack: send }) => {
          sendBack = send;
          return () => {
            sendBack = null;
          };
        }),
      },
    }),
  ).start();
  const state = (change: RealtimeStateChange) => sendBack?.({ type: 'realtime.state', ...change });
  const push = (newBet: RecentBet) => sendBack?.({ type: 'realtime.bet', bet: newBet });
  const live = () => waitFor(actor, (s) => s.matches({ open: { live: 'listening' } }));
  return { actor, loadLatestBets, state, push, live };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('recentBetsMachine at its edges', () => {
  it('keys the latest bets in order and every bet after them with the next key', async () => {
    const { actor, push, live } = start(async () => ({ ok: true, data: [bet(1), bet(2), bet(3)] }));
    await live();
    expect(actor.getSnapshot().context.bets.map((b) => b.feedKey)).toEqual([0, 1, 2]);
    push(bet(4));
    push(bet(5));
    expect(actor.getSnapshot().context.bets.map((b) => b.feedKey)).toEqual([4, 3, 0, 1, 2]);
    expect(actor.getSnapshot().context.nextFeedKey).toBe(5);
  });

  it(`keeps ${RECENT_BETS_LIMIT} of a longer latest list, the first ones`, async () => {
    const many = Array.from({ length: RECENT_BETS_LIMIT + 5 }, (_, i) => bet(i));
    const { actor, live } = start(async () => ({ ok: true, data: many }));
    await live();
    const { bets, nextFeedKey } = actor.getSnapshot().context;
    expect(bets).toHaveLength(RECENT_BETS_LIMIT);
    expect(bets.at(-1)?.username).toBe(`mem***${RECENT_BETS_LIMIT - 1}`);
    expect(nextFeedKey).toBe(RECENT_BETS_LIMIT);
  });

  it('reloads only on a connection after one it already had, never on the first or on a loss', async () => {
    const { actor, loadLatestBets, state, live } = start(async () => ({
      ok: true,
      data: [bet(1)],
    }));
    await live();
    state({ previous: 'initialized', current: 'connecting' });
    await tick();
    expect(actor.getSnapshot().context).toMatchObject({ connected: false, hasConnected: false });
    state({ previous: 'connecting', current: 'connected' });
    await tick();
    expect(loadLatestBets).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ connected: true, hasConnected: true });
    state({ previous: 'connected', current: 'disconnected' });
    await tick();
    expect(loadLatestBets).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ connected: false, hasConnected: true });
    expect(actor.getSnapshot().matches({ open: { live: 'listening' } })).toBe(true);
    state({ previous: 'disconnected', current: 'connected' });
    await waitFor(actor, () => loadLatestBets.mock.calls.length === 2);
    await live();
    expect(actor.getSnapshot().context.connected).toBe(true);
  });

  it('logs nothing when the latest bets load, the reason when they do not or the call throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loaded = start(async () => ({ ok: true, data: [bet(1)] }));
    await loaded.live();
    expect(error).not.toHaveBeenCalled();
    const refused = start(async () => ({ ok: false, unauthorized: false, message: 'offline' }));
    await refused.live();
    expect(error).toHaveBeenLastCalledWith('recent bets: latest could not be loaded: offline');
    const thrown = start(async () => {
      throw new Error('boom');
    });
    await thrown.live();
    expect(error).toHaveBeenLastCalledWith('recent bets: latest could not be loaded: Error: boom');
    expect(thrown.actor.getSnapshot().context.bets).toEqual([]);
  });

  it('without its actors provided, says which one is missing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const actor = createActor(recentBetsMachine);
    const failures: unknown[] = [];
    actor.subscribe({ error: (failure) => failures.push(failure) });
    actor.start();
    await waitFor(actor, (s) => s.status === 'error' || s.matches({ open: 'live' }), {
      timeout: 1000,
    }).catch(() => undefined);
    await tick();
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(
        /^recent bets: latest could not be loaded: .*"loadLatestBets" actor must be provided/,
      ),
    );
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(failures[0])).toMatch(/"ticketFeed" actor must be provided/);
  });
});
