// @ts-nocheck
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { PopupProvider, useOverlay, useOverlayActions } from '@src/shared/popups/PopupProvider';
import type { OverlayActions } from '@src/shared/popups/PopupProvider';
import { fakeServices, renderWithServices } from '@tests/unit/src/helpers';

afterEach(cleanup);

describe('an overlay opened by one component and drawn by another', () => {
  it('draws the overlay without drawing its opener again (the phone board and its ticket)', () => {
    let openerRenders = 0;
    const seen: OverlayActions[] = [];
    function Opener() {
      openerRenders += 1;
      const actions = useOverlayActions('mobile-ticket');
      seen.push(actions);
      return (
        <button type="button" onClick={actions.show}>
          open
        </button>
      );
    }
    function Drawn() {
      const ticket = useOverlay('mobile-ticket');
      return ticket.open ? (
        <div role="dialog">
          <button type="button" onClick={ticket.close}>
            close
          </button>
        </div>
      ) : null;
    }
    renderWithServices(
      <PopupProvider firstLogin={false}>
        <Opener />
        <Drawn />
      </PopupProvider>,
      fakeServices().services,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const before = openerRenders;

    act(() => screen.getByRole('button', { name: 'open' }).click());
    expect(screen.getByRole('dialog')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'close' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => seen[0]?.toggle());
    expect(screen.getByRole('dialog')).toBeTruthy();

    expect(openerRenders).toBe(before);
    expect(new Set(seen).size).toBe(1);
  });
});
