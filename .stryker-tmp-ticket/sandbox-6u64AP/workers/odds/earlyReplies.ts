// @ts-nocheck
// Odds lists asked for before the engine existed (index.html's boot script asks for the first lists
// as soon as the session's token is known, long before the board has mounted and started this
// worker), handed in by the page and answered to the engine's first identical call, once: the
// engine reads it as if it had fetched it itself (same call, same change_id, the nudges after it).
// A reply that failed, or a call the engine never makes, costs nothing: the engine fetches as ever.
import type { FetchLike, ResponseLike } from './api';

/** What the page hands over of a reply: its status and its body's text; null when the call failed. */
export interface EarlyReply {
  status: number;
  body: string;
}

export interface EarlyReplies {
  /** A call the page made: the engine's identical call waits for its reply instead of fetching. */
  expect(url: string, token: string): void;
  /** The reply of an expected call (null: it failed; the engine's call then fetches). */
  arrive(url: string, token: string, reply: EarlyReply | null): void;
  /** The engine's fetch: an expected call is answered with its early reply, once. */
  wrap(fetchImpl: FetchLike): FetchLike;
}

const keyOf = (url: string, token: string) => `${token} ${url}`;

function responseOf(reply: EarlyReply): ResponseLike {
  return {
    ok: reply.status >= 200 && reply.status < 300,
    status: reply.status,
    json: () => Promise.resolve(JSON.parse(reply.body) as unknown),
  };
}

interface Expected {
  reply: Promise<EarlyReply | null>;
  settle(reply: EarlyReply | null): void;
  /** The engine's call has taken it: a later identical call fetches. */
  taken: boolean;
}

export function createEarlyReplies(): EarlyReplies {
  const expected = new Map<string, Expected>();
  return {
    expect(url, token) {
      let settle: (reply: EarlyReply | null) => void = () => undefined;
      const reply = new Promise<EarlyReply | null>((resolve) => {
        settle = resolve;
      });
      expected.set(keyOf(url, token), { reply, settle, taken: false });
    },
    arrive(url, token, reply) {
      const key = keyOf(url, token);
      const early = expected.get(key);
      if (early === undefined) return;
      early.settle(reply);
      // Taken already: nothing more to hold. Not taken yet: held for the engine's call.
      if (early.taken) expected.delete(key);
    },
    wrap(fetchImpl) {
      return (url, init) => {
        const bearer = init.headers.Authorization ?? '';
        const key = keyOf(url, bearer.startsWith('Bearer ') ? bearer.slice(7) : '');
        const early = expected.get(key);
        if (early === undefined || early.taken) return fetchImpl(url, init);
        early.taken = true;
        const { signal } = init;
        if (signal?.aborted === true) return Promise.reject(signal.reason as Error);
        return new Promise<ResponseLike>((resolve, reject) => {
          // A cancelled call stops waiting, as a cancelled fetch would.
          const abort = () => reject(signal?.reason as Error);
          signal?.addEventListener('abort', abort, { once: true });
          void early.reply.then((reply) => {
            expected.delete(key);
            signal?.removeEventListener('abort', abort);
            if (signal?.aborted === true) return;
            if (reply === null) fetchImpl(url, init).then(resolve, reject);
            else resolve(responseOf(reply));
          });
        });
      };
    },
  };
}
