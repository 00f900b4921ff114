// @ts-nocheck
// The odds lists' calls out, one per list: whoever asks for a list while its call is out shares that
// call's answer. A caller that names a request id may cancel; once every caller with an id has
// cancelled and none without one (a nudge, a retry) waits, the fetch is aborted `graceMs` later,
// unless a call of the same list and generation joins it meanwhile (a reload that replaces a
// refresh asks for the same list at once: it must not pay for the whole list twice).

export interface CallsInFlightOptions {
  /** How long a cancelled call waits before its fetch is aborted. */
  graceMs: number;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
}

/** One call out, shared by whoever asks for its list meanwhile. */
interface InFlightCall<R> {
  generation: number;
  outcome: Promise<R>;
  controller: AbortController;
  /** The callers that named themselves and have not cancelled. */
  requestIds: Set<number>;
  /** A caller without a request id waits: the call is never aborted. */
  held: boolean;
  /** The abort waiting for its grace to pass (every caller cancelled); undefined: none. */
  abortTimer: unknown;
}

export interface CallsInFlight<K, R> {
  /**
   * The answer of `key`'s call out in `generation`, joined; or of a new call, started with `start`
   * (handed the signal that aborts its fetch). `requestId` names this caller so that it may cancel;
   * without one the call is held to the end.
   */
  ask(
    key: K,
    generation: number,
    requestId: number | undefined,
    start: (signal: AbortSignal) => Promise<R>,
  ): Promise<R>;
  /** The caller `requestId` no longer wants its call (see the rule above). */
  cancel(requestId: number): void;
}

export function createCallsInFlight<K, R>(options: CallsInFlightOptions): CallsInFlight<K, R> {
  const calls = new Map<K, InFlightCall<R>>();
  return {
    ask(key, generation, requestId, start) {
      const running = calls.get(key);
      if (running !== undefined && running.generation === generation) {
        // Stryker disable next-line ConditionalExpression: equivalent, an undefined id in the set is never cancelled, so it holds the call as `held` does.
        if (requestId === undefined) running.held = true;
        else running.requestIds.add(requestId);
        // A caller joined within the grace: the call goes on, for it and for whoever cancelled.
        options.clearTimer(running.abortTimer);
        running.abortTimer = undefined;
        return running.outcome;
      }
      const controller = new AbortController();
      const call: InFlightCall<R> = {
        generation,
        outcome: start(controller.signal).finally(() => {
          // Answered within the grace: nothing left to abort.
          options.clearTimer(call.abortTimer);
          if (calls.get(key) === call) calls.delete(key);
        }),
        controller,
        // Stryker disable next-line ConditionalExpression,ArrayDeclaration: equivalent, a caller without an id holds the call (`held`) whatever else the set holds.
        requestIds: new Set(requestId === undefined ? [] : [requestId]),
        held: requestId === undefined,
        abortTimer: undefined,
      };
      calls.set(key, call);
      return call.outcome;
    },
    cancel(requestId) {
      for (const [key, running] of calls) {
        if (!running.requestIds.delete(requestId)) continue;
        if (running.held || running.requestIds.size > 0) continue;
        running.abortTimer = options.setTimer(() => {
          running.abortTimer = undefined;
          running.controller.abort();
          // A later call starts one of its own rather than join the aborted one.
          if (calls.get(key) === running) calls.delete(key);
        }, options.graceMs);
      }
    },
  };
}
