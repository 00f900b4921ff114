// @ts-nocheck
// @vitest-environment jsdom
// The odds lists and each drawn row read their store through useTransitionStore, so a
// refresh is drawn as a transition (in slices a tap interrupts) instead of in one task.
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, use, useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useTransitionStore } from '@src/shared/useTransitionStore';

afterEach(cleanup);

/** A store as the odds client is one: a value, and listeners told of each change. */
function store<T>(first: T) {
  let value = first;
  const listeners = new Set<() => void>();
  return {
    read: () => value,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listening: () => listeners.size,
    set(next: T) {
      value = next;
      act(() => listeners.forEach((listener) => listener()));
    },
    /** Changes the value without telling anybody (as between a render and its subscription). */
    setQuietly(next: T) {
      value = next;
    },
  };
}

describe('useTransitionStore', () => {
  it('shows the value at mount, then each change, rendering once per change and not for the same value', () => {
    const prices = store({ price: '0.50' });
    let renders = 0;
    function Price() {
      const value = useTransitionStore(prices.subscribe, prices.read, []);
      renders += 1;
      return <span data-testid="price">{value.price}</span>;
    }
    render(<Price />);
    expect(screen.getByTestId('price').textContent).toBe('0.50');
    expect(renders).toBe(1);

    prices.set({ price: '0.55' });
    expect(screen.getByTestId('price').textContent).toBe('0.55');
    expect(renders).toBe(2);

    // Told again with the very object shown: nothing to draw.
    prices.set(prices.read());
    expect(renders).toBe(2);
    // The next change costs one render, not two (no leftover update from the one above).
    prices.set({ price: '0.60' });
    expect(screen.getByTestId('price').textContent).toBe('0.60');
    expect(renders).toBe(3);
  });

  it('draws a change as a transition: content already shown stays while the new value suspends', () => {
    const pending = new Promise<string>(() => undefined);
    const rows = store<{ label: string; loading?: Promise<string> }>({ label: 'first' });
    function Row() {
      const row = useTransitionStore(rows.subscribe, rows.read, []);
      // `use` of a promise that never settles suspends this render.
      const label = row.loading === undefined ? row.label : use(row.loading);
      return <span data-testid="row">{label}</span>;
    }
    render(
      <Suspense fallback={<span data-testid="row">loading</span>}>
        <Row />
      </Suspense>,
    );
    expect(screen.getByTestId('row').textContent).toBe('first');
    // An urgent update (useSyncExternalStore's) would replace the row with the fallback here; a
    // transition keeps what is on screen.
    rows.set({ label: 'second', loading: pending });
    expect(screen.getByTestId('row').textContent).toBe('first');
  });

  it('reads again in the render where its inputs change, and follows the new source', () => {
    const live = store('live 1');
    const early = store('early 1');
    const sources = { live, early };
    function List({ kind }: { kind: 'live' | 'early' }) {
      const source = sources[kind];
      return (
        <span data-testid="list">{useTransitionStore(source.subscribe, source.read, [kind])}</span>
      );
    }
    const { rerender } = render(<List kind="live" />);
    expect(screen.getByTestId('list').textContent).toBe('live 1');
    rerender(<List kind="early" />);
    expect(screen.getByTestId('list').textContent).toBe('early 1');
    expect(live.listening()).toBe(0);
    early.set('early 2');
    expect(screen.getByTestId('list').textContent).toBe('early 2');
  });

  it('catches a change made between its render and its subscription, and leaves on unmount', () => {
    const clock = store('12:00');
    function Changer() {
      // Runs before the reader's subscription effect (effects run child first, in order).
      useEffect(() => clock.setQuietly('12:01'), []);
      return null;
    }
    function Clock() {
      return <span data-testid="clock">{useTransitionStore(clock.subscribe, clock.read, [])}</span>;
    }
    const { unmount } = render(
      <>
        <Changer />
        <Clock />
      </>,
    );
    expect(screen.getByTestId('clock').textContent).toBe('12:01');
    expect(clock.listening()).toBe(1);
    unmount();
    expect(clock.listening()).toBe(0);
  });

  it('without a subscription shows the value read and listens to nothing', () => {
    function Alone() {
      return <span data-testid="alone">{useTransitionStore(null, () => 'drawn', [])}</span>;
    }
    render(<Alone />);
    expect(screen.getByTestId('alone').textContent).toBe('drawn');
  });
});
