// @ts-nocheck
import { enqueueActions } from 'xstate';
import type { ActionFunction, AnyActorRef, EventObject, MachineContext } from 'xstate';

// How one machine of the page's actor system (machines/appMachine.ts) tells another: by the other's
// system id, with `sendTo` so that the inspector records the sender beside the event (the visualizer
// draws it as a join). Nothing is sent while the other is not running (a lazy machine not yet
// spawned, a board not mounted): the other asks when it starts.

/**
 * An action that sends what `eventOf` makes of its params (and the receiver, to skip what it already
 * holds; the sender, whose snapshot is the one before this step) to the actor registered under
 * `systemId`; null sends nothing.
 */
export function sendToSystemActor<
  TParams,
  TContext extends MachineContext = MachineContext,
  TEvent extends EventObject = EventObject,
>(
  systemId: string,
  eventOf: (params: TParams, receiver: AnyActorRef, sender: AnyActorRef) => EventObject | null,
  /** `delay: 0`: in a task of its own (the receiver's work does not lengthen the sender's task). */
  options: { delay?: number } = {},
  // The sender's own actors, actions, guards, delays and emitted events are not read here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): ActionFunction<TContext, TEvent, TEvent, TParams, any, any, any, any, any> {
  return enqueueActions(({ system, self, enqueue }, params: TParams) => {
    const receiver = system.get(systemId) as AnyActorRef | undefined;
    if (receiver === undefined) return;
    const event = eventOf(params, receiver, self);
    if (event !== null) enqueue.sendTo(receiver, event, options);
  });
}
