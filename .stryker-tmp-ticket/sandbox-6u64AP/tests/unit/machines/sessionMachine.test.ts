// @ts-nocheck
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CallOutcome, MemberProfile } from '@machines/memberTypes';
import { sessionMachine } from '@machines/sessionMachine';
import type { SessionInput } from '@machines/sessionMachine';

const profile: MemberProfile = {
  user: { id: 7, username: 'demo01', currency: 'THB', firstLogin: true },
  balance: 50000,
};

const ok = <T>(data: T): CallOutcome<T> => ({ ok: true, data });
const unauthorized = (message: string): CallOutcome<never> => ({
  ok: false,
  unauthorized: true,
  message,
});
const failed = (message: string): CallOutcome<never> => ({
  ok: false,
  unauthorized: false,
  message,
});

interface Fakes {
  login?: (token: string) => Promise<CallOutcome<{ token: string }>>;
  loadProfile?: () => Promise<CallOutcome<MemberProfile>>;
  loadBalance?: () => Promise<CallOutcome<number>>;
}

function startSession(input: SessionInput, fakes: Fakes = {}) {
  const login = vi.fn(fakes.login ?? (async () => ok({ token: 'session-1' })));
  const loadProfile = vi.fn(fakes.loadProfile ?? (async () => ok(profile)));
  const loadBalance = vi.fn(fakes.loadBalance ?? (async () => ok(49500)));
  const machine = sessionMachine.provide({
    actors: {
      login: fromPromise(({ input: args }: { input: { userToken: string } }) =>
        login(args.userToken),
      ),
      loadProfile: fromPromise(() => loadProfile()),
      loadBalance: fromPromise(() => loadBalance()),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, login, loadProfile, loadBalance };
}

describe('sessionMachine', () => {
  it('entry token: logs in with it, then loads the profile and is ready', async () => {
    const { actor, login, loadProfile } = startSession({
      entryToken: 'demo',
      hasSessionCookie: false,
    });
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(login).toHaveBeenCalledWith('demo');
    expect(loadProfile).toHaveBeenCalledTimes(1);
    expect(ready.context).toMatchObject({ user: profile.user, balance: 50000, entryToken: null });
  });

  it('a refused entry token (401) ends on the no-session screen with the reason', async () => {
    const { actor, loadProfile } = startSession(
      { entryToken: 'nope', hasSessionCookie: false },
      { login: async () => unauthorized('invalid token') },
    );
    const snapshot = await waitFor(actor, (s) => s.matches('noSession'));
    expect(snapshot.context).toMatchObject({
      noSessionReason: 'invalid',
      failureMessage: 'invalid token',
    });
    expect(loadProfile).not.toHaveBeenCalled();
  });

  it('no entry token but a session cookie: loads the profile without logging in', async () => {
    const { actor, login, loadProfile } = startSession({
      entryToken: null,
      hasSessionCookie: true,
    });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(login).not.toHaveBeenCalled();
    expect(loadProfile).toHaveBeenCalledTimes(1);
  });

  it('an empty entry token counts as none', async () => {
    const { actor, login } = startSession({ entryToken: '', hasSessionCookie: true });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(login).not.toHaveBeenCalled();
  });

  it('no entry token and no cookie: no-session at once, with no call at all', () => {
    const { actor, login, loadProfile, loadBalance } = startSession({
      entryToken: null,
      hasSessionCookie: false,
    });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('noSession')).toBe(true);
    expect(snapshot.context.noSessionReason).toBe('missing');
    expect(login).not.toHaveBeenCalled();
    expect(loadProfile).not.toHaveBeenCalled();
    expect(loadBalance).not.toHaveBeenCalled();
  });

  it('an expired cookie (profile 401) ends on the no-session screen as expired', async () => {
    const { actor } = startSession(
      { entryToken: null, hasSessionCookie: true },
      { loadProfile: async () => unauthorized('session expired') },
    );
    const snapshot = await waitFor(actor, (s) => s.matches('noSession'));
    expect(snapshot.context).toMatchObject({
      noSessionReason: 'expired',
      failureMessage: 'session expired',
    });
  });

  it('a network failure at login shows the error, and retry logs in again', async () => {
    let attempts = 0;
    const { actor, login } = startSession(
      { entryToken: 'demo', hasSessionCookie: false },
      {
        login: async () => {
          attempts += 1;
          return attempts === 1
            ? failed('login: An unexpected error occurred: Failed to fetch')
            : ok({ token: 's' });
        },
      },
    );
    const error = await waitFor(actor, (s) => s.matches('error'));
    expect(error.context.failureMessage).toBe(
      'login: An unexpected error occurred: Failed to fetch',
    );
    actor.send({ type: 'session.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(login).toHaveBeenCalledTimes(2);
  });

  it('a failure loading the profile after login retries the profile, not the spent token', async () => {
    let attempts = 0;
    const { actor, login, loadProfile } = startSession(
      { entryToken: 'demo', hasSessionCookie: false },
      {
        loadProfile: async () => {
          attempts += 1;
          return attempts === 1
            ? failed('user: An unexpected error occurred: offline')
            : ok(profile);
        },
      },
    );
    await waitFor(actor, (s) => s.matches('error'));
    actor.send({ type: 'session.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(login).toHaveBeenCalledTimes(1);
    expect(loadProfile).toHaveBeenCalledTimes(2);
  });

  it('a thrown actor error also lands on the error screen', async () => {
    const { actor } = startSession(
      { entryToken: null, hasSessionCookie: true },
      { loadProfile: async () => Promise.reject(new Error('boom')) },
    );
    const snapshot = await waitFor(actor, (s) => s.matches('error'));
    expect(snapshot.context.failureMessage).toContain('boom');
  });

  it('refreshes the balance on request', async () => {
    const { actor, loadBalance } = startSession({ entryToken: null, hasSessionCookie: true });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'balance.refresh' });
    expect(actor.getSnapshot().matches({ ready: 'refreshingBalance' })).toBe(true);
    const idle = await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(idle.context.balance).toBe(49500);
    expect(loadBalance).toHaveBeenCalledTimes(1);
  });

  it('keeps the shown balance when a refresh fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { actor } = startSession(
      { entryToken: null, hasSessionCookie: true },
      { loadBalance: async () => failed('balance: An unexpected error occurred: offline') },
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'balance.refresh' });
    const idle = await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(idle.context.balance).toBe(50000);
    consoleError.mockRestore();
  });

  it('a 401 on a balance refresh ends the session as expired', async () => {
    const { actor } = startSession(
      { entryToken: null, hasSessionCookie: true },
      { loadBalance: async () => unauthorized('session expired') },
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'balance.refresh' });
    const snapshot = await waitFor(actor, (s) => s.matches('noSession'));
    expect(snapshot.context.noSessionReason).toBe('expired');
  });

  it('any call reporting a 401 while ready ends the session (session.expired)', async () => {
    const { actor } = startSession({ entryToken: null, hasSessionCookie: true });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'session.expired', message: 'token expired' });
    expect(actor.getSnapshot().matches('noSession')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      noSessionReason: 'expired',
      failureMessage: 'token expired',
    });
  });

  it('takes a balance pushed by another part of the app (after a bet)', async () => {
    const { actor } = startSession({ entryToken: null, hasSessionCookie: true });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'balance.update', balance: 48000 });
    expect(actor.getSnapshot().context.balance).toBe(48000);
  });

  it('a start with no reply at all waits on the offline screen and is tried again by itself', async () => {
    let calls = 0;
    const loadProfile = vi.fn(async (): Promise<CallOutcome<MemberProfile>> => {
      calls += 1;
      return calls < 3
        ? { ok: false, unauthorized: false, message: 'user: Failed to fetch', unreachable: true }
        : ok(profile);
    });
    const machine = sessionMachine.provide({
      actors: {
        login: fromPromise(async () => ok({ token: 't' })),
        loadProfile: fromPromise(() => loadProfile()),
        loadBalance: fromPromise(async () => ok(1)),
      },
      delays: { reconnectDelay: 5 },
    });
    const actor = createActor(machine, {
      input: { entryToken: null, hasSessionCookie: true },
    }).start();
    const waiting = await waitFor(actor, (s) => s.matches('unreachable'));
    expect(waiting.context.unreachable).toBe(true);
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(loadProfile).toHaveBeenCalledTimes(3);
    expect(ready.context.unreachable).toBe(false);
  });

  it('a server fault is still the failure screen, with no retry by itself', async () => {
    const { actor, loadProfile } = startSession(
      { entryToken: null, hasSessionCookie: true },
      { loadProfile: async () => failed('user: HTTP 500') },
    );
    const error = await waitFor(actor, (s) => s.matches('error'));
    expect(error.context.unreachable).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadProfile).toHaveBeenCalledTimes(1);
  });
});
