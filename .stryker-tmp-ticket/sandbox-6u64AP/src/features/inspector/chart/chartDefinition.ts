// @ts-nocheck
// A machine's chart as plain data, read from the machine's own definition (machine.root): every
// state node with its kind and initial child, every transition with its event, guard and delay.
// Plain data so a recording can carry it to another computer and be drawn without the code.

export type ChartStateType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface ChartState {
  id: string;
  key: string;
  type: ChartStateType;
  parent: string | null;
  /** The initial child ids of a compound state. */
  initial: string[];
  children: string[];
  /** Invoked actors' ids, shown inside the state. */
  invokes: string[];
}

export interface ChartTransition {
  id: string;
  source: string;
  /** Empty for a targetless transition (actions only): drawn as a loop on its source. */
  targets: string[];
  /** The event type as the machine receives it (xstate.after.*, xstate.done.actor.* included). */
  event: string;
  /** What the chart prints: the event (or "after <delay>", "done: <actor>"), with [guard]. */
  label: string;
  guard: string | null;
  delay: string | null;
  reenter: boolean;
}

export interface ChartDefinition {
  machineId: string;
  rootId: string;
  states: ChartState[];
  transitions: ChartTransition[];
}

/** The parts of an XState v5 StateNode the chart reads (kept structural: no runtime import). */
interface StateNodeLike {
  id: string;
  key: string;
  type: string;
  states: Record<string, StateNodeLike>;
  initial?: { target: readonly StateNodeLike[] } | undefined;
  transitions: Map<string, readonly TransitionLike[]>;
  always?: readonly TransitionLike[] | undefined;
  after?: readonly { delay: unknown; eventType: string }[];
  invoke?: readonly { id?: unknown; src?: unknown }[];
}

interface TransitionLike {
  eventType: string;
  target?: readonly StateNodeLike[] | undefined;
  guard?: unknown;
  reenter?: boolean;
}

export interface MachineLike {
  id: string;
  root: StateNodeLike;
}

/** Is this logic a state machine (and not a promise, callback or observable actor)? */
export function isMachineLogic(logic: unknown): logic is MachineLike {
  if (typeof logic !== 'object' || logic === null) return false;
  const record = logic as Record<string, unknown>;
  const root = record.root as Record<string, unknown> | undefined;
  return (
    typeof record.id === 'string' &&
    typeof root === 'object' &&
    root !== null &&
    root.transitions instanceof Map
  );
}

export function guardLabel(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name !== '' ? guard.name : 'guard';
  if (typeof guard === 'object') {
    const type = (guard as { type?: unknown }).type;
    if (typeof type === 'string') return type;
    return 'guard';
  }
  if (typeof guard === 'symbol') return guard.toString();
  if (typeof guard === 'number' || typeof guard === 'boolean' || typeof guard === 'bigint')
    return String(guard);
  return 'guard';
}

function delayLabel(delay: unknown): string {
  return typeof delay === 'number' ? `${delay}ms` : String(delay);
}

/** "after oneSecond", "done: confirmBet", "error: login", or the event itself. */
export function eventLabel(
  event: string,
  delay: string | null,
  actorNames: ReadonlyMap<string, string> = new Map(),
): string {
  if (event === '') return 'always';
  if (delay !== null) return `after ${delay}`;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event);
  if (done?.[1] !== undefined) return `done: ${actorNames.get(done[1]) ?? done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(event);
  if (error?.[1] !== undefined) return `error: ${actorNames.get(error[1]) ?? error[1]}`;
  const stateDone = /^xstate\.done\.state\.(.+)$/.exec(event);
  if (stateDone) return 'onDone';
  return event;
}

function chartType(type: string): ChartStateType {
  return type === 'compound' || type === 'parallel' || type === 'final' || type === 'history'
    ? type
    : 'atomic';
}

/** An invoke without an id gets one made of its index and state id ("0.session.loggingIn"). */
function isGeneratedInvokeId(id: string): boolean {
  return /^\d+\./.test(id);
}

/** What an invoked actor is called on the chart: its own id, or its logic's name when the id was generated. */
function invokeName(entry: { id?: unknown; src?: unknown }): string {
  const id = typeof entry.id === 'string' ? entry.id : null;
  const src = typeof entry.src === 'string' ? entry.src : null;
  if (id !== null && !(isGeneratedInvokeId(id) && src !== null)) return id;
  return src ?? 'actor';
}

export function chartFromMachine(machine: MachineLike): ChartDefinition {
  const states: ChartState[] = [];
  const transitions: ChartTransition[] = [];
  const actorNames = new Map<string, string>();
  const gather = (node: StateNodeLike) => {
    for (const entry of node.invoke ?? [])
      if (typeof entry.id === 'string') actorNames.set(entry.id, invokeName(entry));
    for (const child of Object.values(node.states ?? {})) gather(child);
  };
  gather(machine.root);

  function visit(node: StateNodeLike, parent: string | null): void {
    const children = Object.values(node.states ?? {});
    const invokes = (node.invoke ?? []).map(invokeName);
    states.push({
      id: node.id,
      key: node.key,
      type: chartType(node.type),
      parent,
      initial: node.initial?.target.map((target) => target.id) ?? [],
      children: children.map((child) => child.id),
      invokes,
    });
    const delays = new Map<string, string>();
    for (const delayed of node.after ?? [])
      delays.set(delayed.eventType, delayLabel(delayed.delay));
    const add = (transition: TransitionLike, event: string) => {
      const guard = guardLabel(transition.guard);
      const delay = delays.get(event) ?? null;
      const label = `${eventLabel(event, delay, actorNames)}${guard === null ? '' : ` [${guard}]`}`;
      transitions.push({
        id: `${node.id}#${transitions.length}`,
        source: node.id,
        targets: (transition.target ?? []).map((target) => target.id),
        event,
        label,
        guard,
        delay,
        reenter: transition.reenter === true,
      });
    };
    for (const [event, list] of node.transitions)
      for (const transition of list) add(transition, event);
    for (const transition of node.always ?? []) add(transition, '');
    for (const child of children) visit(child, node.id);
  }

  visit(machine.root, null);
  return { machineId: machine.id, rootId: machine.root.id, states, transitions };
}

/** The ids of the states a snapshot's value names (the root included), read through the chart. */
export function activeStateIds(chart: ChartDefinition, value: unknown): Set<string> {
  const byId = new Map(chart.states.map((state) => [state.id, state]));
  const active = new Set<string>();
  function childByKey(parent: ChartState, key: string): ChartState | undefined {
    for (const id of parent.children) {
      const child = byId.get(id);
      if (child?.key === key) return child;
    }
    return undefined;
  }
  function walk(node: ChartState | undefined, part: unknown): void {
    if (node === undefined) return;
    active.add(node.id);
    if (typeof part === 'string') {
      const child = childByKey(node, part);
      if (child) active.add(child.id);
    } else if (typeof part === 'object' && part !== null) {
      for (const [key, sub] of Object.entries(part)) walk(childByKey(node, key), sub);
    }
  }
  walk(byId.get(chart.rootId), value);
  return active;
}

/** The transitions an event just took: from a state active before, to states active after. */
export function takenTransitions(
  chart: ChartDefinition,
  eventType: string,
  before: ReadonlySet<string>,
  after: ReadonlySet<string>,
): Set<string> {
  const taken = new Set<string>();
  for (const transition of chart.transitions) {
    if (transition.event !== eventType || !before.has(transition.source)) continue;
    if (transition.targets.every((target) => after.has(target))) taken.add(transition.id);
  }
  return taken;
}
