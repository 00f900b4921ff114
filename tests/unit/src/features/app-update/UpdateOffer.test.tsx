// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { spawnIntoSystem } from '@src/shared/appSystem';
import { placeBetMachine } from '@machines/placeBetMachine';
import type { ConfirmInput } from '@machines/placeBetMachine';
import type { ConfirmOutcome } from '@machines/ticketTypes';
import { SAFE_RELOAD_IDLE_MS } from '@machines/updateMachine';
import {
  appUpdateActor,
  getUpdateState,
  offerUpdate,
  reportMissingChunk,
  resetUpdateForTests,
  startAppUpdate,
  stopUpdateForTests,
  updateActivated,
} from '@src/shared/appUpdate';
import type { PlaceBetActorRef } from '@src/features/ticket/TicketProvider';
import { SINGLE_BODY, SINGLE_LIMITS } from '@tests/fixtures/confirmBody';
import { renderInLocale } from '@tests/unit/src/helpers';

// The update offer as a member sees it: its words in both languages,
// its Reload button, the wait while a bet is being placed, and a stale page's reload at a quiet
// moment. The page's update actor and the ticket's real place-bet machine drive it.

/** The ticket's place-bet actor, with confirms the test answers by hand. */
let placeBet: PlaceBetActorRef;
let confirms: ((outcome: ConfirmOutcome) => void)[] = [];

vi.mock('@src/features/ticket/TicketProvider', () => ({
  useTicketActorsOrNull: () => ({ placeBet }),
}));

const { UpdateOffer } = await import('@src/features/app-update/UpdateOffer');

let reload: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  confirms = [];
  // In the page's one actor system, where the place-bet machine tells the update actor itself.
  placeBet = spawnIntoSystem(
    'placeBet',
    placeBetMachine.provide({
      actors: {
        confirmBet: fromPromise<ConfirmOutcome, ConfirmInput>(
          () => new Promise((resolve) => confirms.push(resolve)),
        ),
      },
    }),
  );
  reload = vi.fn<() => void>();
  resetUpdateForTests({ reload });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const offer = () => screen.queryByTestId('update-offer');
const reloadButton = () => screen.getByTestId<HTMLButtonElement>('update-reload');

function placeABet(): void {
  act(() => {
    placeBet.send({ type: 'bet.submit', body: SINGLE_BODY, limits: SINGLE_LIMITS });
  });
}

async function answer(outcome: ConfirmOutcome): Promise<void> {
  await act(async () => {
    confirms.shift()?.(outcome);
    await Promise.resolve();
  });
}

