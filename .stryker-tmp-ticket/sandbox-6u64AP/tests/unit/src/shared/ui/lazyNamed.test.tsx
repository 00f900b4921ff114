// @ts-nocheck
// @vitest-environment jsdom
import { Suspense } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyNamed } from '@src/shared/ui/lazyNamed';
import { stopUpdateForTests } from '@src/shared/appUpdate';

// A lazy component whose chunk does not load: its stand-in shows, the chunk is asked for once per
// mount (a mount that suspended on it does not ask again and again), and the next mount tries anew.

afterEach(() => {
  cleanup();
  stopUpdateForTests();
  vi.restoreAllMocks();
});

function Missing({ label }: { label: string }) {
  return <p role="alert">{label} cannot open</p>;
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

describe('lazyNamed', () => {
  it('shows the stand-in of a chunk that failed, after one load; the next mount loads anew', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let loads = 0;
    const Panel = lazyNamed(
      () => {
        loads += 1;
        return Promise.reject<{ Panel: (props: { label: string }) => null }>(
          new Error('Failed to fetch dynamically imported module'),
        );
      },
      'Panel',
      { missing: Missing },
    );
    const view = render(
      <Suspense fallback={null}>
        <Panel label="Menu" />
      </Suspense>,
    );
    await settle();
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Menu cannot open');
    expect(loads).toBe(1);
    view.unmount();
    render(
      <Suspense fallback={null}>
        <Panel label="Menu" />
      </Suspense>,
    );
    await settle();
    await settle();
    expect(loads).toBe(2);
    expect(screen.getByRole('alert').textContent).toBe('Menu cannot open');
  });

  it('shows the chunk once it loads', async () => {
    const Panel = lazyNamed(
      () => Promise.resolve({ Panel: ({ label }: { label: string }) => <p>{label}</p> }),
      'Panel',
    );
    render(
      <Suspense fallback={null}>
        <Panel label="Menu" />
      </Suspense>,
    );
    await settle();
    expect(screen.getByText('Menu')).toBeTruthy();
  });
});
