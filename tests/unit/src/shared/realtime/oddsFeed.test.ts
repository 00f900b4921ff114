// The odds channel's socket is not part of the first screen: it is opened once the first odds are
// on screen (and the page idle) and its turn among the deferred pieces has come, and never for a
// board that left before then.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const waits = vi.hoisted(() => ({ release: (): void => undefined }));
const turns = vi.hoisted(() => [] as number[]);
vi.mock('@src/shared/firstOdds', () => ({
  DEFERRED_TURN: { oddsFeed: 7 },
  afterFirstOddsTurn: (turn: number) =>
    new Promise<void>((resolve) => {
      turns.push(turn);
      waits.release = resolve;
    }),
}));
const opened = vi.hoisted(() => [] as { closed: boolean; close: () => void }[]);
vi.mock('@src/shared/realtime/realtimeWorker', () => ({
  openRealtimeChannel: vi.fn(() => {
    const channel = {
      closed: false,
      close() {
        channel.closed = true;
      },
    };
    opened.push(channel);
    return channel;
  }),
}));

const { createPusherOddsFeed } = await import('@src/shared/realtime/oddsFeed');

const connection = { host: 'localhost', port: 6001, key: 'app', tls: false } as never;
const listener = { nudge: vi.fn(), live: vi.fn() };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the odds feed', () => {
  beforeEach(() => {
    opened.length = 0;
  });

  it('opens its channel only after the first odds, in its turn, and leaves it when the board does', async () => {
    turns.length = 0;
    const leave = createPusherOddsFeed(connection, () => 'token')(1, listener);
    await settle();
    expect(turns).toEqual([7]);
    expect(opened).toHaveLength(0);
    waits.release();
    await settle();
    expect(opened).toHaveLength(1);
    leave();
    expect(opened[0]?.closed).toBe(true);
  });

  it('a board that left before the first odds never opens the socket', async () => {
    const leave = createPusherOddsFeed(connection, () => 'token')(1, listener);
    leave();
    waits.release();
    await settle();
    expect(opened).toHaveLength(0);
  });
});
