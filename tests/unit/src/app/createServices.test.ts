import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '@contract/runtimeConfig';
import type { TicketFeedListener } from '@src/shared/realtime/ticketFeed';
import type { OddsFeedListener } from '@src/shared/realtime/oddsFeed';

// The realtime feeds are off the first load: their code loads when something first listens. What a
// feature sees must not change: its listener reaches the real feed, leaving before the code is in
// opens nothing, and code that cannot load is told as a failed socket, not a silent wait.

const opened: string[] = [];
const left: string[] = [];

vi.mock('@src/shared/realtime/oddsFeed', () => ({
  createPusherOddsFeed: () => (sportTypeId: number, listener: OddsFeedListener) => {
    opened.push(`odds-${sportTypeId}`);
    listener.live(true);
    return () => left.push(`odds-${sportTypeId}`);
  },
}));
vi.mock('@src/shared/realtime/realtimeWorker', () => ({ openRealtimeChannel: vi.fn() }));

const config: RuntimeConfig = {
  apiBase: '',
  realtime: {
    key: 'k',
    cluster: 'ap1',
    host: '',
    port: 0,
    tls: false,
    authEndpoint: '',
    odds: true,
  },
};
const page = { protocol: 'http:', hostname: 'localhost', port: '4173' };

/** The app's services, the ticket feed's code loading or missing (a deploy removed its chunk). */
async function services(ticketCode: 'loads' | 'missing' = 'loads') {
  vi.resetModules();
  vi.doMock('@src/shared/realtime/echoTicketFeed', () =>
    ticketCode === 'missing'
      ? Promise.reject(new Error('chunk missing'))
      : {
          createEchoTicketFeed: () => (listener: TicketFeedListener) => {
            opened.push('ticket');
            listener.state({ previous: 'initialized', current: 'connected' });
            return () => left.push('ticket');
          },
        },
  );
  vi.stubGlobal('window', { location: { search: '' } });
  const { createAppServices, createAppEarlyBanners } = await import('@src/app/createServices');
  const { createInspectionRecorder } = await import('@src/features/inspector/inspectionRecorder');
  return createAppServices(config, page, createInspectionRecorder(), createAppEarlyBanners(config));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  opened.length = 0;
  left.length = 0;
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the realtime feeds, loaded when first listened to', () => {
  it('hand each listener to the real feed once its code is in, and leave it on close', async () => {
    const app = await services();
    const states: string[] = [];
    const lives: boolean[] = [];
    const leaveTicket = app.openTicketFeed({
      bet: () => undefined,
      state: (s) => states.push(s.current),
    });
    const leaveOdds = app.openOddsFeed?.(1, { nudge: () => undefined, live: (l) => lives.push(l) });
    await vi.waitFor(() => expect(opened).toEqual(['ticket', 'odds-1']));
    expect(states).toEqual(['connected']);
    expect(lives).toEqual([true]);
    leaveTicket();
    leaveOdds?.();
    expect(left).toEqual(['ticket', 'odds-1']);
  });

  it('open nothing for a listener that left before the code came', async () => {
    const app = await services();
    const leave = app.openTicketFeed({ bet: () => undefined, state: () => undefined });
    leave();
    await settle();
    await settle();
    expect(opened).toEqual([]);
    // The next listener still gets the feed.
    app.openTicketFeed({ bet: () => undefined, state: () => undefined });
    await vi.waitFor(() => expect(opened).toEqual(['ticket']));
  });

  it('tell a listener the socket failed when the code cannot be loaded', async () => {
    vi.resetModules();
    vi.doMock('@src/shared/realtime/echoTicketFeed', () =>
      Promise.reject(new Error('chunk missing')),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = await services('missing');
    const states: string[] = [];
    app.openTicketFeed({ bet: () => undefined, state: (s) => states.push(s.current) });
    await vi.waitFor(() => expect(states).toEqual(['failed']));
    expect(opened).toEqual([]);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
