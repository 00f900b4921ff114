// @ts-nocheck
import { lazy, StrictMode, Suspense } from 'react';
import { APP_PATH } from '@src/shared/entry';
import { LocaleProvider } from '@src/shared/i18n/LocaleProvider';

// The machines page is its own lazy chunk (with the visualizer); the app's first load never holds it.
const MachinesPage = lazy(() => import('./MachinesPage'));

export const MACHINES_PATH = `${APP_PATH}/machines`;

export function isMachinesPage(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === MACHINES_PATH;
}

export function MachinesRoute() {
  return (
    <StrictMode>
      <LocaleProvider>
        <Suspense fallback={null}>
          <MachinesPage />
        </Suspense>
      </LocaleProvider>
    </StrictMode>
  );
}
