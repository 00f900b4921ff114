// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  QUIET_PRICE_EVENTS,
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

describe('quiet price events (issue 29)', () => {
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
    const onPick = vi.fn();
    const onAncestorClick = vi.fn();
    const onReactClick = vi.fn();
    render(
      <div onClick={onAncestorClick}>
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
    const price = screen.getByTestId('price');

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
});
