// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { handBootOdds } from '@src/shared/odds/bootOdds';
import type { EarlyOddsTarget } from '@src/shared/odds/bootOdds';
import type { BootCall } from '@src/shared/bootCalls';
import type { EarlyReply } from '@workers/odds/earlyReplies';

function list(url: string, reply: Promise<Response>, token: string | null = 't'): BootCall {
  return { method: 'GET', url, body: null, token, reply };
}

function noting() {
  const events: string[] = [];
  const target: EarlyOddsTarget = {
    expectEarly: (url: string, token: string) => events.push(`expect ${url} ${token}`),
    earlyArrived: (url: string, token: string, reply: EarlyReply | null) =>
      events.push(
        `arrived ${url} ${token} ${reply === null ? 'failed' : `${reply.status} ${reply.body}`}`,
      ),
  };
  return { events, target };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the first lists handed to the odds worker', () => {
  it('are expected at once and handed over as they arrive, a failure as a failure', async () => {
    const { events, target } = noting();
    const source: Pick<Window, '__BOOT_ODDS__'> = {
      __BOOT_ODDS__: [
        list('/live', Promise.resolve(new Response('{"a":1}', { status: 200 }))),
        list('/today', Promise.reject(new TypeError('offline'))),
        list('/anonymous', Promise.resolve(new Response('{}')), null),
      ],
    };
    handBootOdds(target, source);
    expect(events).toEqual(['expect /live t', 'expect /today t']);
    await flush();
    expect(events.slice(2).sort()).toEqual([
      'arrived /live t 200 {"a":1}',
      'arrived /today t failed',
    ]);
  });

  it('a list the boot script makes later goes straight to the worker; a second client gets none', async () => {
    const { events, target } = noting();
    const source: Pick<Window, '__BOOT_ODDS__'> = {};
    handBootOdds(target, source);
    const later = noting();
    handBootOdds(later.target, source);
    expect(Array.isArray(source.__BOOT_ODDS__)).toBe(false);
    source.__BOOT_ODDS__?.push(list('/live', Promise.resolve(new Response('{}', { status: 401 }))));
    await flush();
    expect(events).toEqual(['expect /live t', 'arrived /live t 401 {}']);
    expect(later.events).toEqual([]);
  });
});
