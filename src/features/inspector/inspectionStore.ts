import type { InspectionEvent } from 'xstate';
import type { SecretSource } from './redact';
import { createListeners } from '@src/shared/valueStore';
import { INSPECTOR_LANE_LIMIT, INSPECTOR_LOG_LIMIT } from './inspectorLimits';

// Records what the actors do, for the machine visualizer. It keeps references to XState's own
// immutable snapshots and events, and nothing is copied, redacted or drawn until the visualizer
// asks. The app loads it with the visualizer: until then the recorder (inspectionRecorder.ts) holds
// the raw events, and hands them over here.

export { INSPECTOR_LANE_LIMIT, INSPECTOR_LOG_LIMIT };

export interface RecordedActor {
  sessionId: string;
  /** The system id when there is one, else the machine's id, else the actor's own id. */
  name: string;
  /** The actor's logic: a state machine gets a chart. */
  logic: unknown;
  parentSessionId: string | null;
  /** The latest snapshot (raw). */
  snapshot: unknown;
}

export interface RecordedEntry {
  seq: number;
  time: number;
  sessionId: string;
  actor: string;
  eventType: string;
  /** The event as received (raw; redacted when shown or exported). */
  event: unknown;
  /** The actor that sent it, when it was another actor. */
  source: string | null;
  /** The actor's snapshot right after the event (raw). */
  snapshot: unknown;
}

/** One odds worker message, as the worker lane shows it. */
export interface LaneEntry {
  seq: number;
  time: number;
  kind: string;
  type: 'full' | 'delta' | 'error';
  /** Events in the list after this message. */
  eventCount: number;
  /** Events sent in this message (all of them for a full list; the changed ones for a delta). */
  eventsSent: number;
  removedEvents: number;
  /** Size of the message as JSON text, measured off the refresh's task; null until measured. */
  bytes: number | null;
  /** From the client's request to the message arriving, ms; null for a message nobody asked for. */
  requestToReceivedMs: number | null;
  /** From the request (or arrival) to the next painted frame, ms; null until painted. */
  requestToDrawnMs: number | null;
}

export interface InspectionSnapshot {
  actors: RecordedActor[];
  log: RecordedEntry[];
  lane: LaneEntry[];
}

// The first load's recorder (inspectionRecorder.ts) holds these until the store takes over.
type ActorRef = InspectionEvent['actorRef'];

/** One actor's step as it was held: its `@xstate.snapshot` inspection event, raw. */
export interface HeldStep {
  seq: number;
  time: number;
  step: Extract<InspectionEvent, { type: '@xstate.snapshot' }>;
  /** The actor that sent the event, when another actor did; null when none did. */
  source: ActorRef | null;
}

/** Everything the recorder held when the store took over. */
export interface HeldInspection {
  /** The actors seen and not finished, in the order first seen, each with its latest snapshot. */
  actors: { ref: ActorRef; snapshot: unknown }[];
  /** The last INSPECTOR_LOG_LIMIT steps at most, oldest first. */
  steps: HeldStep[];
  /** Steps taken since the page started (the last step's seq). */
  seq: number;
  /** Who sent the event an actor was processing, for a step not inspected yet. */
  pendingSources: Map<string, ActorRef | null>;
}

/** What the app hands its actors (their `inspect`) and the visualizer (`load`). */
export interface InspectionRecorder {
  inspect(event: InspectionEvent): void;
  /** Every inspection event is also handed to these (the Stately bridge). */
  tap(listener: (event: InspectionEvent) => void): () => void;
  /** Values masked wherever they appear (the session token). */
  secrets: SecretSource;
  /** The full store, loaded once, holding everything recorded so far; it records from then on. */
  load(): Promise<InspectionStore>;
}

export interface InspectionStore extends InspectionRecorder {
  getSnapshot(): InspectionSnapshot;
  subscribe(listener: () => void): () => void;
  clearEvents(): void;
  /** Adds or updates a worker lane entry (by seq). */
  recordLane(entry: LaneEntry): void;
  nextLaneSeq(): number;
}

interface ActorLike {
  sessionId: string;
  id?: unknown;
  systemId?: unknown;
  logic?: { id?: unknown };
  _parent?: { sessionId?: unknown };
  src?: unknown;
}

function actorName(ref: ActorLike): string {
  if (typeof ref.systemId === 'string') return ref.systemId;
  if (typeof ref.logic?.id === 'string') return ref.logic.id;
  // An invoke without an id gets "0.session.loggingIn"; its logic's name ("login") says more.
  if (typeof ref.id === 'string' && /^\d+\./.test(ref.id) && typeof ref.src === 'string')
    return ref.src;
  if (typeof ref.id === 'string') return ref.id;
  return ref.sessionId;
}

