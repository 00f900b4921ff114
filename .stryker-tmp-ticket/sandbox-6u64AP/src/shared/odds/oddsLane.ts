// @ts-nocheck
// A tap on the odds worker's messages for the machine visualizer's worker lane. Nothing listens
// unless the visualizer is open, and then the client only notes times; sizes are measured later,
// off the refresh's own task.
import type { OddsMessage } from '@workers/odds/core/view';

export interface OddsLaneReport {
  message: OddsMessage;
  /** performance.now() when the client asked for this list's refresh, or null (pushed, resync). */
  requestedAt: number | null;
  receivedAt: number;
}

type OddsLaneListener = (report: OddsLaneReport) => void;

let listener: OddsLaneListener | null = null;

/** The visualizer listens while open; returns the way to stop. */
export function listenToOddsLane(next: OddsLaneListener): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
}

export function oddsLaneActive(): boolean {
  return listener !== null;
}

export function reportOddsMessage(message: OddsMessage, requestedAt: number | null): void {
  listener?.({ message, requestedAt, receivedAt: performance.now() });
}
