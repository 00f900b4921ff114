// @ts-nocheck
// Found by mutation testing of machines/updateMachine.ts: what the update offer reads, at the edges
// the other update tests leave open.
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { PromiseActorLogic } from 'xstate';
import { updateMachine, updateStateOf } from '@machines/updateMachine';
import type { ActivateWaiting } from '@machines/updateMachine';

describe('updateMachine at its edges', () => {
  it('the offer shows each state by its name, anything else as none', () => {
    for (const name of ['checking', 'waiting', 'applying', 'stale', 'reloading'] as const)
      expect(updateStateOf(name)).toBe(name);
    for (const other of ['none', 'other', '', null, undefined, { stale: {} }, 3])
      expect(updateStateOf(other)).toBe('none');
  });

  it('without a page to ask, a failed chunk is no new version: nothing offered, nothing kept to reopen', async () => {
    const actor = createActor(updateMachine).start();
    actor.send({ type: 'chunk.failed', popup: 'statement', layout: 'mobile' });
    expect(updateStateOf(actor.getSnapshot().value)).toBe('checking');
    await waitFor(actor, (snapshot) => snapshot.matches('none'));
    expect(actor.getSnapshot().context).toEqual({
      busy: false,
      reopenPopup: null,
      reopenLayout: null,
      activate: null,
    });
  });

  it('the worker activation itself: runs what the offer kept, and nothing when none was kept', async () => {
    const activateWaiting = updateMachine.implementations.actors
      .activateWaiting as PromiseActorLogic<void, { activate: ActivateWaiting | null }>;
    const activate = vi.fn(async () => undefined);
    const kept = createActor(activateWaiting, { input: { activate } }).start();
    await waitFor(kept, (snapshot) => snapshot.status === 'done');
    expect(activate).toHaveBeenCalledTimes(1);
    const none = createActor(activateWaiting, { input: { activate: null } }).start();
    await waitFor(none, (snapshot) => snapshot.status !== 'active');
    expect(none.getSnapshot().status).toBe('done');
  });
});
