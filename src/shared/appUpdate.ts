import { useSyncExternalStore } from 'react';
import { fromPromise } from 'xstate';
import type { ActorRefFrom, InspectionEvent } from 'xstate';
import { spawnIntoSystem, stopInSystem, systemActor } from './appSystem';
import type { PopupName } from '@machines/popupMachine';
import { updateMachine, updateStateOf } from '@machines/updateMachine';
import type { ActivateWaiting, UpdateLayout, UpdateStateName } from '@machines/updateMachine';
import { storeLayout, syncDeviceParam } from './layoutMode';
import { connectMissingChunks, REOPEN_POPUP_KEY, updateInspector } from './appUpdateSignal';
import type { MissingChunkHint } from './appUpdateSignal';

// The page's one update actor (machines/updateMachine.ts). It lives outside React: the service
// worker's registration (a lazy chunk, features/app-update) and every lazy component's loader
// (ui/lazyNamed) report to it, and each layout's offer shows it. The flow's state (a worker waiting
// and its activation, the deploy check in flight) is the machine's, shown in the inspector; this
// module keeps the one actor and the page's side of it (the check's fetch, the reload).

export type { UpdateStateName };
export type UpdateActor = ActorRefFrom<typeof updateMachine>;

export { REOPEN_POPUP_KEY, takeReopenPopup } from './appUpdateSignal';

let actor: UpdateActor | null = null;
/** Told when the actor starts (a view that subscribed before it existed). */
const onStart = new Set<() => void>();

/**
 * The module script of a page: the build it loads (Vite names it by the content's hash). The built
 * page names it on the boot meta, for the boot script to add (src/app/bootPreload.ts); the dev
 * server's page has the script itself.
 */
export function entryScriptOf(html: string): string | null {
  const meta = /<meta\b[^>]*\bname="boot-modules"[^>]*>/.exec(html)?.[0];
  const named = meta === undefined ? undefined : /\bdata-entry="([^"]+)"/.exec(meta)?.[1];
  if (named !== undefined) return named;
  const tag = /<script\b[^>]*\btype="module"[^>]*>/.exec(html)?.[0];
  return tag === undefined ? null : (/\bsrc="([^"]+)"/.exec(tag)?.[1] ?? null);
}

/**
 * Whether the server's page now loads another build than this page runs; false when unknown. The
 * machine's `checking` state invokes it, once however many chunks fail meanwhile.
 */
async function anotherBuildDeployed(): Promise<boolean> {
  const own = document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null;
  if (own === null) return false;
  try {
    const reply = await fetch('/one-all-sport', { cache: 'no-store', credentials: 'same-origin' });
    if (!reply.ok) return false;
    const served = entryScriptOf(await reply.text());
    return served !== null && served !== own;
  } catch {
    return false;
  }
}

function reloadPage(
  popup: PopupName | null,
  layout: UpdateLayout | null,
  reload: () => void,
): void {
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

export interface UpdateActorOptions {
  /** The inspector it reports to (default: the one main.tsx set up at boot). */
  inspect?: ((event: InspectionEvent) => void) | undefined;
  /** How the page reloads (default: window.location.reload; tests give their own). */
  reload?: () => void;
}

function createUpdateActor({
  inspect = updateInspector(),
  reload = () => window.location.reload(),
}: UpdateActorOptions): UpdateActor {
  // One of the page's actor system (its chunk spawns it there once loaded).
  return spawnIntoSystem(
    'update',
    updateMachine.provide({
      actors: { checkDeployed: fromPromise(anotherBuildDeployed) },
      actions: {
        reloadPage: (_, params) => reloadPage(params.popup, params.layout, reload),
      },
    }),
    { inspect },
  );
}

/**
 * Starts the page's update actor, shown in the inspector; the missing chunks reported so far and
 * from now on go to it. main.tsx loads this chunk at boot and starts the actor once the first odds
 * are on screen and the page is idle (its machine made and started in the boot was one of a phone's
 * long tasks); a new version or a missing chunk found earlier starts it at once.
 */
export function startAppUpdate(options: UpdateActorOptions = {}): UpdateActor {
  if (actor === null) {
    const started = createUpdateActor(options);
    actor = started;
    // From now on the place-bet machine tells it; until now, it is asked.
    if (placeBetBusy()) started.send({ type: 'bet.busy' });
    connectMissingChunks((hint) => started.send({ type: 'chunk.failed', ...hint }));
    const waiting = [...onStart];
    onStart.clear();
    for (const listener of waiting) listener();
  }
  return actor;
}

/**
 * Whether the page's place-bet actor has a bet in flight, or one whose answer is unknown with its key
 * kept for the retry (read from the system: the place-bet machine tells the update actor afterwards).
 */
function placeBetBusy(): boolean {
  const snapshot = systemActor('placeBet')?.getSnapshot() as
    { matches(state: string): boolean; context: { keyPending?: unknown } } | undefined;
  if (snapshot === undefined) return false;
  return (
    snapshot.matches('placing') ||
    (snapshot.matches('unreachable') && snapshot.context.keyPending === true)
  );
}

export function appUpdateActor(): UpdateActor {
  return actor ?? startAppUpdate();
}

/** A new version is installed and waits; `activate` makes it control the page (settles then). */
export function offerUpdate(activate: ActivateWaiting): void {
  appUpdateActor().send({ type: 'update.waiting', activate });
}

/** A new service worker controls this page: the page runs an old build. */
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

/** The update's state; 'none' until the actor starts (reading it does not start it). */
export function getUpdateState(): UpdateStateName {
  return actor === null ? 'none' : updateStateOf(actor.getSnapshot().value);
}

/** Changes of the update's state, from the actor's start on (subscribing does not start it). */
export function subscribeUpdate(listener: () => void): () => void {
  let subscription = actor?.subscribe(listener);
  const started = () => {
    subscription = actor?.subscribe(listener);
    listener();
  };
  if (subscription === undefined) onStart.add(started);
  return () => {
    onStart.delete(started);
    subscription?.unsubscribe();
  };
}

export function useUpdateState(): UpdateStateName {
  return useSyncExternalStore(subscribeUpdate, getUpdateState, getUpdateState);
}

/** Tests start from no offer, on a fresh actor with their own reload (by default none). */
export function resetUpdateForTests(options: { reload?: () => void } = {}): UpdateActor {
  stopUpdateForTests();
  return startAppUpdate({ reload: options.reload ?? (() => undefined) });
}

/** Tests of the page before its actor starts: none, and nothing told. */
export function stopUpdateForTests(): void {
  if (actor !== null && systemActor('update') === actor) stopInSystem('update');
  actor = null;
  connectMissingChunks(null);
}
