// The engine's nudged calls as the refresh machine sees them: what `askNudged` answers (the lists
// asked, the events their replies name, whether one is still behind, the rest before the next),
// for nudges noted by `nudge` or handed to `askNudged` alone, across failures, stale replies and a
// new generation of the lists. A hand-driven clock and a member API whose calls can be held.
import { describe, expect, it } from 'vitest';
import type { FetchLike } from '@workers/odds/api';
import { NUDGE_MIN_GAP_MS, createOddsEngine } from '@workers/odds/engine';
import { oddsEvent, oddsReply } from '@tests/fixtures/odds/events';

type Body = object;

/** A member API: full loads and deltas at the server's change id; a call can be held or forced. */
function harness() {
  const urls: string[] = [];
  let changeId = 10;
  const next: Body[] = [];
  const held: (() => void)[] = [];
  let holdNext = false;
  let clock = 5_000;
  const fetchFn: FetchLike = async (url) => {
    urls.push(url);
    if (holdNext) {
      holdNext = false;
      await new Promise<void>((resolve) => held.push(resolve));
    }
    const delta = url.includes('_nonfullload');
    const body =
      next.shift() ??
      (delta
        ? oddsReply([oddsEvent({ event_id: 1 })], { fullload: false, changeId })
        : oddsReply([oddsEvent({ event_id: 1 }), oddsEvent({ event_id: 2 })], { changeId }));
    return { ok: true, status: 200, json: async () => structuredClone(body) };
  };
  const engine = createOddsEngine({ fetch: fetchFn, now: () => clock });
  return {
    engine,
    urls,
    deltaCalls: () => urls.filter((url) => url.includes('_nonfullload')).length,
    setChangeId: (id: number) => (changeId = id),
    answerNext: (body: Body) => next.push(body),
    hold: () => (holdNext = true),
    release: () => held.shift()?.(),
    tick: (ms: number) => (clock += ms),
  };
}

const failure = { state: false, message: 'unavailable', data: [] };

describe('askNudged: what the nudged calls answer', () => {
  it('a nudge handed to askNudged alone is noted and called: its list, the events its delta names, nothing behind', async () => {
    const h = harness();
    await h.engine.refresh('nonlive');
    h.setChangeId(11);
    await expect(h.engine.askNudged({ changeId: 11, eventIds: null })).resolves.toEqual({
      asked: ['nonlive'],
      changedEventIds: [1],
      behind: false,
      restMs: NUDGE_MIN_GAP_MS,
    });
    expect(h.urls.at(-1)).toContain('change_id=10');
  });

  it("the rest runs from the calls' start, and nothing asked rests nothing", async () => {
    const h = harness();
    await h.engine.refresh('nonlive');
    h.setChangeId(11);
    h.hold();
    const answer = h.engine.askNudged({ changeId: 11, eventIds: null });
    await new Promise((resolve) => setTimeout(resolve, 0));
    h.tick(200);
    h.release();
    expect((await answer).restMs).toBe(NUDGE_MIN_GAP_MS - 200);
    await expect(h.engine.askNudged(null)).resolves.toEqual({
      asked: [],
      changedEventIds: [],
      behind: false,
      restMs: 0,
    });
  });

  it('both lists nudged: the events of both deltas; a full load among the replies names none (null)', async () => {
    const h = harness();
    await h.engine.refresh('live');
    await h.engine.refresh('nonlive');
    h.setChangeId(11);
    const both = await h.engine.askNudged({ changeId: 11, eventIds: null });
    expect(both.asked).toEqual(['live', 'nonlive']);
    expect(both.changedEventIds).toEqual([1, 1]);
    h.setChangeId(12);
    h.answerNext(oddsReply([oddsEvent({ event_id: 7 })], { fullload: false, changeId: 12 }));
    h.answerNext(oddsReply([oddsEvent({ event_id: 1 })], { changeId: 12 }));
    h.tick(NUDGE_MIN_GAP_MS);
    const withFull = await h.engine.askNudged({ changeId: 12, eventIds: null });
    expect(withFull.asked).toEqual(['live', 'nonlive']);
    expect(withFull.changedEventIds).toBeNull();
  });

  it('a reply short of the id named leaves the list behind, resting twice the gap', async () => {
    const h = harness();
    await h.engine.refresh('nonlive');
    // The server still answers 10: the call falls short of 12.
    const short = await h.engine.askNudged({ changeId: 12, eventIds: null });
    expect(short).toMatchObject({ asked: ['nonlive'], behind: true, restMs: NUDGE_MIN_GAP_MS });
    h.tick(NUDGE_MIN_GAP_MS);
    h.setChangeId(12);
    const reached = await h.engine.askNudged(null);
    expect(reached).toMatchObject({ asked: ['nonlive'], behind: false });
  });

  it('a nudged call that fails is not chased: nothing behind, no events named', async () => {
    const h = harness();
    await h.engine.refresh('nonlive');
    h.answerNext(failure);
    await expect(h.engine.askNudged({ changeId: 11, eventIds: null })).resolves.toMatchObject({
      asked: ['nonlive'],
      changedEventIds: [],
      behind: false,
    });
    await expect(h.engine.askNudged(null)).resolves.toMatchObject({ asked: [] });
  });

  it('a nudged call answered by a list without a change id (the server lost its own) is not chased', async () => {
    const h = harness();
    await h.engine.refresh('nonlive');
    const { change_id: _dropped, ...noChangeId } = oddsReply([oddsEvent({ event_id: 1 })]);
    h.answerNext(noChangeId);
    await expect(h.engine.askNudged({ changeId: 11, eventIds: null })).resolves.toMatchObject({
      asked: ['nonlive'],
      behind: false,
    });
  });

  it('a nudged call dropped because the lists started afresh names no events and is not chased', async () => {
    const h = harness();
    await h.engine.refresh('nonlive');
    h.hold();
    const answer = h.engine.askNudged({ changeId: 12, eventIds: null });
    await new Promise((resolve) => setTimeout(resolve, 0));
    h.engine.setQuery({ sportTypeId: 2 });
    h.release();
    await expect(answer).resolves.toEqual({
      asked: ['nonlive'],
      changedEventIds: [],
      behind: false,
      restMs: NUDGE_MIN_GAP_MS,
    });
  });

  it('a nudged call whose answer lands after the lists started afresh is not chased, even short of its id', async () => {
    const h = harness();
    await h.engine.refresh('nonlive');
    h.hold();
    // The countdown's refresh is out; the nudged call joins it. When it answers, the countdown's
    // caller is told first and the member picks another sport at once.
    const countdown = h.engine.refresh('nonlive');
    const afresh = countdown.then(() => h.engine.setQuery({ sportTypeId: 2 }));
    const answer = h.engine.askNudged({ changeId: 12, eventIds: null });
    h.release();
    await afresh;
    await expect(answer).resolves.toMatchObject({ asked: ['nonlive'], behind: false });
    expect(h.urls).toHaveLength(2);
  });
});

