// @ts-nocheck
// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { createActor } from 'xstate';
import { refreshMachine } from '@machines/refreshMachine';
import {
  BoardModeLabel,
  CountdownScope,
  RefreshButton,
  secondsOf,
} from '@src/features/filters/RefreshButton';
import type {
  BoardMode,
  BoardModeSource,
  SecondsSource,
} from '@src/features/filters/RefreshButton';
import { renderInLocale } from '@tests/unit/src/helpers';

afterEach(cleanup);

/** A countdown the test moves by hand. */
function manualSeconds(start: number) {
  let seconds = start;
  const listeners = new Set<() => void>();
  const source: SecondsSource = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => seconds,
  };
  return {
    source,
    set(next: number) {
      seconds = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

describe('the refresh button', () => {
  it('counts down with the source and calls the lists when pressed', () => {
    const countdown = manualSeconds(20);
    let pressed = 0;
    renderInLocale(
      <RefreshButton seconds={countdown.source} onRefresh={() => (pressed += 1)} className="" />,
    );
    expect(screen.getByTestId('refresh').textContent).toContain('20');
    countdown.set(19);
    expect(screen.getByTestId('refresh').textContent).toContain('19');
    fireEvent.click(screen.getByTestId('refresh'));
    expect(pressed).toBe(1);
  });

  it('the figure is a box of its own, as wide as its digits, where the language puts it', () => {
    const countdown = manualSeconds(20);
    renderInLocale(<RefreshButton seconds={countdown.source} onRefresh={() => {}} className="" />);
    const button = screen.getByTestId('refresh');
    const figure = () => button.querySelector('span');
    expect(button.textContent).toBe('⟳ Refresh 20');
    expect(figure()?.textContent).toBe('20');
    expect(figure()?.style.width).toBe('2ch');
    const words = button.firstChild;
    countdown.set(9);
    expect(button.textContent).toBe('⟳ Refresh 9');
    expect(figure()?.style.width).toBe('1ch');
    // The words around the figure stay as they were drawn: only the figure follows the tick.
    expect(button.firstChild).toBe(words);
    cleanup();

    renderInLocale(
      <RefreshButton seconds={countdown.source} onRefresh={() => {}} className="" />,
      'th',
    );
    expect(screen.getByTestId('refresh').textContent).toBe('⟳ รีเฟรช 9');
  });

  it("reads the countdown machine's seconds", () => {
    const actor = createActor(refreshMachine, { input: { sportTypeId: 1 } }).start();
    const source = secondsOf(actor);
    expect(source.get()).toBe(20);
    expect(secondsOf(actor)).toBe(source);
    actor.send({ type: 'refresh.now' });
    expect(source.get()).toBe(0);
    actor.stop();
  });
});

describe('the countdown scope', () => {
  it('says zero only at 0, without rendering the rows inside again', () => {
    const countdown = manualSeconds(2);
    let renders = 0;
    function Rows() {
      renders += 1;
      return <span data-testid="rows" />;
    }
    renderInLocale(
      <CountdownScope seconds={countdown.source}>
        <Rows />
      </CountdownScope>,
    );
    const scope = () => screen.getByTestId('rows').parentElement;
    expect(scope()?.getAttribute('data-countdown-zero')).toBe('false');
    countdown.set(1);
    expect(scope()?.getAttribute('data-countdown-zero')).toBe('false');
    countdown.set(0);
    expect(scope()?.getAttribute('data-countdown-zero')).toBe('true');
    countdown.set(20);
    expect(scope()?.getAttribute('data-countdown-zero')).toBe('false');
    expect(renders).toBe(1);
  });
});

describe('the board mode words', () => {
  it('follow the link: offline while the browser has none, live or the countdown when back', () => {
    let online = true;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    let mode: BoardMode = 'live';
    const source: BoardModeSource = { subscribe: () => () => undefined, get: () => mode };
    renderInLocale(<BoardModeLabel mode={source} />, 'en');
    const label = screen.getByTestId('board-mode');
    expect(label.textContent).toBe('Live odds');
    online = false;
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(label.getAttribute('data-mode')).toBe('offline');
    expect(label.textContent).toBe('Offline: prices as last received');
    online = true;
    mode = 10;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(label.getAttribute('data-mode')).toBe('countdown');
    expect(label.textContent).toBe('Refreshing every 10 s');
    onLine.mockRestore();
  });
});
