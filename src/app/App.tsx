import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { InspectorPanel } from '../features/inspector/InspectorPanel';
import type { InspectionStore } from '../features/inspector/inspectionStore';
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
import { LocaleProvider } from '../shared/i18n/LocaleProvider';
import type { Locale } from '../shared/i18n/locale';
import { ServicesProvider, useServices } from '../shared/services';
import type { AppServices } from '../shared/services';
import { FilterProvider } from '../shared/storage/FilterContext';
import { ErrorBoundary } from '../shared/ui/ErrorBoundary';
import type { FilterStore } from '../shared/storage/filterStore';
import { HomeScreen } from './HomeScreen';

function SessionGate({ entry }: { entry: EntryParams }) {
  const services = useServices();
  const machine = useMemo(() => provideSessionMachine(services), [services]);
  const session = useActorRef(machine, {
    input: { entryToken: entry.userToken, hasSessionCookie: services.readSessionToken() !== null },
    inspect: services.inspect,
    systemId: 'session',
  });
  useEffect(
    () => services.onSessionLost((message) => session.send({ type: 'session.expired', message })),
    [services, session],
  );
  const view = useSelector(session, (snapshot) => {
    if (snapshot.matches('ready')) return 'ready';
    if (snapshot.matches('noSession')) return 'noSession';
    if (snapshot.matches('error')) return 'error';
    return 'loading';
  });
  // The machine drops the entry token once the login has succeeded: so does sessionStorage, which
  // kept it so that a reload after a failed login retries it.
  const tokenUsed = useSelector(session, (snapshot) => snapshot.context.entryToken === null);
  useEffect(() => {
    if (tokenUsed && entry.userToken !== null) forgetEntryToken(sessionStorageOrNull());
  }, [tokenUsed, entry.userToken]);
  // A start that failed for want of a link is tried again when the link comes back (issue 20).
  const failed = view === 'error';
  useEffect(
    () => (failed ? onReconnect(() => session.send({ type: 'session.retry' })) : undefined),
    [failed, session],
  );
  const online = useOnline();
  const reason = useSelector(session, (snapshot) => snapshot.context.noSessionReason);
  const failure = useSelector(session, (snapshot) => snapshot.context.failureMessage);

  switch (view) {
    case 'ready':
      return <HomeScreen session={session} deviceLayout={entry.deviceLayout} />;
    case 'noSession':
      return <NoSessionScreen reason={reason ?? 'missing'} detail={failure} />;
    case 'error':
      if (!online) return <OfflineScreen />;
      return (
        <ErrorScreen detail={failure} onRetry={() => session.send({ type: 'session.retry' })} />
      );
    default:
      return <LoadingScreen />;
  }
}

export interface AppProps {
  entry: EntryParams;
  services: AppServices;
  filterStore: FilterStore;
  inspection: InspectionStore;
  /** Tests pin the language; the app reads the NEXT_LOCALE cookie. */
  initialLocale?: Locale;
}

export function App({ entry, services, filterStore, inspection, initialLocale }: AppProps) {
  return (
    <LocaleProvider initialLocale={initialLocale}>
      <ServicesProvider services={services}>
        <FilterProvider store={filterStore}>
          <ErrorBoundary area="app" reloadOnRetry>
            <SessionGate entry={entry} />
          </ErrorBoundary>
          <InspectorPanel store={inspection} requestedByAddress={entry.inspect} />
        </FilterProvider>
      </ServicesProvider>
    </LocaleProvider>
  );
}
