// @ts-nocheck
// @vitest-environment jsdom
// What the first screen does not need waits for the first odds and idle time, or for the
// member's first input; never for ever.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the page's modules: the first odds are noted once per page. */
async function fresh() {
  vi.resetModules();
  const firstOdds = await import('@src/shared/firstOdds');
  const { AfterFirstOdds } = await import('@src/shared/ui/AfterFirstOdds');
  render(
    <AfterFirstOdds>
      <p data-testid="later">my bets</p>
    </AfterFirstOdds>,
  );
  return firstOdds;
}

const later = () => screen.queryByTestId('later');
const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));

describe('AfterFirstOdds', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no idle callbacks: a stand-in that runs after 50 ms of "busy" page.
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 50));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('draws nothing before the first odds, then its children once the page is idle', async () => {
    const { noteOddsShown } = await fresh();
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(later()).toBeNull();
    noteOddsShown();
    await settle();
    expect(later()).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(50));
    expect(later()).not.toBeNull();
  });

  it("draws its children at the member's first tap, odds or not", async () => {
    await fresh();
    await settle();
    expect(later()).toBeNull();
    window.dispatchEvent(new Event('pointerdown'));
    await settle();
    expect(later()).not.toBeNull();
  });

  it('does not wait for ever when no odds come (an empty board, a failed call)', async () => {
    const { DEFERRED_MAX_WAIT_MS } = await fresh();
    await act(async () => vi.advanceTimersByTimeAsync(DEFERRED_MAX_WAIT_MS - 1));
    expect(later()).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(51));
    expect(later()).not.toBeNull();
  });
});
