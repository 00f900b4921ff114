// @ts-nocheck
import { useEffect, useMemo } from 'react';
import { useTransitionStore } from '@src/shared/useTransitionStore';
import { useIntl } from 'react-intl';
import type { OddsMessage } from '@workers/odds/core/view';
import { listenToOddsLane } from '@src/shared/odds/oddsLane';
import type { InspectionSnapshot, InspectionStore, LaneEntry } from './inspectionStore';
import { messages } from './messages';
import { buildRecording, createEntryViews, liveCharts } from './recording';
import { Visualizer } from './Visualizer';
import * as styles from './Visualizer.css';

/** The store's changes, told at most once every `everyMs` (the first one `everyMs` after it came). */
function throttledSubscribe(store: InspectionStore, everyMs: number) {
  return (listener: () => void) => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const unsubscribe = store.subscribe(() => {
      timer ??= setTimeout(() => {
        timer = null;
        listener();
      }, everyMs);
    });
    return () => {
      unsubscribe();
      if (timer !== null) clearTimeout(timer);
    };
  };
}

/**
 * The store's snapshot, at most a few times a second: a busy app does not redraw the panel per event.
 * Drawn as a transition (useTransitionStore, as the odds are), so React renders the panel in slices
 * and yields to the odds board and to input instead of adding a long task to a refresh.
 */
function useThrottledSnapshot(store: InspectionStore, everyMs = 200): InspectionSnapshot {
  const subscribe = useMemo(() => throttledSubscribe(store, everyMs), [store, everyMs]);
  return useTransitionStore(subscribe, store.getSnapshot, [store]);
}

function laneBase(
  message: OddsMessage,
): Pick<LaneEntry, 'kind' | 'type' | 'eventCount' | 'eventsSent' | 'removedEvents'> {
  switch (message.type) {
    case 'odds.full':
      return {
        kind: message.kind,
        type: 'full',
        eventCount: message.view.eventCount,
        eventsSent: message.view.eventCount,
        removedEvents: 0,
      };
    case 'odds.delta':
      return {
        kind: message.kind,
        type: 'delta',
        eventCount: message.delta.eventCount,
        eventsSent: message.delta.events.length,
        removedEvents: message.delta.removedEvents.length,
      };
    default:
      return { kind: message.kind, type: 'error', eventCount: 0, eventsSent: 0, removedEvents: 0 };
  }
}

const idle: (callback: () => void) => void =
  typeof requestIdleCallback === 'function'
    ? (callback) => requestIdleCallback(callback, { timeout: 2_000 })
    : (callback) => setTimeout(callback, 50);

/** While the panel is open, each odds worker message becomes a worker lane entry. */
function useWorkerLane(store: InspectionStore): void {
  useEffect(
    () =>
      listenToOddsLane(({ message, requestedAt, receivedAt }) => {
        let entry: LaneEntry = {
          seq: store.nextLaneSeq(),
          time: Date.now(),
          ...laneBase(message),
          bytes: null,
          requestToReceivedMs: requestedAt === null ? null : receivedAt - requestedAt,
          requestToDrawnMs: null,
        };
        store.recordLane(entry);
        const from = requestedAt ?? receivedAt;
        // The frame after the one React paints the new rows in.
        requestAnimationFrame(() =>
          setTimeout(() => {
            entry = { ...entry, requestToDrawnMs: performance.now() - from };
            store.recordLane(entry);
          }, 0),
        );
        // Measuring a full list's size is real work: do it when the page is idle.
        idle(() => {
          entry = { ...entry, bytes: JSON.stringify(message).length };
          store.recordLane(entry);
        });
      }),
    [store],
  );
}

/** While the panel is docked, the page can scroll its last rows (and a sticky menu's end) above it. */
function useRoomBelowPage(): void {
  useEffect(() => {
    const { style } = document.body;
    const before = style.paddingBottom;
    style.paddingBottom = styles.PANEL_ROOM;
    return () => {
      style.paddingBottom = before;
    };
  }, []);
}

export default function VisualizerPanel({
  store,
  onClose,
}: {
  store: InspectionStore;
  onClose(): void;
}) {
  const intl = useIntl();
  const snapshot = useThrottledSnapshot(store);
  useWorkerLane(store);
  useRoomBelowPage();
  const views = useMemo(() => createEntryViews(store.secrets), [store]);
  const live = useMemo(
    () => ({ charts: liveCharts(snapshot), log: snapshot.log.map(views), lane: snapshot.lane }),
    [snapshot, views],
  );
  return (
    <aside
      className={styles.panel}
      aria-label={intl.formatMessage(messages.title)}
      data-testid="inspector"
    >
      <Visualizer
        live={live}
        exportLive={() => buildRecording(store.getSnapshot(), views)}
        heading={intl.formatMessage(messages.title)}
        hint={intl.formatMessage(messages.hint)}
        actions={
          <>
            <button type="button" className={styles.button} onClick={store.clearEvents}>
              {intl.formatMessage(messages.clear)}
            </button>
            <button
              type="button"
              className={styles.button}
              onClick={onClose}
              aria-label={intl.formatMessage(messages.close)}
            >
              ×
            </button>
          </>
        }
      />
    </aside>
  );
}
