// @ts-nocheck
import { fromPromise } from 'xstate';
import type { CallOutcome, MemberProfile } from '@machines/memberTypes';
import { sessionMachine } from '@machines/sessionMachine';
import { toCallOutcome } from '@src/shared/api/outcome';
import type { AppServices } from '@src/shared/services';

/** User and balance are both needed; a 401 on either ends the session, any other failure fails the load. */
export function combineProfile(
  user: CallOutcome<MemberProfile['user']>,
  balance: CallOutcome<number>,
): CallOutcome<MemberProfile> {
  if (user.ok && balance.ok) return { ok: true, data: { user: user.data, balance: balance.data } };
  const failures = [user, balance].filter((outcome) => !outcome.ok);
  const unauthorized = failures.find((outcome) => outcome.unauthorized);
  return unauthorized ?? failures[0] ?? { ok: false, unauthorized: false, message: 'profile' };
}

/**
 * Entry tokens may be single use. React's StrictMode restarts actors in development, which would
 * send a second login with the same token while the first is still out; share that one instead.
 */
export function shareInFlight<A, R>(call: (arg: A) => Promise<R>): (arg: A) => Promise<R> {
  const inFlight = new Map<A, Promise<R>>();
  return (arg) => {
    const pending = inFlight.get(arg);
    if (pending !== undefined) return pending;
    const started = call(arg).finally(() => inFlight.delete(arg));
    inFlight.set(arg, started);
    return started;
  };
}

export function provideSessionMachine(services: AppServices) {
  const { memberApi } = services;
  const loginOnce = shareInFlight(async (userToken: string) => {
    const result = await memberApi.login(userToken);
    if (result.ok && result.data !== undefined) services.writeSessionToken(result.data.token);
    return toCallOutcome(result);
  });
  return sessionMachine.provide({
    actors: {
      login: fromPromise(({ input }: { input: { userToken: string } }) =>
        loginOnce(input.userToken),
      ),
      loadProfile: fromPromise(async () => {
        const [user, balance] = await Promise.all([
          memberApi.fetchUser(),
          memberApi.fetchBalance(),
        ]);
        return combineProfile(toCallOutcome(user), toCallOutcome(balance));
      }),
      loadBalance: fromPromise(async () => toCallOutcome(await memberApi.fetchBalance())),
    },
  });
}
