// @ts-nocheck
// Found by mutation testing of workers/odds/engine.ts: what the engine's callers (the worker
// and ?engine=main) see at the edges the other engine tests leave open: which settings start the
// lists afresh, the calls' URLs and headers, failures, stale replies, the moving
// marks with "moving now", resync and the price history.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FetchLike } from '@workers/odds/api';
import type { OddsMessage } from '@workers/odds/core/view';
import { createOddsEngine } from '@workers/odds/engine';
import type { EngineOptions } from '@workers/odds/engine';
import { oddsEntry, oddsEvent, oddsReply } from '@tests/fixtures/odds/events';

/** Two events (12 and 13, ids of two digits); 12's home handicap price is `price`. */
function replyAt(price: number, changeId: number, fullload = false, period = '', away = -0.98) {
  return oddsReply(
    [
      oddsEvent({
        event_id: 12,
        period,
        odds: [
          oddsEntry(
            'Handicap',
            { h: price, a: away },
            { in_who: '1', point: 0.5, id: 1, odds_id: 11 },
          ),
        ],
      }),
      oddsEvent({
        event_id: 13,
        odds: [
          oddsEntry(
            'Handicap',
            { h: 0.8, a: 0.9 },
            { in_who: '1', point: 0.25, id: 2, odds_id: 22 },
          ),
        ],
      }),
    ],
    { changeId, fullload },
  );
}

/**
 * An engine on a fake API and a hand-driven clock. Full calls answer `full()`, incremental ones a
 * delta at the server's change id; a call can be held until released.
 */
function harness(options: Partial<EngineOptions> = {}) {
  const urls: string[] = [];
  const headers: Record<string, string>[] = [];
  let clock = 1_000_000;
  let serverChangeId = 10;
  let holdNext = false;
  const held: (() => void)[] = [];
  const queued: unknown[] = [];
  const timers: { at: number; run: () => void }[] = [];
  const waits: number[] = [];
  const fetchFn: FetchLike = async (url, init) => {
    urls.push(url);
    headers.push(init.headers);
    if (holdNext) {
      holdNext = false;
      await new Promise<void>((resolve) => held.push(resolve));
    }
    const body =
      queued.shift() ??
      (url.includes('_nonfullload')
        ? oddsReply([oddsEvent({ event_id: 12 })], { fullload: false, changeId: serverChangeId })
        : oddsReply([oddsEvent({ event_id: 12 }), oddsEvent({ event_id: 13 })], {
            changeId: serverChangeId,
          }));
    return { ok: true, status: 200, json: async () => structuredClone(body) };
  };
  const engine = createOddsEngine({
    fetch: fetchFn,
    now: () => clock,
    setTimer: (run, ms) => {
      waits.push(ms);
      const timer = { at: clock + ms, run };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      const i = timers.indexOf(timer as (typeof timers)[number]);
      if (i >= 0) timers.splice(i, 1);
    },
    ...options,
  });
  const messages: OddsMessage[] = [];
  engine.subscribe((message) => messages.push(message));
  return {
    engine,
    urls,
    headers,
    messages,
    waits,
    queue: (...bodies: unknown[]) => queued.push(...bodies),
    setServerChangeId: (id: number) => (serverChangeId = id),
    hold: () => (holdNext = true),
    release: () => held.shift()?.(),
    tick: (ms: number) => (clock += ms),
    deltaCalls: () => urls.filter((url) => url.includes('_nonfullload')).length,
    async advance(ms: number) {
      clock += ms;
      for (;;) {
        const due = timers.filter((t) => t.at <= clock).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers.splice(timers.indexOf(due), 1);
        due.run();
        await new Promise((r) => setTimeout(r, 0));
      }
      await new Promise((r) => setTimeout(r, 0));
    },
  };
}

/** The events the last list message of `kind` shows. */
function shownEvents(messages: readonly OddsMessage[], kind = 'nonlive'): number {
  const last = [...messages]
    .reverse()
    .find(
      (message) =>
        (message.type === 'odds.full' || message.type === 'odds.delta') && message.kind === kind,
    );
  if (last?.type === 'odds.full') return last.view.eventCount;
  if (last?.type === 'odds.delta') return last.delta.eventCount;
  return -1;
}

