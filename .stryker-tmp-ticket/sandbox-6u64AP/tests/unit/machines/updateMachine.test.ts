// @ts-nocheck
import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { SAFE_RELOAD_IDLE_MS, updateMachine } from '@machines/updateMachine';
import type { UpdateLayout } from '@machines/updateMachine';
import type { PopupName } from '@machines/popupMachine';

// A new version as the member feels it: offered by the service worker,
// or found when a deploy removed a chunk the page needed; reloaded when asked or at a safe moment,
// never while a bet is being placed, reopening what could not open.

interface Reload {
  popup: PopupName | null;
  layout: UpdateLayout | null;
}

function start(options: { deployed?: boolean; activate?: () => Promise<void> } = {}) {
  const clock = new SimulatedClock();
  const reloads: Reload[] = [];
  let activations = 0;
  let checks = 0;
  const actor = createActor(
    updateMachine.provide({
      actors: {
        checkDeployed: fromPromise(async () => {
          checks += 1;
          return options.deployed ?? true;
        }),
      },
      actions: { reloadPage: (_, params) => reloads.push(params) },
    }),
    { clock },
  ).start();
  /** What the service worker's registration sends: a worker waits, this activates it. */
  const waiting = {
    type: 'update.waiting',
    activate: async () => {
      activations += 1;
      await options.activate?.();
    },
  } as const;
  return { actor, clock, reloads, waiting, activations: () => activations, checks: () => checks };
}

describe('updateMachine', () => {
  it('a missing chunk with a new build on the server: offered, reloaded when asked, the popup reopened', async () => {
    const { actor, reloads } = start();
    actor.send({ type: 'chunk.failed', popup: 'statement' });
    expect(actor.getSnapshot().value).toBe('checking');
    await waitFor(actor, (snapshot) => snapshot.matches('stale'));
    actor.send({ type: 'update.apply' });
    expect(reloads).toEqual([{ popup: 'statement', layout: null }]);
  });

  it('a chunk that failed with the same build on the server (offline) offers nothing', async () => {
    const { actor, reloads } = start({ deployed: false });
    actor.send({ type: 'chunk.failed', layout: 'mobile' });
    await waitFor(actor, (snapshot) => snapshot.matches('none'));
    expect(actor.getSnapshot().context.reopenLayout).toBeNull();
    expect(reloads).toEqual([]);
  });

  it('never reloads while a bet is being placed; reloads at a safe moment after', async () => {
    const { actor, clock, reloads } = start();
    actor.send({ type: 'chunk.failed', layout: 'mobile' });
    await waitFor(actor, (snapshot) => snapshot.matches('stale'));
    actor.send({ type: 'bet.busy' });
    actor.send({ type: 'update.apply' });
    actor.send({ type: 'page.hidden' });
    clock.increment(SAFE_RELOAD_IDLE_MS * 2);
    expect(reloads).toEqual([]);
    actor.send({ type: 'bet.idle' });
    clock.increment(SAFE_RELOAD_IDLE_MS - 1);
    expect(reloads).toEqual([]);
    clock.increment(1);
    expect(reloads).toEqual([{ popup: null, layout: 'mobile' }]);
  });

  it('the member using the page puts the reload off; the tab hidden reloads at once', async () => {
    const { actor, clock, reloads } = start();
    actor.send({ type: 'chunk.failed' });
    await waitFor(actor, (snapshot) => snapshot.matches('stale'));
    clock.increment(SAFE_RELOAD_IDLE_MS - 1_000);
    actor.send({ type: 'member.active' });
    clock.increment(SAFE_RELOAD_IDLE_MS - 1_000);
    expect(reloads).toEqual([]);
    actor.send({ type: 'page.hidden' });
    expect(reloads).toHaveLength(1);
  });

  it('a waiting worker is applied only by the member, and not while a bet is being placed', async () => {
    const { actor, clock, reloads, waiting, activations } = start();
    actor.send(waiting);
    clock.increment(SAFE_RELOAD_IDLE_MS * 2);
    actor.send({ type: 'page.hidden' });
    actor.send({ type: 'bet.busy' });
    actor.send({ type: 'update.apply' });
    expect(actor.getSnapshot().value).toBe('waiting');
    actor.send({ type: 'bet.idle' });
    actor.send({ type: 'update.apply' });
    expect(activations()).toBe(1);
    await waitFor(actor, (snapshot) => snapshot.matches('reloading'));
    expect(reloads).toHaveLength(1);
  });

  it('another tab applied the update: this tab is stale and its Reload reloads at once', () => {
    const { actor, reloads, waiting, activations } = start();
    actor.send(waiting);
    actor.send({ type: 'update.activated' });
    expect(actor.getSnapshot().value).toBe('stale');
    actor.send({ type: 'update.apply' });
    expect(activations()).toBe(0);
    expect(reloads).toHaveLength(1);
  });

  it('a worker that never takes control: the page reloads anyway', async () => {
    const { actor, reloads, waiting } = start({
      activate: () => Promise.reject(new Error('gone')),
    });
    actor.send(waiting);
    actor.send({ type: 'update.apply' });
    await waitFor(actor, (snapshot) => snapshot.matches('reloading'));
    expect(reloads).toHaveLength(1);
  });

  it('a worker waits: the offer keeps its activation and runs it once on Reload, the newest one', async () => {
    const { actor, reloads } = start();
    const first = vi.fn(async () => undefined);
    const newer = vi.fn(async () => undefined);
    expect(actor.getSnapshot().context.activate).toBeNull();
    actor.send({ type: 'update.waiting', activate: first });
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context.activate).toBe(first);
    // Another version installed while the offer shows: Reload activates that one.
    actor.send({ type: 'update.waiting', activate: newer });
    expect(actor.getSnapshot().value).toBe('waiting');
    actor.send({ type: 'update.apply' });
    expect(actor.getSnapshot().value).toBe('applying');
    await waitFor(actor, (snapshot) => snapshot.matches('reloading'));
    expect(first).not.toHaveBeenCalled();
    expect(newer).toHaveBeenCalledTimes(1);
    expect(reloads).toHaveLength(1);
  });

  it('a worker that installs while the deploy check runs: offered at once, its activation kept', async () => {
    const { actor, waiting, activations } = start();
    actor.send({ type: 'chunk.failed', popup: 'rules' });
    expect(actor.getSnapshot().value).toBe('checking');
    actor.send(waiting);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context.reopenPopup).toBe('rules');
    actor.send({ type: 'update.apply' });
    await waitFor(actor, (snapshot) => snapshot.matches('reloading'));
    expect(activations()).toBe(1);
  });

  it('one deploy check at a time: chunks failing while it runs wait for its answer', async () => {
    const { actor, checks } = start({ deployed: false });
    actor.send({ type: 'chunk.failed', popup: 'statement' });
    actor.send({ type: 'chunk.failed', layout: 'mobile' });
    actor.send({ type: 'chunk.failed' });
    expect(actor.getSnapshot().value).toBe('checking');
    await waitFor(actor, (snapshot) => snapshot.matches('none'));
    expect(checks()).toBe(1);
    // A chunk failing later asks again.
    actor.send({ type: 'chunk.failed' });
    await waitFor(actor, (snapshot) => snapshot.matches('none'));
    expect(checks()).toBe(2);
  });
});
