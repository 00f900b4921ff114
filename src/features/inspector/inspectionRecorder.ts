import type { InspectionEvent } from 'xstate';
import type {
  HeldInspection,
  HeldStep,
  InspectionRecorder,
  InspectionStore,
} from './inspectionStore';
import type { SecretSource } from './redact';
import { INSPECTOR_LOG_LIMIT } from './inspectorLimits';

// What every page runs from its first module: the visualizer must be able to show what the actors
// did since the page started, yet almost no page ever opens it. So the first load only holds the
// raw inspection events (references to XState's own immutable snapshots, nothing copied or named),
// within the store's own limits; the store that names, numbers and draws them is a chunk of its own,
// loaded when the visualizer opens, and takes over what was held in the order it happened.

// The hand-over's shapes live with the store that takes them (types only: the store stays lazy).
export type { HeldInspection, HeldStep, InspectionRecorder };

type ActorRef = InspectionEvent['actorRef'];

export interface InspectionRecorderOptions {
  now?: () => number;
  secrets?: SecretSource;
}

const isFinished = (ref: ActorRef, snapshot: unknown) =>
  (snapshot as { status?: unknown } | undefined)?.status !== 'active' &&
  (ref as { logic?: { root?: unknown } }).logic?.root === undefined;

export function createInspectionRecorder(
  options: InspectionRecorderOptions = {},
): InspectionRecorder {
  const now = options.now ?? Date.now;
  const secrets = options.secrets ?? (() => []);
  const actors = new Map<string, { ref: ActorRef; snapshot: unknown }>();
  let steps: HeldStep[] = [];
  let seq = 0;
  const pendingSources = new Map<string, ActorRef | null>();
  const taps = new Set<(event: InspectionEvent) => void>();
  let store: InspectionStore | null = null;
  let loading: Promise<InspectionStore> | undefined;

  function hold(event: InspectionEvent): void {
    const ref = event.actorRef;
    const id = ref.sessionId;
    if (event.type === '@xstate.actor') {
      if (!actors.has(id)) actors.set(id, { ref, snapshot: undefined });
    } else if (event.type === '@xstate.event') {
      pendingSources.set(id, event.sourceRef ?? null);
    } else if (event.type === '@xstate.snapshot') {
      seq += 1;
      steps.push({ seq, time: now(), step: event, source: pendingSources.get(id) ?? null });
      pendingSources.delete(id);
      // Cut back only once twice the limit is held: a copy per step would cost every tap.
      if (steps.length >= 2 * INSPECTOR_LOG_LIMIT) steps = steps.slice(-INSPECTOR_LOG_LIMIT);
      // A finished promise or callback actor has nothing more to show; machines stay charted.
      if (isFinished(ref, event.snapshot)) actors.delete(id);
      else {
        const actor = actors.get(id);
        if (actor === undefined) actors.set(id, { ref, snapshot: event.snapshot });
        else actor.snapshot = event.snapshot;
      }
    }
  }

  return {
    secrets,
    inspect(event) {
      for (const listener of taps) listener(event);
      if (store === null) hold(event);
      else store.inspect(event);
    },
    tap(listener) {
      taps.add(listener);
      return () => taps.delete(listener);
    },
    load() {
      return (loading ??= import('./inspectionStore').then(({ createInspectionStore }) => {
        // No await between the hand-over and the switch: no step can fall between the two.
        store = createInspectionStore({
          now,
          secrets,
          held: {
            actors: [...actors.values()],
            steps: steps.slice(-INSPECTOR_LOG_LIMIT),
            seq,
            pendingSources: new Map(pendingSources),
          },
        });
        actors.clear();
        steps = [];
        pendingSources.clear();
        return store;
      }));
    },
  };
}