const listMessages = (messages: readonly OddsMessage[]) =>
  messages.filter((message) => message.type === 'odds.full' || message.type === 'odds.delta');
const movesMessages = (messages: readonly OddsMessage[]) =>
  messages.filter((message) => message.type === 'odds.moves');

afterEach(() => {
  vi.useRealTimers();
});

describe('odds engine: which settings start the lists afresh', () => {
  it.each([
    ['the sport', { sportTypeId: 2 }],
    ['the bet type', { betType: 'mix' as const }],
    ['the odds type of a single', { oddsType: 'EU' as const }],
    ['the time filter', { sortTime: 'before' as const }],
    ['the early date', { earlyDate: '05/12/2026' }],
  ])('%s: the next call is a full load and nothing is rebuilt at once', async (_, change) => {
    const h = harness();
    await h.engine.refresh('nonlive');
    const before = h.messages.length;
    h.engine.setQuery(change);
    expect(h.messages).toHaveLength(before);
    await h.engine.refresh('nonlive');
    expect(h.urls[1]).not.toContain('change_id');
  });

  it('the bet type alone, at an odds type that stays the same, starts afresh', async () => {
    const h = harness({ query: { oddsType: 'EU' } });
    await h.engine.refresh('nonlive');
    h.engine.setQuery({ betType: 'mix' });
    await h.engine.refresh('nonlive');
    expect(h.urls[1]).not.toContain('change_id');
  });

  it('a view setting, or an odds type a parlay is not quoted in, keeps the list and its change_id', async () => {
    const h = harness({ query: { betType: 'mix' } });
    await h.engine.refresh('nonlive');
    h.engine.setQuery({ tableType: 'd-line' });
    h.engine.setQuery({ oddsType: 'HK' });
    expect(listMessages(h.messages)).toHaveLength(3);
    await h.engine.refresh('nonlive');
    expect(h.urls[1]).toContain('change_id=10');
  });
});

describe('odds engine: the calls', () => {
  it('without a config, calls its own origin with an empty bearer; configure changes the next calls', async () => {
    const h = harness();
    await h.engine.refresh('nonlive');
    expect(h.urls[0]?.startsWith('/api/member/event/sc/nokey/get-nonlive-odds?')).toBe(true);
    expect(h.headers[0]?.Authorization).toBe('Bearer ');
    h.engine.configure({ token: 'session-2' });
    h.engine.configure({ apiBase: 'https://api.example' });
    await h.engine.refresh('nonlive');
    expect(h.urls[1]?.startsWith('https://api.example/api/member/event/sc/')).toBe(true);
    expect(h.headers[1]?.Authorization).toBe('Bearer session-2');
  });

  it('the early list asks for the date chosen, or tomorrow when none is', async () => {
    const h = harness({ query: { earlyDate: 'Allearly' } });
    await h.engine.refresh('early');
    expect(h.urls[0]).toContain('date=Allearly');
  });

  it('the early list is single bets whatever the tab: a half-time event stays on it, not on a parlay list', async () => {
    const h = harness({ query: { betType: 'mix' } });
    h.queue(replyAt(0.9, 10, true, '5'), replyAt(0.9, 10, true, '5'));
    await h.engine.refresh('early');
    await h.engine.refresh('nonlive');
    expect(shownEvents(h.messages, 'early')).toBe(2);
    expect(shownEvents(h.messages, 'nonlive')).toBe(1);
  });
});

