// @ts-nocheck
import { useEffect, useRef } from 'react';
import { useSpawnedActor } from '../shared/appSystem';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { provideSessionMachine } from '../features/session/sessionActors';
import {
  ErrorScreen,
  LoadingScreen,
  NoSessionScreen,
  OfflineScreen,
} from '../features/session-screens/SessionScreens';
import { onReconnect, useOnline } from '../shared/network';
import { forgetEntryToken, sessionStorageOrNull } from '../shared/entry';
import type { EntryParams } from '../shared/entry';
import { useServices } from '../shared/services';
import type { AppServices } from '../shared/services';
import { endPrestartedOddsWorker } from '../shared/odds/oddsWorker';
import { endMemberSession } from '../shared/ticket/pendingConfirm';
import { useTransitionSelector } from '../shared/useTransitionSelector';
import { HomeScreen } from './HomeScreen';

// The app's update actor runs on XState, as this chunk does: the entry starts it from here, so it
// is not a request of its own on a phone's six-at-a-time link (main.tsx).
export { startAppUpdate } from '../shared/appUpdate';

// The session's machine and everything behind it (XState, the home screen) are a chunk of their own,
// asked for at boot beside the messages (main.tsx): the first load carries React and the boot only.

/** How long after the link returns a failed start is tried once more. */
const RECONNECT_SETTLE_MS = 3000;

type SessionSnapshot = SnapshotFrom<ReturnType<typeof provideSessionMachine>>;

// Read in transitions (useTransitionSelector): the session becoming ready mounts the whole home page,
// which React now draws in slices instead of in the task that brought the session.
function viewOf(snapshot: SessionSnapshot) {
  if (snapshot.matches('ready')) return 'ready';
  if (snapshot.matches('noSession')) return 'noSession';
  if (snapshot.matches('error')) return 'error';
  // A start with no reply at all looks like the offline start, also while it is tried again.
  if (snapshot.matches('unreachable') || snapshot.context.unreachable) return 'unreachable';
  return 'loading';
}
const startFailed = (snapshot: SessionSnapshot) => {
  const view = viewOf(snapshot);
  return view === 'error' || view === 'unreachable';
};
const entryTokenUsed = (snapshot: SessionSnapshot) => snapshot.context.entryToken === null;
const noSessionReason = (snapshot: SessionSnapshot) => snapshot.context.noSessionReason;
const failureMessage = (snapshot: SessionSnapshot) => snapshot.context.failureMessage;
const memberOf = (snapshot: SessionSnapshot) => snapshot.context.user?.username ?? '';

/**
 * The session's logic, one per services: a render React throws away and the render that commits
 * share it, so the session actor the first spawned is kept, not started twice (a second login).
 */
const sessionLogics = new WeakMap<AppServices, ReturnType<typeof provideSessionMachine>>();
function sessionLogicFor(services: AppServices): ReturnType<typeof provideSessionMachine> {
  let logic = sessionLogics.get(services);
  if (logic === undefined) {
    logic = provideSessionMachine(services);
    sessionLogics.set(services, logic);
  }
  return logic;
}

export function SessionGate({ entry }: { entry: EntryParams }) {
  const services = useServices();
  const machine = sessionLogicFor(services);
  const session = useSpawnedActor('session', machine, {
    input: { entryToken: entry.userToken, hasSessionCookie: services.readSessionToken() !== null },
    inspect: services.inspect,
  });
  useEffect(
    () => services.onSessionLost((message) => session.send({ type: 'session.expired', message })),
    [services, session],
  );
  const view = useTransitionSelector(session, viewOf);
  // The machine drops the entry token once the login has succeeded: so does sessionStorage, which
  // kept it so that a reload after a failed login retries it.
  const tokenUsed = useTransitionSelector(session, entryTokenUsed);
  useEffect(() => {
    if (tokenUsed && entry.userToken !== null) forgetEntryToken(sessionStorageOrNull());
  }, [tokenUsed, entry.userToken]);
  // A start that failed for want of a link is tried again when the link comes back; one
  // that fails in the moment the link returns (the network settles a little after the 'online'
  // event, and a service worker may still be cut off) is tried once more, a moment later.
  // Read at once, not in a transition: from the failure on, the link's return is listened for, and a
  // reconnect in the moment before the error screen is drawn must not be missed.
  const failed = useSelector(session, startFailed);
  const reconnectedAt = useRef(Number.NEGATIVE_INFINITY);
  useEffect(
    () =>
      onReconnect(() => {
        reconnectedAt.current = Date.now();
      }),
    [],
  );
  useEffect(() => {
    if (!failed) return undefined;
    const stop = onReconnect(() => session.send({ type: 'session.retry' }));
    const justBack = Date.now() - reconnectedAt.current < RECONNECT_SETTLE_MS;
    const again = justBack
      ? setTimeout(() => session.send({ type: 'session.retry' }), RECONNECT_SETTLE_MS)
      : undefined;
    return () => {
      stop();
      clearTimeout(again);
    };
  }, [failed, session]);
  const online = useOnline();
  const reason = useTransitionSelector(session, noSessionReason);
  // The session ended (a 401 mid-visit, or the member signed out at the operator's site): what of
  // theirs can no longer be asked goes now, before another member signs in on this browser.
  const member = useSelector(session, memberOf);
  useEffect(() => {
    if (view === 'noSession' && reason === 'expired') endMemberSession(localStorage, member);
  }, [view, reason, member]);
  const failure = useTransitionSelector(session, failureMessage);
  // No session: the odds worker the boot started for the board is ended, not left idle. A start
  // that failed (a server error, no link) keeps it: its retry shows the board, which takes it.
  useEffect(() => {
    if (view === 'noSession') endPrestartedOddsWorker();
  }, [view]);

  switch (view) {
    case 'ready':
      return <HomeScreen session={session} deviceLayout={entry.deviceLayout} />;
    case 'noSession':
      return <NoSessionScreen reason={reason ?? 'missing'} detail={failure} />;
    case 'unreachable':
      return online ? <OfflineScreen unreachable /> : <OfflineScreen />;
    case 'error':
      if (!online) return <OfflineScreen />;
      return (
        <ErrorScreen detail={failure} onRetry={() => session.send({ type: 'session.retry' })} />
      );
    default:
      return <LoadingScreen />;
  }
}
