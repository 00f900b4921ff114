// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { createCallsInFlight } from '@workers/odds/engine/callsInFlight';

// One call out a list, shared by whoever asks meanwhile; a cancelled call is aborted after its
// grace unless someone joins it. The clock is the test's: a timer runs only when the test says.

const GRACE_MS = 100;

function fakeClock() {
  let time = 0;
  let timers: { at: number; run: () => void }[] = [];
  return {
    setTimer(run: () => void, ms: number) {
      const timer = { at: time + ms, run };
      timers.push(timer);
      return timer;
    },
    clearTimer(timer: unknown) {
      timers = timers.filter((held) => held !== timer);
    },
    advance(ms: number) {
      time += ms;
      const due = timers.filter((timer) => timer.at <= time);
      timers = timers.filter((timer) => timer.at > time);
      for (const timer of due) timer.run();
    },
    get waiting() {
      return timers.length;
    },
  };
}

/** A call whose answer the test gives, with the signal it was handed. */
function setUp() {
  const clock = fakeClock();
  const calls = createCallsInFlight<string, string>({ graceMs: GRACE_MS, ...clock });
  const started: { key: string; signal: AbortSignal; answer(value: string): void }[] = [];
  const start = (key: string) => (signal: AbortSignal) =>
    new Promise<string>((resolve) => started.push({ key, signal, answer: resolve }));
  const ask = (key: string, generation: number, requestId?: number) =>
    calls.ask(key, generation, requestId, start(key));
  return { clock, calls, started, ask };
}

describe('calls in flight', () => {
  it('shares one call between the callers of a list in one generation; another list or generation calls anew', async () => {
    const { started, ask } = setUp();
    const first = ask('live', 0, 1);
    const joined = ask('live', 0);
    const other = ask('nonlive', 0, 2);
    const afresh = ask('live', 1, 3);
    expect(started.map((call) => call.key)).toEqual(['live', 'nonlive', 'live']);
    started[0]?.answer('live list');
    started[2]?.answer('live list, new settings');
    started[1]?.answer('nonlive list');
    expect(await first).toBe('live list');
    expect(await joined).toBe('live list');
    expect(await other).toBe('nonlive list');
    expect(await afresh).toBe('live list, new settings');
    // Answered: the next ask calls again.
    void ask('live', 1, 4);
    expect(started).toHaveLength(4);
  });

  it('a call its only caller cancelled is aborted after the grace, not before; the next ask calls anew', () => {
    const { clock, calls, started, ask } = setUp();
    void ask('live', 0, 7);
    calls.cancel(7);
    clock.advance(GRACE_MS - 1);
    expect(started[0]?.signal.aborted).toBe(false);
    clock.advance(1);
    expect(started[0]?.signal.aborted).toBe(true);
    void ask('live', 0, 8);
    expect(started).toHaveLength(2);
  });

  it('a caller joining within the grace keeps the call going, for everyone', async () => {
    const { clock, calls, started, ask } = setUp();
    const cancelled = ask('live', 0, 1);
    calls.cancel(1);
    clock.advance(GRACE_MS - 1);
    const reload = ask('live', 0, 2);
    expect(started).toHaveLength(1);
    clock.advance(GRACE_MS);
    expect(started[0]?.signal.aborted).toBe(false);
    started[0]?.answer('list');
    expect(await reload).toBe('list');
    expect(await cancelled).toBe('list');
  });

  it('is never aborted while a caller without an id (a nudge, a retry) or another named caller waits', () => {
    const { clock, calls, started, ask } = setUp();
    void ask('live', 0, 1);
    void ask('live', 0);
    calls.cancel(1);
    clock.advance(GRACE_MS);
    expect(clock.waiting).toBe(0);
    expect(started[0]?.signal.aborted).toBe(false);

    void ask('nonlive', 0, 2);
    void ask('nonlive', 0, 3);
    calls.cancel(2);
    clock.advance(GRACE_MS);
    expect(started[1]?.signal.aborted).toBe(false);
    calls.cancel(3);
    clock.advance(GRACE_MS);
    expect(started[1]?.signal.aborted).toBe(true);
  });

  it('an answer within the grace ends the wait: nothing is aborted; an unknown id cancels nothing', async () => {
    const { clock, calls, started, ask } = setUp();
    const outcome = ask('early', 0, 5);
    calls.cancel(99);
    expect(clock.waiting).toBe(0);
    calls.cancel(5);
    expect(clock.waiting).toBe(1);
    started[0]?.answer('early list');
    expect(await outcome).toBe('early list');
    expect(clock.waiting).toBe(0);
    clock.advance(GRACE_MS);
    expect(started[0]?.signal.aborted).toBe(false);
    // Cancelling it again (answered, forgotten) starts no wait.
    calls.cancel(5);
    expect(clock.waiting).toBe(0);
  });

  it('an aborted call is not joined by a later ask, even before its own answer settles', async () => {
    const { clock, calls, started, ask } = setUp();
    void ask('live', 0, 1);
    calls.cancel(1);
    clock.advance(GRACE_MS);
    void ask('live', 0);
    expect(started).toHaveLength(2);
    expect(started[1]?.signal.aborted).toBe(false);
    // The aborted call's late answer does not forget the new one: a third ask joins it.
    started[0]?.answer('late');
    await new Promise((resolve) => setTimeout(resolve, 0));
    void ask('live', 0);
    expect(started).toHaveLength(2);
  });

  it('a call started without an id (a nudge) is held, whoever joins and cancels', () => {
    const { clock, calls, started, ask } = setUp();
    void ask('live', 0);
    void ask('live', 0, 1);
    calls.cancel(1);
    clock.advance(GRACE_MS);
    expect(started[0]?.signal.aborted).toBe(false);
  });

  it("an abort due after the lists started afresh leaves the new generation's call alone", () => {
    const { clock, calls, started, ask } = setUp();
    void ask('live', 0, 1);
    calls.cancel(1);
    void ask('live', 1);
    clock.advance(GRACE_MS);
    expect(started[0]?.signal.aborted).toBe(true);
    // The new call is still the one out: a caller joins it.
    void ask('live', 1, 2);
    expect(started).toHaveLength(2);
  });
});