describe('odds engine: what a reply tells its caller', () => {
  it('a failure carries its HTTP status when it has one, and says nothing changed', () => {
    const h = harness();
    const gone = h.engine.applyReply('live', {
      state: false,
      message: 'error',
      data: [],
      status: 401,
    });
    expect(h.messages.at(-1)).toEqual({
      type: 'odds.error',
      kind: 'live',
      seq: 0,
      message: 'error',
      status: 401,
    });
    expect(gone).toEqual({
      kind: 'live',
      status: 'error',
      eventCount: 0,
      changeId: null,
      changedEventIds: [],
    });
    h.engine.applyReply('live', { state: false, message: 'error', data: [] });
    expect(h.messages.at(-1)).toEqual({
      type: 'odds.error',
      kind: 'live',
      seq: 0,
      message: 'error',
    });
    h.engine.applyReply('live', { state: false, message: 'error', data: [], status: '500' });
    expect(h.messages.at(-1)).not.toHaveProperty('status');
    for (const payload of [null, 'not json', 42]) {
      expect(h.engine.applyReply('live', payload).status).toBe('error');
      expect(h.messages.at(-1)).toMatchObject({ type: 'odds.error', kind: 'live' });
      expect(h.messages.at(-1)).not.toHaveProperty('status');
    }
  });

  it('a full load says anything may have changed; a delta names its events; both count the events shown', () => {
    const h = harness();
    const full = h.engine.applyReply('nonlive', replyAt(0.9, 10, true));
    expect(full).toEqual({
      kind: 'nonlive',
      status: 'ok',
      eventCount: 2,
      changeId: 10,
      changedEventIds: null,
    });
    const delta = h.engine.applyReply('nonlive', replyAt(0.95, 11));
    expect(delta).toEqual({
      kind: 'nonlive',
      status: 'ok',
      eventCount: 2,
      changeId: 11,
      changedEventIds: [12, 13],
    });
  });

  it('a delta on another base asks for a reload and says nothing of what changed', () => {
    const h = harness();
    h.engine.applyReply('nonlive', replyAt(0.9, 500, true));
    const before = h.messages.length;
    expect(h.engine.applyReply('nonlive', replyAt(0.95, 3))).toEqual({
      kind: 'nonlive',
      status: 'reload',
      eventCount: 2,
      changeId: null,
      changedEventIds: null,
    });
    expect(h.messages).toHaveLength(before);
  });

  it('a delta on another base before any list: a reload of nothing', () => {
    const h = harness();
    const outcome = h.engine.applyReply('nonlive', replyAt(0.95, 3));
    expect(outcome.eventCount).toBe(0);
  });

  it('a setting of the server changed during the full reload after a wrong base: that reply is dropped', async () => {
    const h = harness();
    h.queue(replyAt(0.9, 500, true), replyAt(0.95, 3), replyAt(0.9, 3, true));
    await h.engine.refresh('nonlive');
    const before = h.messages.length;
    const refresh = h.engine.refresh('nonlive');
    // The delta answers at once; the full reload after it is held while the sport changes.
    h.hold();
    await new Promise((r) => setTimeout(r, 0));
    h.hold();
    await vi.waitFor(() => expect(h.urls).toHaveLength(3));
    h.engine.setQuery({ sportTypeId: 2 });
    h.release();
    expect((await refresh).status).toBe('stale');
    expect(h.messages).toHaveLength(before);
  });

  it('a call of an older setting, answered late, does not free the place of the call after it', async () => {
    const h = harness();
    h.hold();
    const old = h.engine.refresh('nonlive');
    h.engine.setQuery({ sportTypeId: 2 });
    h.hold();
    const current = h.engine.refresh('nonlive');
    await vi.waitFor(() => expect(h.urls).toHaveLength(2));
    h.release();
    expect((await old).status).toBe('stale');
    const again = h.engine.refresh('nonlive');
    expect(h.urls).toHaveLength(2);
    h.release();
    expect(await again).toEqual(await current);
  });
});

