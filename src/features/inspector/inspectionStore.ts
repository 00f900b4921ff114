import type { InspectionEvent } from 'xstate';

// Collects XState inspection events for the offline inspector (the Stately UI is out of reach).
// Recording is cheap and always on; the readable snapshot is only built when the panel asks.

export const INSPECTOR_EVENT_LIMIT = 100;
const CONTEXT_TEXT_LIMIT = 600;

export interface InspectedActor {
  sessionId: string;
  name: string;
  status: string;
  stateValue: string;
  context: string;
}

export interface InspectedEvent {
  seq: number;
  time: number;
  target: string;
  type: string;
  payload: string;
}

export interface InspectionSnapshot {
  actors: InspectedActor[];
  events: InspectedEvent[];
}

export interface InspectionStore {
  inspect(event: InspectionEvent): void;
  getSnapshot(): InspectionSnapshot;
  subscribe(listener: () => void): () => void;
  clearEvents(): void;
}

interface ActorLike {
  sessionId: string;
  id?: unknown;
  systemId?: unknown;
  logic?: { id?: unknown };
}

/** The system id when there is one, else the machine's id, else the actor's own id. */
function actorName(ref: ActorLike): string {
  if (typeof ref.systemId === 'string') return ref.systemId;
  if (typeof ref.logic?.id === 'string') return ref.logic.id;
  if (typeof ref.id === 'string') return ref.id;
  return ref.sessionId;
}

/** Short, one-line JSON: long lists are counted, not listed, and deep objects are cut. */
export function compactValue(value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) {
    // Short lists of plain values read well inline; anything else is summarised.
    const plain = value.every((item) => typeof item !== 'object' || item === null);
    if (!plain || value.length > 5) return `[${value.length} items]`;
    return value;
  }
  if (typeof value === 'object' && value !== null) {
    // Actor refs and other class instances would print their whole internals.
    if (Object.getPrototypeOf(value) !== Object.prototype) return `<${value.constructor.name}>`;
    if (depth > 2) return '{…}';
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, compactValue(item, depth + 1)]),
    );
  }
  return value;
}

export function compactText(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(compactValue(value)) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > CONTEXT_TEXT_LIMIT ? `${text.slice(0, CONTEXT_TEXT_LIMIT)}…` : text;
}

function readSnapshot(snapshot: unknown): { status: string; stateValue: string; context: string } {
  const record = (typeof snapshot === 'object' && snapshot !== null ? snapshot : {}) as Record<
    string,
    unknown
  >;
  return {
    status: typeof record.status === 'string' ? record.status : 'active',
    stateValue: 'value' in record ? compactText(record.value) : '—',
    context: 'context' in record ? compactText(record.context) : '',
  };
}

export function createInspectionStore(now: () => number = Date.now): InspectionStore {
  const actors = new Map<string, InspectedActor>();
  let events: InspectedEvent[] = [];
  let seq = 0;
  let snapshot: InspectionSnapshot = { actors: [], events: [] };
  let dirty = false;
  const listeners = new Set<() => void>();

  function changed(): void {
    dirty = true;
    for (const listener of listeners) listener();
  }

  function recordActor(ref: ActorLike, state: unknown): void {
    const read = readSnapshot(state);
    // Finished actors (a promise that resolved, a machine that stopped) are no longer live.
    if (read.status === 'stopped' || read.status === 'done') {
      actors.delete(ref.sessionId);
      return;
    }
    actors.set(ref.sessionId, { sessionId: ref.sessionId, name: actorName(ref), ...read });
  }

  return {
    inspect(event) {
      const ref = event.actorRef as ActorLike;
      switch (event.type) {
        case '@xstate.actor': {
          let initial: unknown = undefined;
          try {
            initial = event.actorRef.getSnapshot();
          } catch {
            // Some logic has no snapshot before it starts; the first snapshot event fills it in.
          }
          recordActor(ref, initial);
          break;
        }
        case '@xstate.snapshot':
          recordActor(ref, event.snapshot);
          break;
        case '@xstate.event': {
          const { type, ...payload } = event.event;
          seq += 1;
          events = [
            ...events.slice(-(INSPECTOR_EVENT_LIMIT - 1)),
            { seq, time: now(), target: actorName(ref), type, payload: compactText(payload) },
          ];
          break;
        }
        default:
          return;
      }
      changed();
    },
    getSnapshot() {
      if (dirty) {
        snapshot = { actors: [...actors.values()], events };
        dirty = false;
      }
      return snapshot;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clearEvents() {
      events = [];
      changed();
    },
  };
}
