// @ts-nocheck
import { assign, fromPromise, setup } from 'xstate';
import type { PopupName } from './popupMachine';

// A new version of the app (a new service worker, or a chunk a deploy removed), as members feel it:
// - `waiting`: the service worker installed a new version and it waits (`update.waiting` brings its
//   `activate`, kept in the context); only the member applies it (Reload), never while a bet is being
//   placed. Applying (`applying`) invokes `activateWaiting` on it, then reloads.
// - `stale`: this page runs a build the server or the worker no longer has: a deploy removed a lazy
//   chunk it needed (a popup, the other layout), or another tab applied the waiting worker. Nothing
//   on screen is taken down; the page reloads when the member asks, or by itself at a safe moment
//   (the tab hidden, or `safeReloadIdle` without a touch or a key), never while a bet is being placed.
//   What could not open (a popup, the other layout) is reopened after the reload. A failed chunk
//   leads here only once `checkDeployed` found another build on the server (`checking`: the one
//   check in flight, never started twice; more failed chunks meanwhile wait for its answer):
//   offline, a chunk fails too, and that is no new version.
// The reload itself is the provided `reloadPage` action (the page keeps the ticket and filters).

export type UpdateLayout = 'desktop' | 'mobile';

/** The quiet time (no pointer, key or wheel) after which a stale page reloads by itself. */
export const SAFE_RELOAD_IDLE_MS = 60_000;

/** Makes the waiting service worker control the page; settles once it does (or gives up). */
export type ActivateWaiting = () => Promise<void> | void;

export interface UpdateContext {
  /** A bet is being placed, or its confirm went unanswered: a reload now would lose track of it. */
  busy: boolean;
  /** The popup that could not open for want of the new build: opened again after the reload. */
  reopenPopup: PopupName | null;
  /** The layout the member switched to that could not load: the reload opens it. */
  reopenLayout: UpdateLayout | null;
  /** The waiting worker's activation (`update.waiting`); null while none waits. */
  activate: ActivateWaiting | null;
}

export type UpdateEvent =
  /** The service worker installed a new version; it waits, and `activate` makes it take over. */
  | { type: 'update.waiting'; activate: ActivateWaiting }
  /** A new service worker controls this page (this tab or another one applied it). */
  | { type: 'update.activated' }
  /** A lazy chunk failed to load (what it was for, when known): is another build deployed? */
  | { type: 'chunk.failed'; popup?: PopupName | null; layout?: UpdateLayout | null }
  /** The member pressed Reload. */
  | { type: 'update.apply' }
  | { type: 'bet.busy' }
  | { type: 'bet.idle' }
  /** The tab was hidden (another app, another tab, the screen off): the safest moment of all. */
  | { type: 'page.hidden' }
  /** A pointer, key or wheel: the member is using the page. */
  | { type: 'member.active' };

export type UpdateStateName = 'none' | 'checking' | 'waiting' | 'applying' | 'stale' | 'reloading';

export const updateMachine = setup({
  types: {
    context: {} as UpdateContext,
    events: {} as UpdateEvent,
  },
  actors: {
    /** The waiting worker's own activation (the registration's: skip waiting, settle once it controls). */
    activateWaiting: fromPromise<void, { activate: ActivateWaiting | null }>(async ({ input }) => {
      if (input.activate !== null) await input.activate();
    }),
    /** Provided by the page: whether the server's page now loads another build than this one. */
    checkDeployed: fromPromise<boolean>(async () => false),
  },
  actions: {
    /** Provided by the page: keeps what to reopen, then reloads. */
    reloadPage: (_, _params: { popup: PopupName | null; layout: UpdateLayout | null }) => undefined,
    assignBusy: assign({ busy: true }),
    assignIdle: assign({ busy: false }),
    assignActivate: assign((_, params: { activate: ActivateWaiting }) => ({
      activate: params.activate,
    })),
    forgetReopen: assign({ reopenPopup: null, reopenLayout: null }),
    assignReopen: assign(
      ({ context }, params: { popup?: PopupName | null; layout?: UpdateLayout | null }) => ({
        reopenPopup: params.popup ?? context.reopenPopup,
        reopenLayout: params.layout ?? context.reopenLayout,
      }),
    ),
  },
  guards: {
    isIdle: ({ context }) => !context.busy,
    isDeployed: (_, params: { deployed: boolean }) => params.deployed,
  },
  delays: {
    safeReloadIdle: SAFE_RELOAD_IDLE_MS,
  },
}).createMachine({
  id: 'update',
  context: { busy: false, reopenPopup: null, reopenLayout: null, activate: null },
  initial: 'none',
  on: {
    'bet.busy': { actions: 'assignBusy' },
    'bet.idle': { actions: 'assignIdle' },
  },
  states: {
    none: {
      on: {
        'update.waiting': {
          target: 'waiting',
          actions: { type: 'assignActivate', params: ({ event }) => event },
        },
        'update.activated': 'stale',
        'chunk.failed': {
          target: 'checking',
          actions: { type: 'assignReopen', params: ({ event }) => event },
        },
      },
    },
    // A chunk that failed for want of a link (offline, a reset) is no new version: the page asks.
    checking: {
      invoke: {
        src: 'checkDeployed',
        onDone: [
          {
            guard: { type: 'isDeployed', params: ({ event }) => ({ deployed: event.output }) },
            target: 'stale',
          },
          { target: 'none', actions: 'forgetReopen' },
        ],
        onError: { target: 'none', actions: 'forgetReopen' },
      },
      on: {
        'update.waiting': {
          target: 'waiting',
          actions: { type: 'assignActivate', params: ({ event }) => event },
        },
        'update.activated': 'stale',
        'chunk.failed': { actions: { type: 'assignReopen', params: ({ event }) => event } },
      },
    },
    waiting: {
      on: {
        // A newer worker installed meanwhile: its activation is the one to run.
        'update.waiting': { actions: { type: 'assignActivate', params: ({ event }) => event } },
        'update.apply': { guard: 'isIdle', target: 'applying' },
        'update.activated': 'stale',
        'chunk.failed': { actions: { type: 'assignReopen', params: ({ event }) => event } },
      },
    },
    applying: {
      invoke: {
        src: 'activateWaiting',
        input: ({ context }) => ({ activate: context.activate }),
        onDone: 'reloading',
        // The reload happens anyway: a worker still waiting is offered again after it.
        onError: 'reloading',
      },
      on: { 'update.activated': 'reloading' },
    },
    stale: {
      after: { safeReloadIdle: { guard: 'isIdle', target: 'reloading' } },
      on: {
        'update.apply': { guard: 'isIdle', target: 'reloading' },
        'page.hidden': { guard: 'isIdle', target: 'reloading' },
        // Any use of the page, or a bet's answer, starts the quiet time again.
        'member.active': { target: 'stale', reenter: true },
        'bet.idle': { target: 'stale', reenter: true, actions: 'assignIdle' },
        'chunk.failed': { actions: { type: 'assignReopen', params: ({ event }) => event } },
      },
    },
    reloading: {
      entry: {
        type: 'reloadPage',
        params: ({ context }) => ({ popup: context.reopenPopup, layout: context.reopenLayout }),
      },
    },
  },
});

/** What the offer shows for a snapshot's state. */
export function updateStateOf(value: unknown): UpdateStateName {
  return value === 'checking' ||
    value === 'waiting' ||
    value === 'applying' ||
    value === 'stale' ||
    value === 'reloading'
    ? value
    : 'none';
}
