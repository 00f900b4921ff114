// @ts-nocheck
// @vitest-environment jsdom
// The session, the balance, the sport menu and the recent-bets feed reach React through
// useTransitionSelector, so a state that brings a whole screen is drawn as a transition (in slices)
// and not in the task that changed the actor, as @xstate/react's useSelector draws it.
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { assign, createActor, createMachine } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import { useTransitionSelector } from '@src/shared/useTransitionSelector';

afterEach(cleanup);

const never = new Promise<string>(() => undefined);

/** A session as the gate sees it: loading, then ready with a balance that can change. */
const session = createMachine({
  types: {} as {
    context: { balance: number; slow: boolean };
    events: { type: 'ready' } | { type: 'balance'; value: number; slow?: boolean };
  },
  context: { balance: 0, slow: false },
  initial: 'loading',
  states: {
    loading: { on: { ready: 'ready' } },
    ready: {
      on: {
        balance: {
          actions: assign(({ event }) => ({ balance: event.value, slow: event.slow ?? false })),
        },
      },
    },
  },
});
type SessionSnapshot = SnapshotFrom<typeof session>;
const stateOf = (snapshot: SessionSnapshot) => (snapshot.matches('ready') ? 'ready' : 'loading');
const balanceOf = (snapshot: SessionSnapshot) => snapshot.context;

describe('useTransitionSelector', () => {
  it("shows the actor's state at mount and follows it, one render per change of the selected value", () => {
    const actor = createActor(session).start();
    let renders = 0;
    function Gate() {
      renders += 1;
      return <span data-testid="view">{useTransitionSelector(actor, stateOf)}</span>;
    }
    render(<Gate />);
    expect(screen.getByTestId('view').textContent).toBe('loading');
    act(() => actor.send({ type: 'ready' }));
    expect(screen.getByTestId('view').textContent).toBe('ready');
    expect(renders).toBe(2);
    // A change the selector does not see draws nothing.
    act(() => actor.send({ type: 'balance', value: 5 }));
    expect(renders).toBe(2);
  });

  it('draws a change as a transition: what is on screen stays while the new state suspends', () => {
    const actor = createActor(session).start();
    actor.send({ type: 'ready' });
    function Balance({ read }: { read: 'transition' | 'useSelector' }) {
      const context =
        read === 'transition'
          ? useTransitionSelector(actor, balanceOf)
          : useSelector(actor, balanceOf);
      // `use` of a promise that never settles suspends this render.
      const shown = context.slow ? use(never) : String(context.balance);
      return <span data-testid={`balance-${read}`}>{shown}</span>;
    }
    render(
      <>
        <Suspense fallback={<span data-testid="fallback-transition">loading</span>}>
          <Balance read="transition" />
        </Suspense>
        <Suspense fallback={<span data-testid="fallback-useSelector">loading</span>}>
          <Balance read="useSelector" />
        </Suspense>
      </>,
    );
    act(() => actor.send({ type: 'balance', value: 100 }));
    expect(screen.getByTestId('balance-transition').textContent).toBe('100');
    act(() => actor.send({ type: 'balance', value: 200, slow: true }));
    // useSelector's update is urgent: the balance shown is replaced by the fallback. The transition
    // keeps the last drawn balance on screen.
    expect(screen.queryByTestId('fallback-useSelector')).not.toBeNull();
    expect(screen.queryByTestId('fallback-transition')).toBeNull();
    expect(screen.getByTestId('balance-transition').textContent).toBe('100');
  });

  it('leaves the actor when unmounted', () => {
    const actor = createActor(session).start();
    let renders = 0;
    function Gate() {
      renders += 1;
      return <span>{useTransitionSelector(actor, stateOf)}</span>;
    }
    const { unmount } = render(<Gate />);
    unmount();
    act(() => actor.send({ type: 'ready' }));
    expect(renders).toBe(1);
  });
});
