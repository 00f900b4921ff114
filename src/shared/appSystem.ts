import { useEffect, useState, useSyncExternalStore } from 'react';
import { createActor } from 'xstate';
import type { Actor, AnyActorLogic, AnyActorRef, InspectionEvent } from 'xstate';
import type { ActorRefFrom, InputFrom } from 'xstate';
import { appMachine } from '@machines/appMachine';

// The page's one actor system, made once outside React (module state, as the update actor's was):
// every machine of the page is spawned into it under its system id, so machines send to each other
// by name and the inspector records each message with its sender. Its module is loaded with XState
// (the session's chunk, or the update actor's chunk when that one comes first), never with the
// first load.

export type AppActor = Actor<typeof appMachine>;

let app: AppActor | null = null;
/** Every inspector the page's actors report to (the app's store; a test's own). */
const inspectors = new Set<(event: InspectionEvent) => void>();
/** Told when an actor joins or leaves the system (`useSystemActor` draws again). */
const changes = new Set<() => void>();
/**
 * A hook instance that spawned an actor. One that never commits (mounts) belongs to a render React
 * threw away (it suspended, or was interrupted): the actor it spawned is adopted by the render that
 * commits, not stopped and spawned again, which would start its work twice (a second login).
 */
interface Owner {
  committed: boolean;
}
/** The owner's render was committed: what it spawned belongs to a mounted component. */
function commit(owner: Owner): void {
  owner.committed = true;
}
/** Which owner spawned each actor. */
const owners = new Map<string, Owner>();

function inspectAll(event: InspectionEvent): void {
  for (const inspect of inspectors) inspect(event);
}

/** The app actor, started on first use; `inspect` joins the inspectors every actor reports to. */
export function appSystem(inspect?: (event: InspectionEvent) => void): AppActor {
  if (inspect !== undefined) inspectors.add(inspect);
  if (app === null) {
    app = createActor(appMachine, { systemId: 'app', inspect: inspectAll });
    app.start();
  }
  return app;
}

/** The actor registered under `systemId`, or undefined while none is. */
export function systemActor(systemId: string): AnyActorRef | undefined {
  return app?.system.get(systemId) as AnyActorRef | undefined;
}

let notifying = false;

/**
 * Tells the readers, after the task that changed the system: an actor spawned in a component's
 * first render must not make React draw other components during that render.
 */
function notify(): void {
  if (notifying) return;
  notifying = true;
  queueMicrotask(() => {
    notifying = false;
    for (const listener of changes) listener();
  });
}

/**
 * Spawns `logic` into the system under `systemId` (stopping whatever held the name) and returns it.
 * Outside React: the update actor, the odds client's retries, whoever owns an actor for the page's life.
 */
export function spawnIntoSystem<TLogic extends AnyActorLogic>(
  systemId: string,
  logic: TLogic,
  options: { input?: InputFrom<TLogic>; inspect?: (event: InspectionEvent) => void } = {},
): ActorRefFrom<TLogic> {
  const actor = appSystem(options.inspect);
  if (actor.system.get(systemId) !== undefined) actor.send({ type: 'app.stop', systemId });
  actor.send({ type: 'app.spawn', systemId, logic, input: options.input });
  notify();
  return actor.system.get(systemId) as ActorRefFrom<TLogic>;
}

/** Stops the actor under `systemId` (nothing when none is there). */
export function stopInSystem(systemId: string): void {
  if (app === null) return;
  owners.delete(systemId);
  app.send({ type: 'app.stop', systemId });
  notify();
}

function subscribeSystem(listener: () => void): () => void {
  changes.add(listener);
  return () => changes.delete(listener);
}

/** Reads an actor of the system by its id; undefined while none is registered under it. */
export function useSystemActor<TRef extends AnyActorRef = AnyActorRef>(
  systemId: string,
): TRef | undefined {
  const read = () => systemActor(systemId) as TRef | undefined;
  return useSyncExternalStore(subscribeSystem, read, read);
}

export interface SpawnOptions<TLogic extends AnyActorLogic> {
  input?: InputFrom<TLogic>;
  inspect?: (event: InspectionEvent) => void;
}

/**
 * An actor a mounted component owns (the board's refresh countdown, the session): spawned into the
 * system at the first render under `systemId`, stopped when the component unmounts. The logic and
 * input are read once, as `useActorRef` reads them.
 */
export function useSpawnedActor<TLogic extends AnyActorLogic>(
  systemId: string,
  logic: TLogic,
  options: SpawnOptions<TLogic> = {},
): ActorRefFrom<TLogic> {
  const [owner] = useState<Owner>(() => ({ committed: false }));
  // Runs once per owner (React's development checks run it twice, the second time finding the
  // first's actor as one to adopt).
  const [first] = useState(() => {
    const held = systemActor(systemId);
    const holder = owners.get(systemId);
    owners.set(systemId, owner);
    // An actor spawned from the very same logic by a render that never committed is taken over by
    // this one. Not from another logic: one made by the thrown-away render may read that render's
    // state (the board's refresh reads its odds client through the render's refs), which never
    // updates. Nor one an owner still mounted holds, or one spawned outside React.
    if (
      held !== undefined &&
      holder?.committed === false &&
      (held as { logic?: unknown }).logic === logic
    ) {
      return held as ActorRefFrom<TLogic>;
    }
    return spawnIntoSystem(systemId, logic, options);
  });
  // The actor under the name now: the first one, or one made again after it was stopped.
  const held = useSystemActor<ActorRefFrom<TLogic>>(systemId);
  useEffect(() => {
    commit(owner);
    // An actor stopped meanwhile (React's dev checks unmount and mount again) is made again; the
    // system's change draws the owner again with it.
    if (systemActor(systemId) === undefined) {
      owners.set(systemId, owner);
      spawnIntoSystem(systemId, logic, options);
    }
    return () => {
      // Another owner took the name meanwhile: its actor stays.
      if (owners.get(systemId) === owner) stopInSystem(systemId);
    };
    // Read once, as useActorRef reads its logic and options.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [systemId, owner]);
  return held ?? first;
}

/** Tests start from an empty system (each test file has its own module state too). */
export function resetAppSystemForTests(): void {
  app?.stop();
  app = null;
  owners.clear();
  inspectors.clear();
  notify();
}
