import type { InspectionRecorder } from './inspectionRecorder';

// `?inspect=stately`: the same actors also go to Stately's inspector (@statelyai/inspect, loaded
// on demand). This module is off the first load too: the events held until it came (`held`) go
// first, then those queued until Stately's own chunk loads; all are redacted on the way out.
// Offline, or with the pop-up blocked, the app simply carries on with the offline visualizer.

const QUEUE_LIMIT = 2_000;

export function connectStately(
  store: InspectionRecorder,
  held: Parameters<InspectionRecorder['inspect']>[0][] = [],
): void {
  const queue = held.slice(0, QUEUE_LIMIT);
  let send: ((event: Parameters<InspectionRecorder['inspect']>[0]) => void) | null = null;
  const untap = store.tap((event) => {
    if (send !== null) send(event);
    else if (queue.length < QUEUE_LIMIT) queue.push(event);
  });
  void Promise.all([import('@statelyai/inspect'), import('./redact')])
    .then(([{ createBrowserInspector }, { redactValue }]) => {
      const inspector = createBrowserInspector({
        serialize: (event) => {
          const out = { ...event } as Record<string, unknown>;
          if ('event' in out) out.event = redactValue(out.event, store.secrets);
          if ('snapshot' in out) out.snapshot = redactValue(out.snapshot, store.secrets);
          return out as unknown as typeof event;
        },
      });
      send = (event) => {
        try {
          inspector.inspect.next?.(event);
        } catch {
          // Stately unreachable: nothing of the app depends on it.
        }
      };
      for (const event of queue.splice(0)) send(event);
    })
    .catch((error: unknown) => {
      untap();
      queue.length = 0;
      console.warn('Stately inspector unavailable', error);
    });
}
