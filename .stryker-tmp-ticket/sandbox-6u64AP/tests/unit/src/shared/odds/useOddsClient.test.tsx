// @ts-nocheck
// @vitest-environment jsdom
// The odds client reaches the board in a transition, so the board's render with it (its
// lists, its countdown) is drawn in slices and not in the task of the effect that asked for it.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Suspense, use } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useOddsClient } from '@src/shared/odds/useOddsClient';
import { ServicesProvider } from '@src/shared/services';
import { fakeServices } from '@tests/unit/src/helpers';

afterEach(cleanup);

const never = new Promise<string>(() => undefined);

let clientRendered = false;

function Board() {
  const client = useOddsClient();
  if (client !== null) clientRendered = true;
  // The board with its client suspends here (as a lazy part of it would).
  const text = client === null ? 'no client yet' : use(never);
  return <span data-testid="board">{text}</span>;
}

describe('useOddsClient', () => {
  it('makes the client in a task of its own and hands it over in a transition: the board on screen stays while its next render suspends', async () => {
    const { services } = fakeServices({ sessionToken: 'token' });
    // jsdom has no Worker: the client runs the engine on the main thread.
    act(() => {
      render(
        <ServicesProvider services={services}>
          <Suspense fallback={<span data-testid="fallback">fallback</span>}>
            <Board />
          </Suspense>
        </ServicesProvider>,
      );
    });
    // The client is made in a task of its own, after the mount's effects (not in their task).
    expect(clientRendered).toBe(false);
    // Its code is loaded on demand (the app's one client, made with the services).
    await waitFor(() => expect(clientRendered).toBe(true), { timeout: 5_000 });
    // An urgent update would have replaced the board with the fallback.
    expect(screen.queryByTestId('fallback')).toBeNull();
    expect(screen.getByTestId('board').textContent).toBe('no client yet');
  });
});