describe('odds engine: moving marks and "moving now"', () => {
  function moving() {
    const h = harness();
    const move = async (price: number, changeId: number) => {
      h.queue(replyAt(price, changeId));
      await h.engine.refresh('nonlive');
    };
    return { h, move };
  }

  it('"moving now" on from the start: a first list shows nothing, without failing', async () => {
    const h = harness({ query: { movingOnly: true } });
    h.queue(replyAt(0.9, 1, true));
    await h.engine.refresh('nonlive');
    expect(shownEvents(h.messages)).toBe(0);
  });

  it('"moving now" before anything moved shows nothing, without failing', async () => {
    const { h } = moving();
    h.queue(replyAt(0.9, 1, true));
    await h.engine.refresh('nonlive');
    h.engine.setQuery({ movingOnly: true });
    expect(shownEvents(h.messages)).toBe(0);
  });

  it('a mark is posted when it starts and each time its counts change, never again for nothing', async () => {
    const { h, move } = moving();
    h.queue(replyAt(0.9, 1, true));
    await h.engine.refresh('nonlive');
    await move(0.95, 2);
    await move(0.85, 3);
    await move(0.85, 4);
    await move(0.9, 5);
    await move(0.8, 6);
    expect(movesMessages(h.messages).map((message) => message.moves)).toEqual([
      { '12:1:handicap_h': { up: 1, down: 1 } },
      { '12:1:handicap_h': { up: 2, down: 1 } },
      { '12:1:handicap_h': { up: 2, down: 2 } },
    ]);
  });

  it('with "moving now" on, the list is rebuilt when a price starts or stops moving, not when its counts change', async () => {
    const { h } = moving();
    const at = async (home: number, away: number, changeId: number) => {
      h.queue(replyAt(home, changeId, false, '', away));
      await h.engine.refresh('nonlive');
    };
    h.queue(replyAt(0.9, 1, true));
    await h.engine.refresh('nonlive');
    await at(0.95, -0.98, 2);
    await at(0.85, -0.98, 3);
    h.engine.setQuery({ movingOnly: true });
    expect(shownEvents(h.messages)).toBe(1);
    let count = h.messages.length;
    const since = () => {
      const types = h.messages.slice(count).map((message) => message.type);
      count = h.messages.length;
      return types;
    };
    await at(0.85, -0.9, 4);
    expect(since()).toEqual(['odds.delta']);
    // The away price of the event shown starts moving: a new mark, the list rebuilt.
    await at(0.85, -0.95, 5);
    expect(since()).toEqual(['odds.delta', 'odds.moves', 'odds.delta']);
    // The home price moves again: its counts change, nothing is rebuilt.
    await at(0.9, -0.95, 6);
    expect(since()).toEqual(['odds.delta', 'odds.moves']);
    expect(shownEvents(h.messages)).toBe(1);
    // The moves grow old: the marks go, and the event with them.
    h.tick(11 * 60_000);
    await at(0.9, -0.95, 7);
    expect(since()).toEqual(['odds.delta', 'odds.moves', 'odds.delta']);
    expect(shownEvents(h.messages)).toBe(0);
  });

  it('with "moving now" off, a new mark rebuilds nothing', async () => {
    const { h, move } = moving();
    h.queue(replyAt(0.9, 1, true));
    await h.engine.refresh('nonlive');
    await move(0.95, 2);
    const count = h.messages.length;
    await move(0.85, 3);
    expect(h.messages.slice(count).map((message) => message.type)).toEqual([
      'odds.delta',
      'odds.moves',
    ]);
    expect(shownEvents(h.messages)).toBe(2);
  });

  it('resync posts the list again and its marks; nothing for a list not held or without marks', async () => {
    const { h, move } = moving();
    h.engine.resync('nonlive');
    expect(h.messages).toEqual([]);
    h.queue(replyAt(0.9, 1, true));
    await h.engine.refresh('nonlive');
    const count = h.messages.length;
    h.engine.resync('nonlive');
    expect(h.messages.slice(count).map((message) => message.type)).toEqual(['odds.full']);
    await move(0.95, 2);
    await move(0.85, 3);
    const later = h.messages.length;
    h.engine.resync('nonlive');
    expect(h.messages.slice(later)).toEqual([
      expect.objectContaining({ type: 'odds.full', kind: 'nonlive' }),
      {
        type: 'odds.moves',
        kind: 'nonlive',
        moves: { '12:1:handicap_h': { up: 1, down: 1 } },
      },
    ]);
  });

  it('the price history answers from the list that held the price longest', async () => {
    const h = harness();
    h.queue(replyAt(0.9, 1, true), replyAt(0.95, 2), replyAt(0.85, 3), replyAt(0.7, 1, true));
    await h.engine.refresh('live');
    await h.engine.refresh('live');
    await h.engine.refresh('live');
    await h.engine.refresh('nonlive');
    expect(h.engine.priceHistory(12, 1, 'handicap_h').points.map((p) => p.price)).toEqual([
      0.9, 0.95, 0.85,
    ]);
  });
});
