// @ts-nocheck
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { CallOutcome, RealtimeStateChange, RecentBet } from '@machines/memberTypes';
import { RECENT_BETS_LIMIT, recentBetsMachine } from '@machines/recentBetsMachine';
import type { RecentBetsEvent } from '@machines/recentBetsMachine';

function bet(n: number, option = 'h'): RecentBet {
  return {
    username: `mem***${n}`,
    nameTh: `คู่ ${n}`,
    nameEn: `Match ${n}`,
    currency: 'thb',
    amount: n * 100,
    option,
  };
}

/** A fake realtime channel the test drives by hand. */
function fakeFeed() {
  let sendBack: ((event: RecentBetsEvent) => void) | null = null;
  const closed = vi.fn();
  const opened = vi.fn();
  const logic = fromCallback<RecentBetsEvent>(({ sendBack: send }) => {
    sendBack = send;
    opened();
    return () => {
      sendBack = null;
      closed();
    };
  });
  return {
    logic,
    opened,
    closed,
    get isOpen() {
      return sendBack !== null;
    },
    push(newBet: RecentBet) {
      sendBack?.({ type: 'realtime.bet', bet: newBet });
    },
    state(change: RealtimeStateChange) {
      sendBack?.({ type: 'realtime.state', ...change });
    },
  };
}

function start(latest: () => Promise<CallOutcome<RecentBet[]>>) {
  const feed = fakeFeed();
  const loadLatestBets = vi.fn(latest);
  const actor = createActor(
    recentBetsMachine.provide({
      actors: { loadLatestBets: fromPromise(() => loadLatestBets()), ticketFeed: feed.logic },
    }),
  ).start();
  return { actor, feed, loadLatestBets };
}

describe('recentBetsMachine', () => {
  it('is open by default: loads the latest bets, then connects', async () => {
    const { actor, feed, loadLatestBets } = start(async () => ({
      ok: true,
      data: [bet(1), bet(2)],
    }));
    expect(feed.isOpen).toBe(false);
    await waitFor(actor, (s) => s.matches({ open: 'live' }));
    expect(loadLatestBets).toHaveBeenCalledTimes(1);
    expect(feed.isOpen).toBe(true);
    expect(actor.getSnapshot().context.bets).toHaveLength(2);
  });

  it('marks itself connected from the connection state, and puts new bets on top', async () => {
    const { actor, feed } = start(async () => ({ ok: true, data: [bet(1)] }));
    await waitFor(actor, (s) => s.matches({ open: 'live' }));
    feed.state({ previous: 'connecting', current: 'connected' });
    expect(actor.getSnapshot().context.connected).toBe(true);
    feed.push(bet(9));
    expect(actor.getSnapshot().context.bets.map((b) => b.username)).toEqual(['mem***9', 'mem***1']);
  });

  it('gives every bet a key of its own that it keeps while newer bets arrive', async () => {
    const { actor, feed } = start(async () => ({ ok: true, data: [bet(1), bet(2)] }));
    await waitFor(actor, (s) => s.matches({ open: 'live' }));
    const before = actor.getSnapshot().context.bets.map((b) => b.feedKey);
    feed.push(bet(9));
    const after = actor.getSnapshot().context.bets.map((b) => b.feedKey);
    expect(after.slice(1)).toEqual(before);
    expect(new Set(after).size).toBe(3);
  });

  it(`keeps at most ${RECENT_BETS_LIMIT} bets`, async () => {
    const initial = Array.from({ length: RECENT_BETS_LIMIT }, (_, i) => bet(i));
    const { actor, feed } = start(async () => ({ ok: true, data: initial }));
    await waitFor(actor, (s) => s.matches({ open: 'live' }));
    feed.push(bet(100));
    feed.push(bet(101));
    const bets = actor.getSnapshot().context.bets;
    expect(bets).toHaveLength(RECENT_BETS_LIMIT);
    expect(bets[0]?.username).toBe('mem***101');
    expect(bets.at(-1)?.username).toBe(`mem***${RECENT_BETS_LIMIT - 3}`);
  });

  it('closing disconnects and clears the feed; reopening reloads and reconnects', async () => {
    const { actor, feed, loadLatestBets } = start(async () => ({ ok: true, data: [bet(1)] }));
    await waitFor(actor, (s) => s.matches({ open: 'live' }));
    feed.state({ previous: 'connecting', current: 'connected' });
    actor.send({ type: 'recentBets.close' });
    expect(feed.closed).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ bets: [], connected: false });
    actor.send({ type: 'recentBets.open' });
    await waitFor(actor, (s) => s.matches({ open: 'live' }));
    expect(loadLatestBets).toHaveBeenCalledTimes(2);
    expect(feed.opened).toHaveBeenCalledTimes(2);
  });

  it('on a reconnect, loads the latest bets again', async () => {
    let calls = 0;
    const { actor, feed, loadLatestBets } = start(async () => {
      calls += 1;
      return { ok: true, data: calls === 1 ? [bet(1)] : [bet(3), bet(2), bet(1)] };
    });
    await waitFor(actor, (s) => s.matches({ open: 'live' }));
    feed.state({ previous: 'connecting', current: 'connected' });
    expect(loadLatestBets).toHaveBeenCalledTimes(1);
    feed.state({ previous: 'connected', current: 'unavailable' });
    expect(actor.getSnapshot().context.connected).toBe(false);
    feed.state({ previous: 'unavailable', current: 'connected' });
    await waitFor(
      actor,
      (s) => s.matches({ open: { live: 'listening' } }) && s.context.bets.length === 3,
    );
    expect(loadLatestBets).toHaveBeenCalledTimes(2);
    expect(feed.closed).not.toHaveBeenCalled();
  });

  it('still connects when the latest bets cannot be loaded', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { actor, feed } = start(async () => ({
      ok: false,
      unauthorized: false,
      message: 'offline',
    }));
    await waitFor(actor, (s) => s.matches({ open: 'live' }));
    expect(feed.isOpen).toBe(true);
    expect(actor.getSnapshot().context.bets).toEqual([]);
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
