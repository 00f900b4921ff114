// @ts-nocheck
// The visualizer's data, redacted and plain: built from the live store (cached per entry, so the
// open panel redoes nothing for old events) or read from an exported recording file. A recording
// carries the machines' charts, the event log with the snapshot after every event, and the worker
// lane, so another computer replays it with no session, no server and no code.
import { chartFromMachine, isMachineLogic } from './chart/chartDefinition';
import type { ChartDefinition } from './chart/chartDefinition';
import type { InspectionSnapshot, LaneEntry, RecordedEntry } from './inspectionStore';
import { redactValue } from './redact';
import type { SecretSource } from './redact';

export const RECORDING_FORMAT = 'one-all-sport.machine-recording';
export const RECORDING_VERSION = 1;

export interface SnapshotView {
  status: string;
  /** The state value (machines), or null for other actors. */
  value: unknown;
  context: unknown;
  output?: unknown;
  error?: unknown;
}

export interface EntryView {
  seq: number;
  time: number;
  actor: string;
  eventType: string;
  event: unknown;
  source: string | null;
  snapshot: SnapshotView;
}

/**
 * One actor telling another (a machine's `sendTo`, an invoked actor's `sendBack`): who sent which
 * event to whom, how many times in the log, and the last moment it happened. What the visualizer
 * draws beside each chart as the machines' joins.
 */
export interface JoinView {
  from: string;
  to: string;
  eventType: string;
  count: number;
  lastSeq: number;
}

const NOT_MESSAGES = new Set(['xstate.init', 'xstate.stop']);

/** The joins of a log, in the order each first happened. */
export function joinsOf(log: readonly EntryView[]): JoinView[] {
  const joins = new Map<string, JoinView>();
  for (const entry of log) {
    // An actor starting (its parent hands it `xstate.init`) or told to stop is not a message.
    if (entry.source === null || entry.source === entry.actor || NOT_MESSAGES.has(entry.eventType))
      continue;
    const key = `${entry.source}\u0000${entry.actor}\u0000${entry.eventType}`;
    const held = joins.get(key);
    if (held === undefined)
      joins.set(key, {
        from: entry.source,
        to: entry.actor,
        eventType: entry.eventType,
        count: 1,
        lastSeq: entry.seq,
      });
    else joins.set(key, { ...held, count: held.count + 1, lastSeq: entry.seq });
  }
  return [...joins.values()];
}

export interface Recording {
  format: typeof RECORDING_FORMAT;
  version: typeof RECORDING_VERSION;
  exportedAt: string;
  /** Chart of each machine actor, by the actor's name (its system id). */
  machines: Record<string, ChartDefinition>;
  log: EntryView[];
  lane: LaneEntry[];
  /** Who told whom what (read from the log; kept so a reader of the file sees them at once). */
  joins: JoinView[];
}

export function snapshotView(snapshot: unknown, secrets?: SecretSource): SnapshotView {
  const record = (typeof snapshot === 'object' && snapshot !== null ? snapshot : {}) as Record<
    string,
    unknown
  >;
  const view: SnapshotView = {
    status: typeof record.status === 'string' ? record.status : 'active',
    value: 'value' in record ? (redactValue(record.value, secrets) ?? null) : null,
    context: 'context' in record ? (redactValue(record.context, secrets) ?? null) : null,
  };
  if (record.output !== undefined) view.output = redactValue(record.output, secrets);
  if (record.error !== undefined) view.error = redactValue(record.error, secrets);
  return view;
}

/** Turns raw log entries into redacted views, remembering each one (entries never change). */
export function createEntryViews(secrets?: SecretSource) {
  const cache = new WeakMap<RecordedEntry, EntryView>();
  return (entry: RecordedEntry): EntryView => {
    let view = cache.get(entry);
    if (view === undefined) {
      view = {
        seq: entry.seq,
        time: entry.time,
        actor: entry.actor,
        eventType: entry.eventType,
        event: redactValue(entry.event, secrets, { maxDepth: 6, maxItems: 50 }),
        source: entry.source,
        snapshot: snapshotView(entry.snapshot, secrets),
      };
      cache.set(entry, view);
    }
    return view;
  };
}

