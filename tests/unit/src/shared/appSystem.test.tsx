// @vitest-environment jsdom
// The page's one actor system as React owns its actors: a component's actor is spawned once per
// mount, however many times React renders it, and a render React throws away (it suspended) does not
// leave a second actor doing the same work (the session's login, sent twice).
import { act, cleanup, render, screen } from '@testing-library/react';
import { StrictMode, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, fromCallback, setup } from 'xstate';
import type { InspectionEvent } from 'xstate';
import {
  appSystem,
  resetAppSystemForTests,
  spawnIntoSystem,
  stopInSystem,
  systemActor,
  useSpawnedActor,
  useSystemActor,
} from '@src/shared/appSystem';

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

  it('keeps its actor, with its input, however many times its owner draws again', () => {
    function Owner({ label }: { label: string }) {
      const actor = useSpawnedActor('tally', tally, { input: { from: 3 } });
      return (
        <p data-testid="owner">
          {label} {actor.getSnapshot().context.count}
        </p>
      );
    }
    const view = render(<Owner label="a" />);
    const first = systemActor('tally');
    view.rerender(<Owner label="b" />);
    expect(screen.getByTestId('owner').textContent).toBe('b 3');
    expect(systemActor('tally')).toBe(first);
  });

  it('an actor a thrown-away render spawned from another logic is replaced, not adopted', async () => {
    const thrownAway = countingLogic();
    const kept = countingLogic();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let suspendOnce = true;
    function Owner() {
      // The thrown-away render made its logic from its own state (as the board's refresh does).
      useSpawnedActor('counted', suspendOnce ? thrownAway.logic : kept.logic);
      if (suspendOnce) {
        suspendOnce = false;
        // eslint-disable-next-line @typescript-eslint/only-throw-error
        throw gate;
      }
      return <p data-testid="owner">held</p>;
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
    expect(thrownAway.counts).toEqual({ started: 1, stopped: 1 });
    expect(kept.counts).toEqual({ started: 1, stopped: 0 });
  });

  it("a second owner of the name takes it; the first one's unmount leaves the second's actor running", () => {
    const { logic, counts } = countingLogic();
    function Owner() {
      useSpawnedActor('counted', logic);
      return null;
    }
    const first = render(<Owner />);
    const second = render(<Owner />);
    expect(counts).toEqual({ started: 2, stopped: 1 });
    const held = systemActor('counted');
    first.unmount();
    expect(systemActor('counted')).toBe(held);
    expect(counts).toEqual({ started: 2, stopped: 1 });
    second.unmount();
    expect(systemActor('counted')).toBeUndefined();
    expect(counts).toEqual({ started: 2, stopped: 2 });
  });

  it("React's development checks (unmount and mount again) leave one running actor, drawn by its owner", async () => {
    const { logic, counts } = countingLogic();
    const seen: unknown[] = [];
    function Owner() {
      seen.push(useSpawnedActor('counted', logic));
      return null;
    }
    await act(async () => {
      render(
        <StrictMode>
          <Owner />
        </StrictMode>,
      );
      await Promise.resolve();
    });
    const held = systemActor('counted');
    expect(held?.getSnapshot().status).toBe('active');
    expect(counts.started - counts.stopped).toBe(1);
    expect(seen.at(-1)).toBe(held);
  });

  it("an actor spawned outside React under the name gives way to the component's own", () => {
    const { logic, counts } = countingLogic();
    const outside = spawnIntoSystem('counted', logic);
    function Owner() {
      useSpawnedActor('counted', logic);
      return null;
    }
    render(<Owner />);
    expect(counts).toEqual({ started: 2, stopped: 1 });
    expect(outside.getSnapshot().status).toBe('stopped');
    expect(systemActor('counted')).not.toBe(outside);
  });

  it('an owner given another name stops the actor under the old one and spawns under the new', async () => {
    function Owner({ name }: { name: string }) {
      const actor = useSpawnedActor(name, tally);
      return <p data-testid="owner">{actor === systemActor(name) ? name : 'stale'}</p>;
    }
    const view = render(<Owner name="first" />);
    const first = systemActor('first');
    await act(async () => {
      view.rerender(<Owner name="second" />);
      await Promise.resolve();
    });
    expect(first?.getSnapshot().status).toBe('stopped');
    expect(systemActor('first')).toBeUndefined();
    expect(systemActor('second')?.getSnapshot().status).toBe('active');
    expect(screen.getByTestId('owner').textContent).toBe('second');
  });
});

