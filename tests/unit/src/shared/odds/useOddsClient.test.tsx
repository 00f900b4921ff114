// @vitest-environment jsdom
// Issue 29: the odds client reaches the board in a transition, so the board's render with it (its
// lists, its countdown) is drawn in slices and not in the task of the effect that made it.
import { act, cleanup, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useOddsClient } from '@src/shared/odds/useOddsClient';
import { fakeServices, renderWithServices } from '@tests/unit/src/helpers';

afterEach(cleanup);

const never = new Promise<string>(() => undefined);

function Board() {
  const client = useOddsClient();
  // The board with its client suspends here (as a lazy part of it would).
  const text = client === null ? 'no client yet' : use(never);
  return <span data-testid="board">{text}</span>;
}

describe('useOddsClient', () => {
  it('hands the client over in a transition: the board on screen stays while its next render suspends', async () => {
    const { services } = fakeServices({ sessionToken: 'token' });
    // jsdom has no Worker: the client runs the engine on the main thread.
    await act(async () => {
      renderWithServices(
        <Suspense fallback={<span data-testid="fallback">fallback</span>}>
          <Board />
        </Suspense>,
        services,
      );
      await Promise.resolve();
    });
    // An urgent update would have replaced the board with the fallback.
    expect(screen.queryByTestId('fallback')).toBeNull();
    expect(screen.getByTestId('board').textContent).toBe('no client yet');
  });
});