describe('askNudged: the lists a nudge no longer calls', () => {
  it('a nudge noted before the lists started afresh is dropped, even once the new list is held', async () => {
    const h = harness();
    await h.engine.refresh('nonlive');
    expect(h.engine.nudge({ changeId: 11, eventIds: null })).toEqual(['nonlive']);
    h.engine.setQuery({ sportTypeId: 2 });
    await h.engine.refresh('nonlive');
    const calls = h.urls.length;
    await expect(h.engine.askNudged(null)).resolves.toMatchObject({ asked: [], behind: false });
    expect(h.urls).toHaveLength(calls);
  });

  it('the first nudge after the lists started afresh is called, whatever the nudges before it', async () => {
    const h = harness();
    await h.engine.refresh('nonlive');
    // Out of reach three times: the old list would be quiet now.
    for (let i = 0; i < 3; i += 1) {
      await h.engine.askNudged({ changeId: 1_000, eventIds: null });
      h.tick(10 * NUDGE_MIN_GAP_MS);
    }
    expect(h.engine.nudge({ changeId: 11, eventIds: null })).toEqual([]);
    h.engine.setQuery({ sportTypeId: 2 });
    await h.engine.refresh('nonlive');
    h.setChangeId(11);
    expect(h.engine.nudge({ changeId: 11, eventIds: null })).toEqual(['nonlive']);
    const calls = h.deltaCalls();
    await expect(h.engine.askNudged(null)).resolves.toMatchObject({
      asked: ['nonlive'],
      behind: false,
    });
    expect(h.deltaCalls()).toBe(calls + 1);
  });

  it('a nudge noted, then the list fails before its call: it is left to its retries', async () => {
    const h = harness();
    await h.engine.refresh('nonlive');
    expect(h.engine.nudge({ changeId: 11, eventIds: null })).toEqual(['nonlive']);
    h.answerNext(failure);
    await h.engine.refresh('nonlive');
    const calls = h.urls.length;
    await expect(h.engine.askNudged(null)).resolves.toMatchObject({ asked: [] });
    expect(h.urls).toHaveLength(calls);
  });
});

describe('a refresh whose engine breaks', () => {
  it('an error that is no abort (a subscriber that throws) fails the refresh; it is not passed off as stale', async () => {
    const h = harness();
    const broken = new Error('the listener is gone');
    h.engine.subscribe(() => {
      throw broken;
    });
    await expect(h.engine.refresh('nonlive')).rejects.toBe(broken);
  });
});