const chartCache = new WeakMap<object, ChartDefinition>();

/** The chart of a machine actor's logic, read once per machine. */
export function chartOfLogic(logic: unknown): ChartDefinition | null {
  if (!isMachineLogic(logic)) return null;
  let chart = chartCache.get(logic);
  if (chart === undefined) {
    chart = chartFromMachine(logic);
    chartCache.set(logic, chart);
  }
  return chart;
}

/** Machine charts of the live actors, by actor name (first come, first kept). */
export function liveCharts(snapshot: InspectionSnapshot): Record<string, ChartDefinition> {
  const charts: Record<string, ChartDefinition> = {};
  for (const actor of snapshot.actors) {
    const chart = chartOfLogic(actor.logic);
    if (chart !== null && !(actor.name in charts)) charts[actor.name] = chart;
  }
  return charts;
}

export function buildRecording(
  snapshot: InspectionSnapshot,
  views: (entry: RecordedEntry) => EntryView,
  exportedAt: Date = new Date(),
): Recording {
  const log = snapshot.log.map(views);
  return {
    format: RECORDING_FORMAT,
    version: RECORDING_VERSION,
    exportedAt: exportedAt.toISOString(),
    machines: liveCharts(snapshot),
    log,
    lane: snapshot.lane,
    joins: joinsOf(log),
  };
}

export function recordingText(recording: Recording): string {
  return JSON.stringify(recording, null, 1);
}

export class RecordingError extends Error {}

function isChart(value: unknown): value is ChartDefinition {
  const chart = value as ChartDefinition | null;
  return (
    typeof chart === 'object' &&
    chart !== null &&
    typeof chart.machineId === 'string' &&
    typeof chart.rootId === 'string' &&
    Array.isArray(chart.states) &&
    Array.isArray(chart.transitions)
  );
}

/** Reads a recording file; anything else is refused with a reason. */
export function parseRecording(text: string): Recording {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new RecordingError('not JSON');
  }
  const record = data as Partial<Recording> | null;
  if (typeof record !== 'object' || record === null || record.format !== RECORDING_FORMAT) {
    throw new RecordingError('not a machine recording');
  }
  if (record.version !== RECORDING_VERSION)
    throw new RecordingError(`unknown version ${String(record.version)}`);
  const machines = record.machines ?? {};
  if (typeof machines !== 'object' || !Object.values(machines).every(isChart))
    throw new RecordingError('bad machines');
  if (!Array.isArray(record.log)) throw new RecordingError('bad log');
  const log = record.log.filter(
    (entry): entry is EntryView =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof entry.seq === 'number' &&
      typeof entry.actor === 'string' &&
      typeof entry.eventType === 'string' &&
      typeof entry.snapshot === 'object' &&
      entry.snapshot !== null,
  );
  return {
    format: RECORDING_FORMAT,
    version: RECORDING_VERSION,
    exportedAt: typeof record.exportedAt === 'string' ? record.exportedAt : '',
    machines,
    log,
    lane: Array.isArray(record.lane) ? record.lane : [],
    // Read again from the log: a file from before the joins were kept has them too.
    joins: joinsOf(log),
  };
}

/** Each actor's snapshot as it was at a moment of the log (the last entry at or before seq). */
export function snapshotsAt(log: readonly EntryView[], seq: number): Map<string, EntryView> {
  const at = new Map<string, EntryView>();
  for (const entry of log) {
    if (entry.seq > seq) break;
    at.set(entry.actor, entry);
  }
  return at;
}

/** Each actor's last snapshot in the log. */
export function finalSnapshots(log: readonly EntryView[]): Map<string, SnapshotView> {
  const last = snapshotsAt(log, Number.POSITIVE_INFINITY);
  return new Map([...last].map(([actor, entry]) => [actor, entry.snapshot]));
}
