import { useSyncExternalStore } from 'react';
import { createActor, fromPromise } from 'xstate';
import type { Actor, InspectionEvent } from 'xstate';
import type { PopupName } from '@machines/popupMachine';
import { updateMachine, updateStateOf } from '@machines/updateMachine';
import type { UpdateLayout, UpdateStateName } from '@machines/updateMachine';
import { storeLayout, syncDeviceParam } from './layoutMode';
import { connectMissingChunks, REOPEN_POPUP_KEY, updateInspector } from './appUpdateSignal';
import type { MissingChunkHint } from './appUpdateSignal';

// The page's one update actor (machines/updateMachine.ts). It lives outside React: the service
// worker's registration (a lazy chunk, features/app-update) and every lazy component's loader
// (ui/lazyNamed) report to it, and each layout's offer shows it.

export type { UpdateStateName };
export type UpdateActor = Actor<typeof updateMachine>;

export { REOPEN_POPUP_KEY, takeReopenPopup } from './appUpdateSignal';

let activateWaiting: (() => Promise<void> | void) | null = null;
let reload: () => void = () => window.location.reload();
let actor: UpdateActor | null = null;
let checking: Promise<boolean> | null = null;

/** The module script of a page: the build it loads (Vite names it by the content's hash). */
export function entryScriptOf(html: string): string | null {
  const tag = /<script\b[^>]*\btype="module"[^>]*>/.exec(html)?.[0];
  return tag === undefined ? null : (/\bsrc="([^"]+)"/.exec(tag)?.[1] ?? null);
}

/** Whether the server's page now loads another build than this page runs; false when unknown. */
async function anotherBuildDeployed(): Promise<boolean> {
  const own = document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null;
  if (own === null) return false;
  checking ??= fetch('/one-all-sport', { cache: 'no-store', credentials: 'same-origin' })
    .then(async (reply) => {
      if (!reply.ok) return false;
      const served = entryScriptOf(await reply.text());
      return served !== null && served !== own;
    })
    .catch(() => false)
    .finally(() => {
      checking = null;
    });
  return checking;
}

function reloadPage(popup: PopupName | null, layout: UpdateLayout | null): void {
  try {
    if (popup !== null) sessionStorage.setItem(REOPEN_POPUP_KEY, popup);
  } catch {
    // Without sessionStorage the popup is not reopened; the reload still happens.
  }
  if (layout !== null) {
    storeLayout(sessionStorage, layout);
    syncDeviceParam(window.location, window.history, layout);
  }
  reload();
}

function createUpdateActor(inspect?: (event: InspectionEvent) => void): UpdateActor {
  return createActor(
    updateMachine.provide({
      actors: {
        activateWaiting: fromPromise(async () => {
          await activateWaiting?.();
        }),
        checkDeployed: fromPromise(anotherBuildDeployed),
      },
      actions: {
        reloadPage: (_, params) => reloadPage(params.popup, params.layout),
      },
    }),
    { systemId: 'update', inspect },
  );
}

/**
 * Starts the page's update actor (main.tsx loads this chunk right after the boot), shown in the
 * inspector; the missing chunks reported so far and from now on go to it.
 */
export function startAppUpdate(
  inspect: ((event: InspectionEvent) => void) | undefined = updateInspector(),
): UpdateActor {
  if (actor === null) {
    const started = createUpdateActor(inspect).start();
    actor = started;
    connectMissingChunks((hint) => started.send({ type: 'chunk.failed', ...hint }));
  }
  return actor;
}

export function appUpdateActor(): UpdateActor {
  return actor ?? startAppUpdate();
}

/** A new version is installed and waits; `activate` makes it control the page (settles then). */
export function offerUpdate(activate: () => Promise<void> | void): void {
  activateWaiting = activate;
  appUpdateActor().send({ type: 'update.waiting' });
}

/** A new service worker controls this page: the page runs an old build (issue 34 item 5). */
export function updateActivated(): void {
  appUpdateActor().send({ type: 'update.activated' });
}

/** A lazy chunk failed to load (what the signal module's reports come to). */
export function reportMissingChunk(hint: MissingChunkHint = {}): void {
  appUpdateActor().send({ type: 'chunk.failed', ...hint });
}

/**
 * Applies the new version unless `busy` (a bet is being placed or awaits its outcome); true when it
 * is being applied.
 */
export function applyUpdate(busy: boolean): boolean {
  const update = appUpdateActor();
  update.send({ type: busy ? 'bet.busy' : 'bet.idle' });
  update.send({ type: 'update.apply' });
  const state = updateStateOf(update.getSnapshot().value);
  return state === 'applying' || state === 'reloading';
}

export function getUpdateState(): UpdateStateName {
  return updateStateOf(appUpdateActor().getSnapshot().value);
}

export function subscribeUpdate(listener: () => void): () => void {
  const subscription = appUpdateActor().subscribe(listener);
  return () => subscription.unsubscribe();
}

export function useUpdateState(): UpdateStateName {
  return useSyncExternalStore(subscribeUpdate, getUpdateState, getUpdateState);
}

/** Tests start from no offer, with their own reload. */
export function resetUpdateForTests(options: { reload?: () => void } = {}): void {
  actor?.stop();
  actor = null;
  connectMissingChunks(null);
  activateWaiting = null;
  reload = options.reload ?? (() => undefined);
}
