// The client's two doors to the engine, as the page opens them: the dedicated worker behind comlink
// (a fake Worker whose other end is a MessageChannel port, the engine's API exposed on it as the
// worker script does) and the engine on the main thread (`?engine=main`, or where no Worker exists)
// over the page's fetch.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expose } from 'comlink';
import type { OddsMessage } from '@workers/odds/core/view';
import {
  connectMainThreadEngine,
  connectOddsEngine,
  connectWorkerEngine,
} from '@src/shared/odds/oddsClient';
import { oddsEvent, oddsReply } from '@tests/fixtures/odds/events';

/** The worker's side: what the test's engine was asked, and the listener it was handed. */
interface WorkerSide {
  url: string;
  terminated: boolean;
  refreshed: string[];
  unsubscribed: number[];
  post(message: OddsMessage): void;
}

let workers: WorkerSide[] = [];

/** A Worker whose script is a comlink-exposed engine API on the far end of a MessageChannel. */
class FakeWorker {
  private readonly port: MessagePort;
  private readonly side: WorkerSide;

  constructor(url: URL | string) {
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    let listener: ((message: OddsMessage) => void) | null = null;
    const side: WorkerSide = {
      url: String(url),
      terminated: false,
      refreshed: [],
      unsubscribed: [],
      post: (message) => listener?.(message),
    };
    this.side = side;
    workers.push(side);
    expose(
      {
        refresh: (kind: string) => {
          side.refreshed.push(kind);
          return { kind, status: 'ok', eventCount: 4, changeId: 7, changedEventIds: null };
        },
        subscribe: (next: (message: OddsMessage) => void) => {
          listener = next;
          return 42;
        },
        unsubscribe: (id: number) => {
          side.unsubscribed.push(id);
        },
      },
      port2,
    );
  }

  postMessage(message: unknown, transfer: Transferable[] = []): void {
    this.port.postMessage(message, transfer);
  }

  addEventListener(type: string, handler: EventListener): void {
    this.port.addEventListener(type, handler);
    this.port.start();
  }

  removeEventListener(type: string, handler: EventListener): void {
    this.port.removeEventListener(type, handler);
  }

  terminate(): void {
    this.side.terminated = true;
    this.port.close();
  }
}

const fullList = oddsReply([oddsEvent({ event_id: 1 }), oddsEvent({ event_id: 2 })], {
  changeId: 10,
});

/** The page's fetch, answering every odds call with the same list. */
function stubFetch() {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return { ok: true, status: 200, json: async () => structuredClone(fullList) };
  });
  return calls;
}

beforeEach(() => {
  workers = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the worker door', () => {
  beforeEach(() => {
    // The boot script's lists live on the page's window; none were asked for here.
    vi.stubGlobal('window', {});
    vi.stubGlobal('Worker', FakeWorker);
  });

  it('starts the odds worker, calls the engine through it, hears its messages, and on close unsubscribes before ending the worker', async () => {
    const connection = connectWorkerEngine();
    expect(workers).toHaveLength(1);
    expect(workers[0]?.url).toContain('odds.worker');
    await expect(connection.refresh('live')).resolves.toMatchObject({
      kind: 'live',
      eventCount: 4,
    });
    expect(workers[0]?.refreshed).toEqual(['live']);
    const heard: OddsMessage[] = [];
    await expect(connection.subscribe((message) => heard.push(message))).resolves.toBeUndefined();
    workers[0]?.post({ type: 'odds.error', kind: 'live', seq: 1, message: 'error' });
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    expect(heard[0]).toMatchObject({ type: 'odds.error', kind: 'live' });
    connection.close();
    await vi.waitFor(() => expect(workers[0]?.terminated).toBe(true));
    expect(workers[0]?.unsubscribed).toEqual([42]);
  });

  it('closed before it subscribed: the worker ends at once', () => {
    const connection = connectWorkerEngine();
    connection.close();
    expect(workers[0]?.terminated).toBe(true);
    expect(workers[0]?.unsubscribed).toEqual([]);
  });
});

describe('the main-thread door', () => {
  it('calls the member API with the bearer and a timeout signal, and posts the list to its subscriber', async () => {
    const calls = stubFetch();
    const connection = connectMainThreadEngine();
    const heard: OddsMessage[] = [];
    await connection.subscribe((message) => heard.push(message));
    await connection.configure({ apiBase: 'https://api.example', token: 'session-1' });
    await expect(connection.refresh('nonlive')).resolves.toMatchObject({
      status: 'ok',
      eventCount: 2,
    });
    expect(calls[0]?.url.startsWith('https://api.example/api/member/event/')).toBe(true);
    expect(calls[0]?.init.headers).toMatchObject({ Authorization: 'Bearer session-1' });
    expect(calls[0]?.init.signal).toBeInstanceOf(AbortSignal);
    expect(heard.map((message) => message.type)).toEqual(['odds.full']);
    connection.close();
    await connection.resync('nonlive');
    expect(heard).toHaveLength(1);
  });

  it('a subscriber that comes after close hears nothing', async () => {
    stubFetch();
    const connection = connectMainThreadEngine();
    connection.close();
    const heard: OddsMessage[] = [];
    await connection.subscribe((message) => heard.push(message));
    await connection.refresh('nonlive');
    expect(heard).toEqual([]);
  });
});

describe('which door the client opens', () => {
  it('the worker where workers exist, unless ?engine=main', async () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('Worker', FakeWorker);
    stubFetch();
    connectOddsEngine('worker').close();
    expect(workers).toHaveLength(1);
    const main = connectOddsEngine('main');
    await expect(main.refresh('nonlive')).resolves.toMatchObject({ status: 'ok' });
    expect(workers).toHaveLength(1);
    main.close();
  });

  it('the main thread where no Worker exists (an old embedded browser, a DOM test)', async () => {
    stubFetch();
    const connection = connectOddsEngine('worker');
    await expect(connection.refresh('nonlive')).resolves.toMatchObject({ status: 'ok' });
    expect(workers).toEqual([]);
    connection.close();
  });
});