/** A machine that counts in its context: enough to tell its input and its events apart. */
const tally = setup({
  types: { context: {} as { count: number }, input: {} as { from: number } | undefined },
}).createMachine({
  context: ({ input }) => ({ count: input?.from ?? 0 }),
  on: { bump: { actions: assign({ count: ({ context }) => context.count + 1 }) } },
});

describe('the system outside React', () => {
  it('the app actor is in its own system under the name app (a machine may send to it by name)', () => {
    const app = appSystem();
    expect(systemActor('app')).toBe(app);
  });

  it('a spawn under a free name stops nothing: the inspector sees a stop only when a name is taken', () => {
    const seen: string[] = [];
    const inspect = (event: InspectionEvent) => {
      if (event.type === '@xstate.event') seen.push(event.event.type);
    };
    spawnIntoSystem('update', tally, { inspect });
    expect(seen).toContain('app.spawn');
    expect(seen).not.toContain('app.stop');
    spawnIntoSystem('update', tally);
    expect(seen).toContain('app.stop');
  });

  it('reads no actor before the system exists, and a stop then starts nothing', () => {
    expect(systemActor('update')).toBeUndefined();
    expect(() => stopInSystem('update')).not.toThrow();
    expect(systemActor('update')).toBeUndefined();
  });

  it('spawns under a name with its input; a second spawn under the name stops the first', () => {
    const first = spawnIntoSystem('update', tally, { input: { from: 5 } });
    expect(systemActor('update')).toBe(first);
    expect(first.getSnapshot().context.count).toBe(5);
    const second = spawnIntoSystem('update', tally);
    expect(first.getSnapshot().status).toBe('stopped');
    expect(second.getSnapshot().status).toBe('active');
    expect(second.getSnapshot().context.count).toBe(0);
    expect(systemActor('update')).toBe(second);
    stopInSystem('update');
    expect(second.getSnapshot().status).toBe('stopped');
    expect(systemActor('update')).toBeUndefined();
  });

  it('every inspector hears every actor of the system, a late one included; a reset forgets them', () => {
    const heard: { first: string[]; second: string[] } = { first: [], second: [] };
    const listen = (into: string[]) => (event: InspectionEvent) => {
      if (event.type === '@xstate.event') into.push(event.event.type);
    };
    const counter = spawnIntoSystem('counter', tally, { inspect: listen(heard.first) });
    spawnIntoSystem('other', tally, { inspect: listen(heard.second) });
    counter.send({ type: 'bump' });
    expect(heard.first.filter((type) => type === 'bump')).toHaveLength(1);
    expect(heard.second.filter((type) => type === 'bump')).toHaveLength(1);

    resetAppSystemForTests();
    const afresh = spawnIntoSystem('counter', tally);
    afresh.send({ type: 'bump' });
    expect(heard.first.filter((type) => type === 'bump')).toHaveLength(1);
    expect(heard.second.filter((type) => type === 'bump')).toHaveLength(1);
  });
});

describe('useSystemActor', () => {
  it('draws again when an actor joins or leaves under its name, after the task that changed it', async () => {
    function Reader() {
      const actor = useSystemActor('update');
      return <p data-testid="reader">{actor === undefined ? 'none' : 'held'}</p>;
    }
    render(<Reader />);
    expect(screen.getByTestId('reader').textContent).toBe('none');
    await act(async () => {
      spawnIntoSystem('update', tally);
      await Promise.resolve();
    });
    expect(screen.getByTestId('reader').textContent).toBe('held');
    await act(async () => {
      stopInSystem('update');
      await Promise.resolve();
    });
    expect(screen.getByTestId('reader').textContent).toBe('none');
  });

  it('a reader is asked once after a task that changed the system twice, and never once unmounted', async () => {
    function Reader() {
      useSystemActor('watched');
      return null;
    }
    const view = render(<Reader />);
    // What the reader reads is a look-up under its name: count those.
    const get = vi.spyOn(appSystem().system, 'get');
    const asked = () => get.mock.calls.filter(([systemId]) => systemId === 'watched').length;
    spawnIntoSystem('first', tally);
    spawnIntoSystem('second', tally);
    expect(asked()).toBe(0);
    await Promise.resolve();
    expect(asked()).toBe(1);

    view.unmount();
    get.mockClear();
    stopInSystem('first');
    await Promise.resolve();
    expect(asked()).toBe(0);
  });
});
