// First of all, before any other request: take the entry token out of the address (index.html's boot
// script has done it already unless it could not keep the token).
import { entryCapture, firstMessages } from './entryFirst';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createInspectionRecorder } from '../features/inspector/inspectionRecorder';
import { wantsStately } from '../features/inspector/inspectorVisibility';
import { isMachinesPage, MachinesRoute } from '../features/machines-page/MachinesRoute';
import { appConfig } from '../shared/config';
import { readSessionToken } from '../shared/cookies';
import { createFilterStore } from '../shared/storage/filterStore';
import { initialLayout } from '../shared/layoutMode';
import { preloadShell } from './shells';
import { startTheme } from '../features/theme/theme';
import '../styles/global.css';
import { App, loadSessionGate } from './App';
import { linkManifest } from '../shared/i18n/LocaleProvider';
import { removeBootShell } from '@src/shared/bootShell';
import { createAppEarlyBanners, createAppServices } from './createServices';
import { scheduleServiceWorker } from '../features/app-update/scheduleServiceWorker';
import {
  inspectUpdatesWith,
  listenForPreloadErrors,
  whenChunkMissing,
} from '../shared/appUpdateSignal';
import { DEFERRED_TURN, afterFirstOddsTurn } from '../shared/firstOdds';
import { engineModeFromSearch, prestartOddsWorker } from '../shared/odds/oddsWorker';

// The session's chunk (XState, the home screen) is asked for now, beside the messages.
loadSessionGate().catch(() => undefined);
const config = appConfig();
// A returning member (a session cookie and no entry token to log in with first): the banner list,
// whose first picture is a phone's largest paint, goes out now, beside the messages. Not on the
// machines page, which shows no banner and makes no member call (as boot.ts's onAppPage).
const earlyBanners = createAppEarlyBanners(config);
if (
  !isMachinesPage(window.location.pathname) &&
  entryCapture.entry.userToken === null &&
  readSessionToken() !== null
) {
  earlyBanners.start();
}

function start(): void {
  const entry = entryCapture.entry;
  // Which build this page runs (`VITE_APP_BUILD` at build time, e.g. the commit): for support, and for
  // the deploy test to see a reload land on the new build.
  const build: unknown = import.meta.env.VITE_APP_BUILD;
  if (typeof build === 'string') document.documentElement.dataset.build = build;
  startTheme();

  // The session token is masked wherever it would show in the visualizer or leave in an export.
  // What the actors do is held from here; the visualizer's store loads when it opens.
  const inspection = createInspectionRecorder({ secrets: () => [readSessionToken()] });
  // A new version, found by the service worker or by a chunk a deploy removed.
  // The update actor is off the first load: it comes with the session's chunk (XState's, asked for
  // at boot; no request of its own) and is started once the first odds are on screen and the page
  // is idle (or earlier, by a new version or a missing chunk); a missing chunk reported before it
  // starts waits for it (shared/appUpdateSignal.ts).
  inspectUpdatesWith((event) => inspection.inspect(event));
  listenForPreloadErrors();
  const appUpdate = loadSessionGate();
  const updateTurn = afterFirstOddsTurn(DEFERRED_TURN.appUpdate);
  void updateTurn.then(() => linkManifest(document));
  void Promise.race([updateTurn, whenChunkMissing()])
    .then(() => appUpdate)
    .then(({ startAppUpdate }) => startAppUpdate());
  if (wantsStately(window.location.search)) {
    // The bridge is a chunk of its own: what the actors do meanwhile is held here and handed to it.
    const held: Parameters<typeof inspection.inspect>[0][] = [];
    const untap = inspection.tap((event) => void held.push(event));
    void import('../features/inspector/statelyBridge').then(({ connectStately }) => {
      untap();
      connectStately(inspection, held);
    }, untap);
  }
  const services = createAppServices(config, window.location, inspection, earlyBanners);
  const filterStore = createFilterStore(localStorage);

  const container = document.getElementById('root');
  if (container === null) throw new Error('index.html has no #root element');

  const root = createRoot(container);
  if (isMachinesPage(window.location.pathname)) {
    removeBootShell();
    root.render(<MachinesRoute />);
  } else {
    // The odds worker starts loading now, beside the board's chunks, when a session is expected
    // (the board will need it); the first lists the boot script asked for are handed to it later.
    if (
      engineModeFromSearch(window.location.search) === 'worker' &&
      (entry.userToken !== null || readSessionToken() !== null)
    )
      prestartOddsWorker();
    const layout = initialLayout(
      entry.deviceLayout,
      sessionStorage,
      navigator.userAgent,
      window.innerWidth,
    );
    preloadShell(layout);
    // The first render may yield (a transition is rendered in slices), so the boot does not block
    // a phone's main thread in one long task (Lighthouse mobile TBT).
    startTransition(() =>
      root.render(
        <StrictMode>
          <App
            entry={entry}
            services={services}
            filterStore={filterStore}
            inspection={inspection}
          />
        </StrictMode>,
      ),
    );
  }
}

// The service worker (installable app, instant return, offline shell): in the build only, registered
// from a lazy chunk after the first odds. The app runs the same without it.
if (import.meta.env.PROD) {
  scheduleServiceWorker(() =>
    import('../features/app-update/registerServiceWorker').then((module) =>
      module.registerServiceWorker(),
    ),
  );
}

// The messages of the member's language are a chunk of their own: fetched first, then the render.
firstMessages.then(start, (failure: unknown) => {
  console.error('interface messages could not be loaded', failure);
  start();
});
