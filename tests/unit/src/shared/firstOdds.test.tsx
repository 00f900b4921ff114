// @vitest-environment jsdom
// What the first screen does not need waits for the first odds and idle time, or for the
// member's first input; never for ever.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListKind } from '@contract/oddsList';
import type { DEFERRED_TURN } from '@src/shared/firstOdds';
import type { OddsClient, OddsListSnapshot } from '@src/shared/odds/oddsClient';

/** A fresh copy of the page's modules: the first odds are noted once per page. */
async function fresh() {
  vi.resetModules();
  const firstOdds = await import('@src/shared/firstOdds');
  const { AfterFirstOdds } = await import('@src/shared/ui/AfterFirstOdds');
  render(
    <AfterFirstOdds
      turn={firstOdds.DEFERRED_TURN.memberBets}
      fallback={<p data-testid="room">the carousel's room</p>}
    >
      <p data-testid="later">my bets</p>
    </AfterFirstOdds>,
  );
  return firstOdds;
}

/** An odds client whose three lists the test sets, telling its subscribers as the real one does. */
function fakeClient() {
  const empty: OddsListSnapshot = { status: 'loading', view: null, seq: 0, error: null };
  const lists: Record<ListKind, OddsListSnapshot> = { live: empty, nonlive: empty, early: empty };
  const listeners = new Set<() => void>();
  const client = {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (kind: ListKind) => lists[kind],
  } as unknown as OddsClient;
  return {
    client,
    set(kind: ListKind, snapshot: OddsListSnapshot) {
      lists[kind] = snapshot;
      listeners.forEach((listener) => listener());
    },
  };
}

/** The board's hook, as a board draws it, for a client. */
async function board(client: OddsClient) {
  const { useBoardShown } = await import('@src/features/odds-table/useBoardShown');
  function Board() {
    useBoardShown(client, ['live', 'nonlive']);
    return null;
  }
  render(<Board />);
}

const later = () => screen.queryByTestId('later');
const room = () => screen.queryByTestId('room');
/** A frame and the task after it (the fake clock draws one frame every 16 ms). */
const FRAME_MS = 20;
const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));

describe('AfterFirstOdds', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no idle callbacks: a stand-in that runs after 50 ms of "busy" page.
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 50));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('draws nothing before the first odds, then its children once the page is idle', async () => {
    const { noteOddsShown } = await fresh();
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(later()).toBeNull();
    noteOddsShown();
    await settle();
    expect(later()).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(50));
    expect(later()).not.toBeNull();
  });

  it('keeps its fallback in their place until then, and draws the children instead', async () => {
    const { noteOddsShown } = await fresh();
    await settle();
    expect(room()).not.toBeNull();
    noteOddsShown();
    await act(async () => vi.advanceTimersByTimeAsync(50));
    expect(later()).not.toBeNull();
    expect(room()).toBeNull();
  });

  it('a board whose first call failed has answered: what waits for the odds waits no longer', async () => {
    await fresh();
    const odds = fakeClient();
    await board(odds.client);
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(later()).toBeNull();
    act(() => odds.set('nonlive', { status: 'error', view: null, seq: 0, error: 'HTTP 503' }));
    await act(async () => vi.advanceTimersByTimeAsync(50));
    expect(later()).not.toBeNull();
  });

  it("draws its children at the member's first tap, odds or not, once the tap's frame is drawn", async () => {
    await fresh();
    await settle();
    expect(later()).toBeNull();
    window.dispatchEvent(new Event('pointerdown'));
    await settle();
    // Not in the tap's own frame: the tap shows its answer first.
    expect(later()).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(FRAME_MS));
    expect(later()).not.toBeNull();
  });

  it("draws its children at the member's first key too, after its frame", async () => {
    await fresh();
    window.dispatchEvent(new Event('keydown'));
    await settle();
    expect(later()).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(FRAME_MS));
    expect(later()).not.toBeNull();
  });

  it('does not wait for ever when the board never answers (its chunk failed)', async () => {
    const { DEFERRED_MAX_WAIT_MS } = await fresh();
    await act(async () => vi.advanceTimersByTimeAsync(DEFERRED_MAX_WAIT_MS - 1));
    expect(later()).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(51));
    expect(later()).not.toBeNull();
  });
});

describe('the deferred pieces, one turn at a time', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 50));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  /** The pieces asked for in `asked` order; `started` says which have started, in order. */
  async function pieces(asked: readonly (keyof typeof DEFERRED_TURN)[]) {
    vi.resetModules();
    const firstOdds = await import('@src/shared/firstOdds');
    const started: string[] = [];
    for (const name of asked)
      void firstOdds
        .afterFirstOddsTurn(firstOdds.DEFERRED_TURN[name])
        .then(() => started.push(name));
    return { ...firstOdds, started };
  }

  it('start in their turn order, not the order asked, each after the one before has drawn and the page is idle', async () => {
    const { noteOddsShown, started } = await pieces([
      'banners',
      'oddsFeed',
      'ticket',
      'boardOverscan',
    ]);
    noteOddsShown();
    // The first odds, then idle time: the first turn (the ticket's, asked third).
    await vi.advanceTimersByTimeAsync(50);
    expect(started).toEqual(['ticket']);
    // Its frame, then idle time again (50 ms here): the next one, and only that one.
    await vi.advanceTimersByTimeAsync(FRAME_MS);
    expect(started).toEqual(['ticket']);
    await vi.advanceTimersByTimeAsync(50);
    expect(started).toEqual(['ticket', 'boardOverscan']);
    await vi.advanceTimersByTimeAsync(FRAME_MS + 50);
    expect(started).toEqual(['ticket', 'boardOverscan', 'banners']);
    await vi.advanceTimersByTimeAsync(FRAME_MS + 50);
    expect(started).toEqual(['ticket', 'boardOverscan', 'banners', 'oddsFeed']);
  });

  it('a piece asked for once the turns have begun waits for the one under way, then goes by its turn', async () => {
    const { noteOddsShown, afterFirstOddsTurn, DEFERRED_TURN, started } = await pieces([
      'appUpdate',
      'memberBets',
    ]);
    noteOddsShown();
    await vi.advanceTimersByTimeAsync(50);
    expect(started).toEqual(['memberBets']);
    void afterFirstOddsTurn(DEFERRED_TURN.sportMenu).then(() => started.push('sportMenu'));
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['memberBets']);
    await vi.advanceTimersByTimeAsync(FRAME_MS + 50);
    expect(started).toEqual(['memberBets', 'sportMenu']);
    await vi.advanceTimersByTimeAsync(FRAME_MS + 50);
    expect(started).toEqual(['memberBets', 'sportMenu', 'appUpdate']);
  });

  it("at the member's first tap the first turn starts after the tap's frame, and the rest one by one after it", async () => {
    const { started } = await pieces(['announcements', 'ticket']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toEqual([]);
    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(FRAME_MS);
    expect(started).toEqual(['ticket']);
    await vi.advanceTimersByTimeAsync(FRAME_MS + 50);
    expect(started).toEqual(['ticket', 'announcements']);
  });
});
