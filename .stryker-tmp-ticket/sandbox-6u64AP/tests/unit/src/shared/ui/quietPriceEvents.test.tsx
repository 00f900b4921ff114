// @ts-nocheck
// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  QUIET_PRICE_EVENTS,
  TAP_SLOP_PX,
  quietPriceEvents,
  setPriceClick,
} from '@src/shared/ui/quietPriceEvents';

afterEach(cleanup);

function Board(props: {
  onClick(): void;
  onPointerDown(): void;
  onMouseOver(): void;
  onTouchStart(): void;
}) {
  return (
    <div
      onPointerDown={props.onPointerDown}
      onMouseOver={props.onMouseOver}
      onTouchStart={props.onTouchStart}
    >
      <button type="button" data-testid="price" onClick={props.onClick}>
        0.95
      </button>
      <button type="button" data-testid="other">
        Refresh
      </button>
    </div>
  );
}

function renderBoard() {
  const handlers = {
    onClick: vi.fn(),
    onPointerDown: vi.fn(),
    onMouseOver: vi.fn(),
    onTouchStart: vi.fn(),
  };
  render(<Board {...handlers} />);
  return handlers;
}

/** A price drawn as PriceCell draws it (its click kept for the window, React's onClick beside). */
function renderDrawnPrice() {
  const onPick = vi.fn();
  const onReactClick = vi.fn();
  const onAncestorClick = vi.fn();
  const onAncestorTouchEnd = vi.fn();
  render(
    <div onClick={onAncestorClick} onTouchEnd={onAncestorTouchEnd}>
      <button
        type="button"
        data-testid="price"
        ref={(button) => setPriceClick(button, onPick)}
        onClick={onReactClick}
      >
        0.95
      </button>
    </div>,
  );
  return {
    price: screen.getByTestId('price'),
    onPick,
    onReactClick,
    onAncestorClick,
    onAncestorTouchEnd,
  };
}

