// @ts-nocheck
import { useMemo, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { refreshMachine } from '@machines/refreshMachine';
import { refreshIntervalOf } from '@machines/refreshMachine';
import { useOnline } from '@src/shared/network';
import { countedMessages } from './messages';
import { countdownFigure } from './RefreshButton.css';

// The countdown ticks every second: only the refresh button's figure follows it, not the
// board around it (nor the button's label), so a tick costs one small render instead of the board's.

/** The seconds left before the next refresh, and a subscription to their change. */
export interface SecondsSource {
  subscribe(listener: () => void): () => void;
  get(): number;
}

const sources = new WeakMap<ActorRefFrom<typeof refreshMachine>, SecondsSource>();

/** The countdown machine's seconds as a source (one object per actor, stable across renders). */
export function secondsOf(countdown: ActorRefFrom<typeof refreshMachine>): SecondsSource {
  const held = sources.get(countdown);
  if (held !== undefined) return held;
  const source: SecondsSource = {
    subscribe(listener) {
      const subscription = countdown.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    get: () => countdown.getSnapshot().context.remaining,
  };
  sources.set(countdown, source);
  return source;
}

/** Which mode the board is in: 'live' (the stream) or the countdown's interval in seconds. */
export type BoardMode = 'live' | number;

export interface BoardModeSource {
  subscribe(listener: () => void): () => void;
  get(): BoardMode;
}

const modeSources = new WeakMap<ActorRefFrom<typeof refreshMachine>, BoardModeSource>();

export function boardModeOf(countdown: ActorRefFrom<typeof refreshMachine>): BoardModeSource {
  const held = modeSources.get(countdown);
  if (held !== undefined) return held;
  const source: BoardModeSource = {
    subscribe: secondsOf(countdown).subscribe,
    get() {
      const { context } = countdown.getSnapshot();
      return context.streamLive ? 'live' : refreshIntervalOf(context);
    },
  };
  modeSources.set(countdown, source);
  return source;
}

/**
 * The member sees in words how the board keeps up, following the link: "Offline" while the browser
 * has none (the prices shown are the last ones received, whatever the stream last said), "Live
 * odds" while the stream is live, "Refreshing every N s" while the countdown alone does (stream
 * off, down or reconnecting).
 */
export function BoardModeLabel({ mode, className }: { mode: BoardModeSource; className?: string }) {
  const intl = useIntl();
  const value = useSyncExternalStore(mode.subscribe, mode.get);
  const online = useOnline();
  const shown = online ? (value === 'live' ? 'live' : 'countdown') : 'offline';
  return (
    <span className={className} data-testid="board-mode" data-mode={shown}>
      {shown === 'offline'
        ? intl.formatMessage(countedMessages.modeOffline)
        : value === 'live'
          ? intl.formatMessage(countedMessages.modeLive)
          : intl.formatMessage(countedMessages.modeCountdown, { seconds: value })}
    </span>
  );
}

/** A source that never changes (a fixed figure, for tests and previews). */
export function fixedSeconds(seconds: number): SecondsSource {
  return { subscribe: () => () => undefined, get: () => seconds };
}

export function useSeconds(source: SecondsSource): number {
  return useSyncExternalStore(source.subscribe, source.get);
}

export interface RefreshButtonProps {
  seconds: SecondsSource;
  onRefresh(): void;
  className: string;
}

/**
 * The seconds left, the only part of the button that follows the tick: its own render each second,
 * in a box as wide as its digits that the browser lays out and paints alone (RefreshButton.css.ts).
 */
function CountdownFigure({ seconds }: { seconds: SecondsSource }) {
  const figure = String(useSeconds(seconds));
  return (
    <span className={countdownFigure} style={{ width: `${figure.length}ch` }}>
      {figure}
    </span>
  );
}

/** Where the figure goes in the formatted label (a character no message holds). */
const FIGURE_MARK = '\u0000';

/** "⟳ Refresh (N)": calls the lists now; N counts down to the next refresh. */
export function RefreshButton({ seconds, onRefresh, className }: RefreshButtonProps) {
  const intl = useIntl();
  // The label is formatted once per language, round a marker where the figure goes (before or after
  // the words, as the language puts it): the figure renders itself each second.
  const [before, after = ''] = useMemo(
    () => intl.formatMessage(countedMessages.refresh, { seconds: FIGURE_MARK }).split(FIGURE_MARK),
    [intl],
  );
  return (
    <button type="button" className={className} data-testid="refresh" onClick={onRefresh}>
      ⟳ {before}
      <CountdownFigure seconds={seconds} />
      {after}
    </button>
  );
}

/**
 * A price's rise/fall background shows only while the countdown is above zero.
 * The board's rows are wrapped once; at zero the wrapper's attribute hides the backgrounds by CSS,
 * so no price re-renders for it (and this re-renders only when the answer flips, not every second).
 */
export function CountdownScope({
  seconds,
  children,
}: {
  seconds: SecondsSource;
  children: React.ReactNode;
}) {
  const atZero = useSyncExternalStore(seconds.subscribe, () => seconds.get() === 0);
  return <div data-countdown-zero={atZero}>{children}</div>;
}
