// @ts-nocheck
// Found by mutation testing of machines/sessionMachine.ts: what the session screens read at the
// edges the other session tests leave open.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CallOutcome, MemberProfile } from '@machines/memberTypes';
import { sessionMachine } from '@machines/sessionMachine';

const profile: MemberProfile = {
  user: { id: 7, username: 'demo01', currency: 'THB', firstLogin: true },
  balance: 50000,
};
const unreachable: CallOutcome<never> = {
  ok: false,
  unauthorized: false,
  unreachable: true,
  message: 'login: Failed to fetch',
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('sessionMachine at its edges', () => {
  it('is not offline while the first start is under way', () => {
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          loadProfile: fromPromise(() => new Promise<CallOutcome<MemberProfile>>(() => {})),
        },
      }),
      { input: { entryToken: null, hasSessionCookie: true } },
    ).start();
    expect(actor.getSnapshot().value).toBe('loadingProfile');
    expect(actor.getSnapshot().context).toEqual({
      entryToken: null,
      hasSessionCookie: true,
      user: null,
      balance: null,
      noSessionReason: null,
      failureMessage: null,
      unreachable: false,
    });
  });

  it('an offline start then a refused token is the no-session screen, no longer the offline one', async () => {
    let attempts = 0;
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          login: fromPromise(async (): Promise<CallOutcome<{ token: string }>> => {
            attempts += 1;
            return attempts === 1
              ? unreachable
              : { ok: false, unauthorized: true, message: 'token refused' };
          }),
        },
      }),
      { input: { entryToken: 'demo', hasSessionCookie: false } },
    ).start();
    const offline = await waitFor(actor, (s) => s.matches('unreachable'));
    expect(offline.context.unreachable).toBe(true);
    actor.send({ type: 'session.retry' });
    const refused = await waitFor(actor, (s) => s.matches('noSession'));
    expect(refused.context).toMatchObject({
      unreachable: false,
      noSessionReason: 'invalid',
      failureMessage: 'token refused',
    });
  });

  it('a failed balance refresh is logged with its reason', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          loadProfile: fromPromise(async (): Promise<CallOutcome<MemberProfile>> => ({
            ok: true,
            data: profile,
          })),
          loadBalance: fromPromise(async (): Promise<CallOutcome<number>> => ({
            ok: false,
            unauthorized: false,
            message: 'balance: HTTP 500',
          })),
        },
      }),
      { input: { entryToken: null, hasSessionCookie: true } },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'balance.refresh' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && error.mock.calls.length > 0);
    expect(error).toHaveBeenCalledWith('balance refresh failed: balance: HTTP 500');
    expect(actor.getSnapshot().context.balance).toBe(50000);
  });

  it('without its actors provided, each call fails saying which actor is missing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const login = createActor(sessionMachine, {
      input: { entryToken: 'demo', hasSessionCookie: false },
    }).start();
    const loginFailed = await waitFor(login, (s) => s.matches('error'));
    expect(loginFailed.context.failureMessage).toBe(
      'Error: sessionMachine: the "login" actor must be provided with .provide()',
    );
    const cookie = createActor(sessionMachine, {
      input: { entryToken: null, hasSessionCookie: true },
    }).start();
    const profileFailed = await waitFor(cookie, (s) => s.matches('error'));
    expect(profileFailed.context.failureMessage).toBe(
      'Error: sessionMachine: the "loadProfile" actor must be provided with .provide()',
    );
    const ready = createActor(
      sessionMachine.provide({
        actors: {
          loadProfile: fromPromise(async (): Promise<CallOutcome<MemberProfile>> => ({
            ok: true,
            data: profile,
          })),
        },
      }),
      { input: { entryToken: null, hasSessionCookie: true } },
    ).start();
    await waitFor(ready, (s) => s.matches('ready'));
    ready.send({ type: 'balance.refresh' });
    await waitFor(ready, () => error.mock.calls.length > 0);
    expect(error).toHaveBeenCalledWith(
      'balance refresh failed: Error: sessionMachine: the "loadBalance" actor must be provided with .provide()',
    );
  });
});