describe('quiet price events', () => {
  it('keeps a price press, hover and touch out of React while a board is mounted; the click arrives', () => {
    const stop = quietPriceEvents();
    const onWindow = vi.fn();
    window.addEventListener('pointerdown', onWindow, true);
    try {
      const handlers = renderBoard();
      const price = screen.getByTestId('price');
      fireEvent.pointerDown(price);
      fireEvent.mouseOver(price);
      fireEvent.touchStart(price);
      fireEvent.click(price);
      expect(handlers.onPointerDown).not.toHaveBeenCalled();
      expect(handlers.onMouseOver).not.toHaveBeenCalled();
      expect(handlers.onTouchStart).not.toHaveBeenCalled();
      expect(handlers.onClick).toHaveBeenCalledTimes(1);
      // A listener on the window itself still hears the press (the member menu's outside press).
      expect(onWindow).toHaveBeenCalledTimes(1);
      // Anything that is not a price is untouched.
      fireEvent.pointerDown(screen.getByTestId('other'));
      expect(handlers.onPointerDown).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener('pointerdown', onWindow, true);
      stop();
    }
  });

  it('lets every event through again once the last board is gone (two boards, one listener)', () => {
    const stopDesktop = quietPriceEvents();
    const stopMobile = quietPriceEvents();
    stopDesktop();
    const handlers = renderBoard();
    fireEvent.pointerDown(screen.getByTestId('price'));
    expect(handlers.onPointerDown).not.toHaveBeenCalled();
    stopMobile();
    fireEvent.pointerDown(screen.getByTestId('price'));
    expect(handlers.onPointerDown).toHaveBeenCalledTimes(1);
  });

  it('keeps a price’s focus events out of React only for a board that asks (the phone’s boxes)', () => {
    const onFocus = vi.fn();
    const onBlur = vi.fn();
    render(
      <div onFocus={onFocus} onBlur={onBlur}>
        <button type="button" data-testid="price">
          0.95
        </button>
        <button type="button" data-testid="other">
          Refresh
        </button>
      </div>,
    );
    const price = screen.getByTestId('price');
    const other = screen.getByTestId('other');

    // The desktop grid's roving Tab stop hears its prices' focus.
    const stopDesktop = quietPriceEvents();
    price.focus();
    expect(onFocus).toHaveBeenCalledTimes(1);
    other.focus();
    expect(onBlur).toHaveBeenCalledTimes(1);
    stopDesktop();

    expect(onFocus).toHaveBeenCalledTimes(2);

    const stopPhone = quietPriceEvents(window, { focus: true });
    price.focus();
    // The price has focus (the browser's own action) and React did not hear it; the other
    // button's blur and focus still arrive.
    expect(document.activeElement).toBe(price);
    expect(onBlur).toHaveBeenCalledTimes(2);
    expect(onFocus).toHaveBeenCalledTimes(2);
    other.focus();
    expect(onBlur).toHaveBeenCalledTimes(2);
    expect(onFocus).toHaveBeenCalledTimes(3);
    stopPhone();

    price.focus();
    expect(onFocus).toHaveBeenCalledTimes(4);
  });

  it('never stops a click or a key: those are what a price handles', () => {
    expect(QUIET_PRICE_EVENTS).not.toContain('click');
    expect(QUIET_PRICE_EVENTS.some((type) => type.startsWith('key'))).toBe(false);
    expect(QUIET_PRICE_EVENTS.some((type) => type.startsWith('focus'))).toBe(false);
  });

  it('answers a drawn price’s click at the window while a board is mounted, and through React without one', () => {
    const { price, onPick, onAncestorClick, onReactClick } = renderDrawnPrice();

    const stop = quietPriceEvents();
    fireEvent.click(price, { clientX: 12, clientY: 34, detail: 1 });
    // The price's handler, with the click's point and the price itself; React heard nothing.
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick.mock.calls[0]?.[0]).toMatchObject({ clientX: 12, clientY: 34, detail: 1 });
    expect(onPick.mock.calls[0]?.[1]).toBe(price);
    expect(onReactClick).not.toHaveBeenCalled();
    expect(onAncestorClick).not.toHaveBeenCalled();
    stop();

    // No board: React's onClick answers, once (the window's handler is gone).
    fireEvent.click(price);
    expect(onReactClick).toHaveBeenCalledTimes(1);
    expect(onPick).toHaveBeenCalledTimes(1);
  });

  describe('a touch tap on a price, answered at its touchend', () => {
    const finger = (x: number, y: number) => ({ clientX: x, clientY: y });
    /** touchstart at (x, y), touchend at (x + dx, y + dy); whether the touchend went on (no click cancelled). */
    function tap(price: HTMLElement, x = 20, y = 30, dx = 0, dy = 0) {
      fireEvent.touchStart(price, { touches: [finger(x, y)], changedTouches: [finger(x, y)] });
      return fireEvent.touchEnd(price, { touches: [], changedTouches: [finger(x + dx, y + dy)] });
    }

    it('picks at the touchend, cancels the mouse events and click, focuses the price, and drops a click sent anyway', () => {
      const stop = quietPriceEvents();
      try {
        const { price, onPick, onReactClick, onAncestorTouchEnd } = renderDrawnPrice();
        const wentOn = tap(price, 20, 30, 3, -4);
        expect(wentOn).toBe(false);
        expect(onPick).toHaveBeenCalledTimes(1);
        expect(onPick.mock.calls[0]?.[0]).toEqual({ detail: 1, clientX: 23, clientY: 26 });
        expect(onPick.mock.calls[0]?.[1]).toBe(price);
        expect(document.activeElement).toBe(price);
        expect(onAncestorTouchEnd).not.toHaveBeenCalled();
        // A keyboard's click on the focused price is its own press, also just after a tap.
        fireEvent.click(price, { detail: 0 });
        expect(onPick).toHaveBeenCalledTimes(2);
        // A browser that sends the tap's click all the same: not a second pick.
        fireEvent.click(price, { detail: 1 });
        expect(onPick).toHaveBeenCalledTimes(2);
        expect(onReactClick).not.toHaveBeenCalled();
        // The next tap picks again.
        tap(price);
        expect(onPick).toHaveBeenCalledTimes(3);
      } finally {
        stop();
      }
    });

    it('leaves to the browser a touch that moved, scrolled, pressed long, had two fingers or cannot be cancelled', () => {
      const stop = quietPriceEvents();
      try {
        const { price, onPick } = renderDrawnPrice();
        // Moved past the slop (a swipe): the browser decides, and sends no click for it.
        expect(tap(price, 20, 30, 0, TAP_SLOP_PX + 1)).toBe(true);
        fireEvent.touchStart(price, { touches: [finger(20, 30)] });
        fireEvent.touchMove(price, { touches: [finger(20, 60)], changedTouches: [finger(20, 60)] });
        expect(fireEvent.touchEnd(price, { changedTouches: [finger(20, 30)] })).toBe(true);
        // The page scrolled (pointercancel), a long press opened the menu, the touch was cancelled.
        for (const browserTook of ['pointerCancel', 'contextMenu', 'touchCancel'] as const) {
          fireEvent.touchStart(price, { touches: [finger(20, 30)] });
          fireEvent[browserTook](price);
          expect(fireEvent.touchEnd(price, { changedTouches: [finger(20, 30)] })).toBe(true);
        }
        // Two fingers.
        fireEvent.touchStart(price, { touches: [finger(20, 30), finger(80, 30)] });
        expect(fireEvent.touchEnd(price, { changedTouches: [finger(20, 30)] })).toBe(true);
        // A touchend the browser will not let be cancelled (a scroll under way).
        fireEvent.touchStart(price, { touches: [finger(20, 30)] });
        expect(
          fireEvent.touchEnd(price, { cancelable: false, changedTouches: [finger(20, 30)] }),
        ).toBe(true);
        expect(onPick).not.toHaveBeenCalled();
        // Each of those ends in the browser's click where it sends one: answered as a click.
        fireEvent.click(price, { detail: 1 });
        expect(onPick).toHaveBeenCalledTimes(1);
      } finally {
        stop();
      }
    });

    it('without a board a touch goes the browser’s way to React’s onClick', () => {
      const { price, onPick, onReactClick } = renderDrawnPrice();
      expect(tap(price)).toBe(true);
      fireEvent.click(price, { detail: 1 });
      expect(onPick).not.toHaveBeenCalled();
      expect(onReactClick).toHaveBeenCalledTimes(1);
    });
  });
});
