import { Suspense } from 'react';
import { InspectorPanel } from '../features/inspector/InspectorPanel';
import type { InspectionRecorder } from '../features/inspector/inspectionRecorder';
import { LoadingScreen } from '../features/session-screens/SessionScreens';
import type { EntryParams } from '../shared/entry';
import { LocaleProvider } from '../shared/i18n/LocaleProvider';
import type { Locale } from '../shared/i18n/locale';
import { ServicesProvider } from '../shared/services';
import type { AppServices } from '../shared/services';
import { FilterProvider } from '../shared/storage/FilterContext';
import { ErrorBoundary } from '../shared/ui/ErrorBoundary';
import { lazyNamed } from '../shared/ui/lazyNamed';
import type { FilterStore } from '../shared/storage/filterStore';

export const loadSessionGate = () => import('./SessionGate');
const SessionGate = lazyNamed(loadSessionGate, 'SessionGate');

export interface AppProps {
  entry: EntryParams;
  services: AppServices;
  filterStore: FilterStore;
  inspection: InspectionRecorder;
  /** Tests pin the language; the app reads the NEXT_LOCALE cookie. */
  initialLocale?: Locale;
}

export function App({ entry, services, filterStore, inspection, initialLocale }: AppProps) {
  return (
    <LocaleProvider initialLocale={initialLocale}>
      <ServicesProvider services={services}>
        <FilterProvider store={filterStore}>
          <ErrorBoundary area="app" reloadOnRetry>
            <Suspense fallback={<LoadingScreen />}>
              <SessionGate entry={entry} />
            </Suspense>
          </ErrorBoundary>
          <InspectorPanel store={inspection} requestedByAddress={entry.inspect} />
        </FilterProvider>
      </ServicesProvider>
    </LocaleProvider>
  );
}
