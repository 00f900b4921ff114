// @ts-nocheck
// The calls index.html's boot script (src/app/bootSession.ts) starts before the app's modules have
// arrived, handed over on `window`: the session's calls (the login, or a returning member's user and
// balance) to the member API client's first same call (withBootCalls), and the first odds lists to
// the odds worker (src/shared/odds/bootOdds.ts). Types and the hand-over only: the boot script
// imports nothing at run time, so the types both sides name live here.

/** One call the boot script made, taken over once by the first identical call of the app. */
export interface BootCall {
  method: 'GET' | 'POST';
  url: string;
  /** The request body as sent (the app's client sends JSON.stringify of its body), or null. */
  body: string | null;
  /** The bearer token sent, or null when none was. */
  token: string | null;
  reply: Promise<Response>;
}

/** Where the boot script puts a call: a list the app reads later, or the app's own hand-over. */
export interface BootCallSink {
  push(...calls: BootCall[]): unknown;
}

declare global {
  interface Window {
    /** The session's calls of the boot script, not yet taken over. */
    __BOOT_CALLS__?: BootCall[];
    /**
     * The first odds lists the boot script asked for: a list until the odds worker has started,
     * then the client's hand-over to it (a list made later goes straight there).
     */
    __BOOT_ODDS__?: BootCall[] | BootCallSink;
  }
}

function bearerOf(headers: HeadersInit | undefined): string | null {
  const authorization = new Headers(headers).get('Authorization');
  return authorization?.startsWith('Bearer ') === true ? authorization.slice(7) : null;
}

/**
 * Takes the boot call the same as this one (method, URL, body and bearer token) off `calls`, or
 * null. Once: a second identical call goes to the network.
 */
export function takeBootCall(
  calls: BootCall[] | undefined,
  method: string,
  url: string,
  body: string | null,
  token: string | null,
): BootCall | null {
  if (calls === undefined) return null;
  const index = calls.findIndex(
    (call) =>
      call.method === method && call.url === url && call.body === body && call.token === token,
  );
  if (index < 0) return null;
  const [taken] = calls.splice(index, 1);
  return taken ?? null;
}

function reasonOf(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new DOMException(String(reason), 'AbortError');
}

/** The reply, or the signal's reason once it aborts first (the caller's own timeout still holds). */
export function underSignal<T>(
  reply: Promise<T>,
  signal: AbortSignal | null | undefined,
): Promise<T> {
  if (signal === null || signal === undefined) return reply;
  if (signal.aborted) return Promise.reject(reasonOf(signal));
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(reasonOf(signal));
    signal.addEventListener('abort', abort, { once: true });
    reply.then(
      (value) => {
        signal.removeEventListener('abort', abort);
        resolve(value);
      },
      (failure: unknown) => {
        signal.removeEventListener('abort', abort);
        reject(failure instanceof Error ? failure : new Error(String(failure)));
      },
    );
  });
}

/**
 * A fetch for the member API client: a call the boot script already made (the login, the user, the
 * balance) is answered with its reply, once; every other call goes to the network. The session
 * machine calls as it always does and owns what the reply means (a 401, a 429, a failure).
 */
export function withBootCalls(
  fetchImpl: typeof fetch,
  source: Pick<Window, '__BOOT_CALLS__'> = window,
): typeof fetch {
  return (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const body = typeof init?.body === 'string' ? init.body : null;
    const taken = takeBootCall(
      source.__BOOT_CALLS__,
      (init?.method ?? 'GET').toUpperCase(),
      url,
      body,
      bearerOf(init?.headers),
    );
    return taken === null ? fetchImpl(input, init) : underSignal(taken.reply, init?.signal);
  };
}