describe('UpdateOffer', () => {
  it('shows nothing without a new version, nor while a failed chunk is being checked', () => {
    renderInLocale(<UpdateOffer />);
    expect(offer()).toBeNull();
    act(() => reportMissingChunk({ popup: 'rules' }));
    expect(getUpdateState()).toBe('checking');
    expect(offer()).toBeNull();
  });

  it('offers a waiting version in English, without taking the focus; Reload applies it', async () => {
    let activated: () => void = () => undefined;
    const activate = vi.fn(() => new Promise<void>((resolve) => (activated = resolve)));
    renderInLocale(
      <>
        <input aria-label="stake" />
        <UpdateOffer />
      </>,
    );
    const stake = screen.getByRole('textbox', { name: 'stake' });
    stake.focus();
    act(() => offerUpdate(activate));

    const shown = screen.getByRole('status');
    expect(shown).toBe(offer());
    expect(shown.dataset.state).toBe('waiting');
    expect(shown.textContent).toBe('A new version of One All Sport is ready.Reload to update');
    expect(reloadButton().textContent).toBe('Reload to update');
    expect(reloadButton().disabled).toBe(false);
    expect(reloadButton().hasAttribute('aria-describedby')).toBe(false);
    // A status line: the member typing a stake keeps the focus.
    expect(document.activeElement).toBe(stake);

    fireEvent.click(reloadButton());
    expect(activate).toHaveBeenCalledTimes(1);
    expect(offer()?.dataset.state).toBe('applying');
    expect(reloadButton().disabled).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    await act(async () => {
      activated();
      await Promise.resolve();
    });
    expect(offer()?.dataset.state).toBe('reloading');
    expect(reloadButton().disabled).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says it in Thai to a Thai reader', () => {
    renderInLocale(<UpdateOffer />, 'th');
    act(() => updateActivated());
    expect(screen.getByText('One All Sport เวอร์ชันใหม่พร้อมแล้ว')).toBeTruthy();
    expect(reloadButton().textContent).toBe('โหลดใหม่เพื่ออัปเดต');
    expect(screen.getByText(/หน้าเว็บจะโหลดใหม่เองในช่วงที่คุณไม่ได้ใช้งาน/)).toBeTruthy();
    placeABet();
    expect(screen.getByText('อัปเดตได้เมื่อการเดิมพันของคุณได้รับการยืนยันแล้ว')).toBeTruthy();
  });

  it('waits while a bet is being placed, says why, and can be applied once it is confirmed', async () => {
    const activate = vi.fn();
    renderInLocale(<UpdateOffer />);
    act(() => offerUpdate(activate));
    placeABet();
    expect(reloadButton().disabled).toBe(true);
    const why = screen.getByText('You can update once your bet is confirmed.');
    expect(why.id).toBe('update-after-bet');
    expect(reloadButton().getAttribute('aria-describedby')).toBe('update-after-bet');
    // Whatever asks for it meanwhile (another layout's offer, a test hook), it is not applied.
    fireEvent.click(reloadButton());
    expect(activate).not.toHaveBeenCalled();
    expect(offer()?.dataset.state).toBe('waiting');

    await answer({ kind: 'placed', ticketId: 1, balance: 49_500, replayed: false });
    expect(reloadButton().disabled).toBe(false);
    expect(screen.queryByText('You can update once your bet is confirmed.')).toBeNull();
    expect(reloadButton().hasAttribute('aria-describedby')).toBe(false);
    fireEvent.click(reloadButton());
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('a confirm left unanswered keeps the wait until its outcome is known; a dismissed failure does not', async () => {
    renderInLocale(<UpdateOffer />);
    act(() => offerUpdate(vi.fn()));
    placeABet();
    await answer({ kind: 'unreachable', message: 'Failed to fetch' });
    expect(placeBet.getSnapshot().value).toBe('unreachable');
    expect(reloadButton().disabled).toBe(true);
    // The member dismissed the failure: the bet is no longer being placed (the key stays kept).
    act(() => placeBet.send({ type: 'bet.dismiss' }));
    expect(placeBet.getSnapshot().context.keyPending).toBe(true);
    expect(reloadButton().disabled).toBe(false);
  });

  it('a stale page says it reloads by itself; the tab hidden reloads it at once, a visible one does not', async () => {
    renderInLocale(<UpdateOffer />);
    act(() => updateActivated());
    expect(offer()?.dataset.state).toBe('stale');
    const note = screen.getByText(
      'It reloads by itself at a quiet moment (never while a bet is being placed); your ticket and filters stay.',
    );
    expect(note.id).toBe('update-by-itself');
    expect(reloadButton().getAttribute('aria-describedby')).toBe('update-by-itself');
    placeABet();
    expect(reloadButton().getAttribute('aria-describedby')).toBe(
      'update-by-itself update-after-bet',
    );

    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    visibility.mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(reload).not.toHaveBeenCalled();
    await answer({ kind: 'placed', ticketId: 2, balance: 1, replayed: false });
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(reload).not.toHaveBeenCalled();
    visibility.mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerdown', 'keydown', 'wheel', 'touchstart'])(
    'a stale page waits for a quiet minute: a %s puts the reload off',
    (type) => {
      vi.useFakeTimers();
      resetUpdateForTests({ reload });
      const listen = vi.spyOn(window, 'addEventListener');
      renderInLocale(<UpdateOffer />);
      act(() => updateActivated());
      // Listening never holds the page's scrolling up.
      expect(listen).toHaveBeenCalledWith(type, expect.any(Function), { passive: true });
      act(() => {
        vi.advanceTimersByTime(SAFE_RELOAD_IDLE_MS - 1_000);
      });
      act(() => {
        window.dispatchEvent(new Event(type));
      });
      act(() => {
        vi.advanceTimersByTime(SAFE_RELOAD_IDLE_MS - 1_000);
      });
      expect(reload).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(1_000);
      });
      expect(reload).toHaveBeenCalledTimes(1);
    },
  );

  it('a stale page reloads when the member presses Reload', () => {
    renderInLocale(<UpdateOffer />);
    act(() => updateActivated());
    fireEvent.click(reloadButton());
    expect(reload).toHaveBeenCalledTimes(1);
    expect(offer()?.dataset.state).toBe('reloading');
  });

  it('stops listening for the member once the offer is gone', () => {
    vi.useFakeTimers();
    resetUpdateForTests({ reload });
    const view = renderInLocale(<UpdateOffer />);
    act(() => updateActivated());
    view.unmount();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      vi.advanceTimersByTime(SAFE_RELOAD_IDLE_MS - 1_000);
    });
    window.dispatchEvent(new Event('pointerdown'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(reload).not.toHaveBeenCalled();
    visibility.mockRestore();
    // Its quiet minute was not put off by the pointer: the page reloads on time.
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

// main.tsx starts the page's update actor once the first odds are on screen (the boot waits for
// nothing else): the offer is drawn before that and must neither start it nor lose what it is told
// meanwhile.
describe('UpdateOffer before the page starts its update actor', () => {
  beforeEach(() => stopUpdateForTests());

  it('is drawn without starting one: the actor the page starts later is the one that reloads', () => {
    renderInLocale(<UpdateOffer />);
    expect(offer()).toBeNull();
    expect(getUpdateState()).toBe('none');
    act(() => {
      startAppUpdate({ reload });
    });
    act(() => updateActivated());
    expect(offer()?.dataset.state).toBe('stale');
    fireEvent.click(reloadButton());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('tells the actor at its start that a bet is being placed: the update waits for it', () => {
    renderInLocale(<UpdateOffer />);
    placeABet();
    act(() => {
      startAppUpdate({ reload });
    });
    const activate = vi.fn();
    act(() => offerUpdate(activate));
    expect(reloadButton().disabled).toBe(true);
    expect(screen.getByText('You can update once your bet is confirmed.')).toBeTruthy();
    // The machine itself knows (the button aside): asked to apply, it waits.
    act(() => appUpdateActor().send({ type: 'update.apply' }));
    expect(activate).not.toHaveBeenCalled();
    expect(offer()?.dataset.state).toBe('waiting');
  });
});
