import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { resetAppSystemForTests, systemActor } from '@src/shared/appSystem';
import type { OddsClient } from '@src/shared/odds/oddsClient';
import { createOddsService } from '@src/shared/odds/oddsService';
import type { OddsClientModule } from '@src/shared/odds/oddsService';

// The app's one odds client: made when a board first asks, in a task of its own, then kept for
// every board after it (another layout, a sign-in again) and for the ticket.

function fakeModule() {
  const made: {
    client: OddsClient;
    configure: ReturnType<typeof vi.fn>;
    dispose: ReturnType<typeof vi.fn>;
  }[] = [];
  const connections: string[] = [];
  const module: OddsClientModule = {
    connectOddsEngine: ((mode: string) => {
      connections.push(mode);
      return {};
    }) as unknown as OddsClientModule['connectOddsEngine'],
    createOddsClient: () => {
      const configure = vi.fn(async () => undefined);
      const dispose = vi.fn();
      const client = { configure, dispose } as unknown as OddsClient;
      made.push({ client, configure, dispose });
      return client;
    },
  };
  return { module, made, connections };
}

afterEach(() => {
  vi.useRealTimers();
});

type ClientOptions = Parameters<OddsClientModule['createOddsClient']>[1];

/** A client module whose client does nothing, telling the options the service made it with. */
function moduleTelling(tell: (options: ClientOptions) => void): () => Promise<OddsClientModule> {
  return async () => ({
    connectOddsEngine: (() => ({})) as unknown as OddsClientModule['connectOddsEngine'],
    createOddsClient: ((_connection: unknown, given: ClientOptions) => {
      tell(given);
      return { configure: async () => undefined } as unknown as OddsClient;
    }) as unknown as OddsClientModule['createOddsClient'],
  });
}

describe('the odds service', () => {
  it('makes one client, in a task of its own, however many boards ask; each ask hands it the token', async () => {
    vi.useFakeTimers();
    const { module, made, connections } = fakeModule();
    let token: string | null = 'first';
    const service = createOddsService({
      apiBase: () => 'https://api.example',
      mode: () => 'worker',
      readSessionToken: () => token,
      loadModule: async () => module,
    });
    const told = vi.fn();
    service.subscribe(told);
    expect(service.get()).toBeNull();
    service.start();
    service.start();
    // Not in the asking task.
    expect(made).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(made).toHaveLength(1);
    expect(connections).toEqual(['worker']);
    expect(service.get()).toBe(made[0]?.client);
    expect(told).toHaveBeenCalledTimes(1);
    expect(made[0]?.configure).toHaveBeenLastCalledWith({
      apiBase: 'https://api.example',
      token: 'first',
    });
    // Another board (the other layout, or after a sign-in): the same client, with today's token.
    token = null;
    service.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(made).toHaveLength(1);
    expect(made[0]?.configure).toHaveBeenLastCalledWith({
      apiBase: 'https://api.example',
      token: '',
    });
  });

  it('dispose stops the client and its worker; one still loading is never made', async () => {
    vi.useFakeTimers();
    const { module, made } = fakeModule();
    const service = createOddsService({
      apiBase: () => '',
      mode: () => 'main',
      readSessionToken: () => 't',
      loadModule: async () => module,
    });
    service.start();
    await vi.advanceTimersByTimeAsync(0);
    service.dispose();
    expect(made[0]?.dispose).toHaveBeenCalledTimes(1);
    expect(service.get()).toBeNull();

    const late = createOddsService({
      apiBase: () => '',
      mode: () => 'main',
      readSessionToken: () => 't',
      loadModule: async () => module,
    });
    late.start();
    late.dispose();
    await vi.advanceTimersByTimeAsync(0);
    expect(made).toHaveLength(1);
    expect(late.get()).toBeNull();
  });

  it('tells the services of a 401 on an odds call', async () => {
    vi.useFakeTimers();
    const reportSessionLost = vi.fn();
    let options: Parameters<OddsClientModule['createOddsClient']>[1];
    const service = createOddsService({
      apiBase: () => '',
      mode: () => 'worker',
      readSessionToken: () => 't',
      reportSessionLost,
      loadModule: moduleTelling((given) => {
        options = given;
      }),
    });
    service.start();
    await vi.advanceTimersByTimeAsync(0);
    options?.onUnauthorized?.('Unauthenticated.');
    expect(reportSessionLost).toHaveBeenCalledWith('Unauthenticated.');
  });
});

describe("the odds service with the app's own client module", () => {
  it("loads the real client on first ask: its list loaders join the page's one system, reported to the inspector, and go with dispose", async () => {
    resetAppSystemForTests();
    const inspected: InspectionEvent[] = [];
    const service = createOddsService({
      apiBase: () => '',
      mode: () => 'main',
      readSessionToken: () => 't',
      inspect: (event) => inspected.push(event),
    });
    service.start();
    await vi.waitFor(() => expect(service.get()).not.toBeNull(), { timeout: 5_000 });
    const client = service.get();
    expect(client?.getSnapshot('live')).toMatchObject({ status: 'idle', view: null });
    const loader = systemActor('loader.odds.live');
    expect(loader).toBeDefined();
    expect(systemActor('loader.odds.nonlive')).toBeDefined();
    expect(systemActor('loader.odds.early')).toBeDefined();
    // The visualizer hears the loaders through the inspector the services gave.
    expect(inspected.some((event) => event.actorRef === loader)).toBe(true);
    service.dispose();
    expect(service.get()).toBeNull();
    expect(systemActor('loader.odds.live')).toBeUndefined();
    // The client loads the main-thread engine in the background: the test ends once it is in, or a
    // slow machine tears the test's environment down under that import (a failed run at load 5).
    await import('@workers/odds/engine');
    await new Promise((resolve) => setTimeout(resolve, 0));
    resetAppSystemForTests();
  });

  it('a 401 on an odds call with nobody to tell is no crash', async () => {
    vi.useFakeTimers();
    let options: Parameters<OddsClientModule['createOddsClient']>[1];
    const service = createOddsService({
      apiBase: () => '',
      mode: () => 'worker',
      readSessionToken: () => 't',
      loadModule: moduleTelling((given) => {
        options = given;
      }),
    });
    service.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(options?.onUnauthorized).toBeTypeOf('function');
    expect(() => options?.onUnauthorized?.('Unauthenticated.')).not.toThrow();
  });
});
