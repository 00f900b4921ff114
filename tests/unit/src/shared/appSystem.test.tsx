// @vitest-environment jsdom
// The page's one actor system as React owns its actors: a component's actor is spawned once per
// mount, however many times React renders it, and a render React throws away (it suspended) does not
// leave a second actor doing the same work (the session's login, sent twice).
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fromCallback } from 'xstate';
import { resetAppSystemForTests, systemActor, useSpawnedActor } from '@src/shared/appSystem';

afterEach(() => {
  cleanup();
  resetAppSystemForTests();
});

/** A logic that counts its starts and stops (what a machine's first call would do twice). */
function countingLogic() {
  const counts = { started: 0, stopped: 0 };
  const logic = fromCallback(() => {
    counts.started += 1;
    return () => {
      counts.stopped += 1;
    };
  });
  return { logic, counts };
}

describe('useSpawnedActor', () => {
  it('an actor spawned by a render that suspended is the one the committed render keeps: started once', async () => {
    const { logic, counts } = countingLogic();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let suspendOnce = true;
    function Owner() {
      const actor = useSpawnedActor('counted', logic);
      // The first render suspends after its actor was spawned: React throws that render away.
      if (suspendOnce) {
        suspendOnce = false;
        // A suspending render throws its promise: how React is told to wait (what `use` does).
        // eslint-disable-next-line @typescript-eslint/only-throw-error
        throw gate;
      }
      return <p data-testid="owner">{actor.id === undefined ? 'none' : 'held'}</p>;
    }
    render(
      <Suspense fallback={<p data-testid="waiting">waiting</p>}>
        <Owner />
      </Suspense>,
    );
    await act(async () => {
      release();
      await gate;
    });
    expect((await screen.findByTestId('owner')).textContent).toBe('held');
    expect(counts).toEqual({ started: 1, stopped: 0 });
    expect(systemActor('counted')).toBeDefined();
  });

  it('is stopped when its owner unmounts, and spawned afresh by the next owner', () => {
    const { logic, counts } = countingLogic();
    function Owner() {
      useSpawnedActor('counted', logic);
      return null;
    }
    const first = render(<Owner />);
    expect(counts).toEqual({ started: 1, stopped: 0 });
    first.unmount();
    expect(counts).toEqual({ started: 1, stopped: 1 });
    expect(systemActor('counted')).toBeUndefined();
    render(<Owner />);
    expect(counts).toEqual({ started: 2, stopped: 1 });
  });
});