function eventTypeOf(event: unknown): string {
  const type = (event as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type : 'unknown';
}

export interface InspectionStoreOptions {
  now?: () => number;
  secrets?: SecretSource;
  /** What the recorder held before the store was loaded: recorded first, as it happened. */
  held?: HeldInspection;
}

export function createInspectionStore(options: InspectionStoreOptions = {}): InspectionStore {
  const now = options.now ?? Date.now;
  const actors = new Map<string, RecordedActor>();
  // Appended in place (an actor's every step lands here, a tap's too); the snapshot copies the last
  // INSPECTOR_LOG_LIMIT entries only when someone reads it, and the buffer is cut back to that many
  // once it holds twice as many (a copy of the whole log per step cost every tap).
  let entries: RecordedEntry[] = [];
  let lane: LaneEntry[] = [];
  let seq = 0;
  let laneSeq = 0;
  let snapshot: InspectionSnapshot = { actors: [], log: [], lane: [] };
  let dirty = false;
  const listeners = createListeners();
  const taps = new Set<(event: InspectionEvent) => void>();
  /** Who sent the event each actor is processing (from @xstate.event, read at @xstate.snapshot). */
  const lastSource = new Map<string, string | null>();

  function changed(): void {
    dirty = true;
    listeners.notify();
  }

  /** The actor as first seen (announced, or at its first step when the announcement was missed). */
  function recordActor(ref: ActorLike, name: string, snapshot: unknown): RecordedActor {
    const actor: RecordedActor = {
      sessionId: ref.sessionId,
      name,
      logic: ref.logic,
      parentSessionId: typeof ref._parent?.sessionId === 'string' ? ref._parent.sessionId : null,
      snapshot,
    };
    actors.set(ref.sessionId, actor);
    return actor;
  }

  /** One step of an actor: at `time`, numbered `at` (both given for a held step, else now). */
  function record(ref: ActorLike, event: unknown, state: unknown, time: number, at: number): void {
    const name = actorName(ref);
    const known = actors.get(ref.sessionId) ?? recordActor(ref, name, state);
    known.snapshot = state;
    // XState announces an actor (@xstate.actor) before it takes its system id: the name is
    // settled at its steps (three actors of one machine, loader.odds.live, .nonlive, .early).
    known.name = name;
    seq = at;
    const entry: RecordedEntry = {
      seq,
      time,
      sessionId: ref.sessionId,
      actor: name,
      eventType: eventTypeOf(event),
      event,
      source: lastSource.get(ref.sessionId) ?? null,
      snapshot: state,
    };
    lastSource.delete(ref.sessionId);
    entries.push(entry);
    if (entries.length >= 2 * INSPECTOR_LOG_LIMIT) entries = entries.slice(-INSPECTOR_LOG_LIMIT);
    // A finished promise or callback actor has nothing more to show; machines stay charted.
    const status = (state as { status?: unknown } | undefined)?.status;
    const logic = ref.logic as { root?: unknown } | undefined;
    if (status !== 'active' && logic?.root === undefined) actors.delete(ref.sessionId);
  }

  const sourceName = (source: unknown) =>
    source === null || source === undefined ? null : actorName(source as ActorLike);

  if (options.held !== undefined) {
    const { held } = options;
    for (const { ref, snapshot } of held.actors) {
      const actor = ref as unknown as ActorLike;
      recordActor(actor, actorName(actor), snapshot);
    }
    for (const { seq: at, time, step, source } of held.steps) {
      const ref = step.actorRef as unknown as ActorLike;
      lastSource.set(ref.sessionId, sourceName(source));
      record(ref, step.event, step.snapshot, time, at);
    }
    seq = held.seq;
    for (const [sessionId, source] of held.pendingSources)
      lastSource.set(sessionId, sourceName(source));
    dirty = true;
  }

  // One promise, as React's use() needs to read it on every render.
  let loaded: Promise<InspectionStore> | undefined;
  const store: InspectionStore = {
    secrets: options.secrets ?? (() => []),
    inspect(event) {
      for (const listener of taps) listener(event);
      const ref = event.actorRef as unknown as ActorLike;
      switch (event.type) {
        case '@xstate.actor': {
          if (!actors.has(ref.sessionId)) recordActor(ref, actorName(ref), undefined);
          break;
        }
        case '@xstate.event': {
          lastSource.set(ref.sessionId, sourceName(event.sourceRef));
          return;
        }
        case '@xstate.snapshot': {
          record(ref, event.event, event.snapshot, now(), seq + 1);
          break;
        }
        default:
          return;
      }
      changed();
    },
    getSnapshot() {
      if (dirty) {
        snapshot = { actors: [...actors.values()], log: entries.slice(-INSPECTOR_LOG_LIMIT), lane };
        dirty = false;
      }
      return snapshot;
    },
    subscribe: listeners.subscribe,
    clearEvents() {
      entries = [];
      lane = [];
      changed();
    },
    recordLane(entry) {
      const at = lane.findIndex((item) => item.seq === entry.seq);
      if (at >= 0) lane = lane.map((item, index) => (index === at ? entry : item));
      else lane = [...lane.slice(-(INSPECTOR_LANE_LIMIT - 1)), entry];
      changed();
    },
    nextLaneSeq() {
      laneSeq += 1;
      return laneSeq;
    },
    tap(listener) {
      taps.add(listener);
      return () => taps.delete(listener);
    },
    load: () => (loaded ??= Promise.resolve(store)),
  };
  return store;
}
