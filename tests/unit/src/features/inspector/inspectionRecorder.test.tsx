// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, sendTo, setup } from 'xstate';
import type { InspectionEvent } from 'xstate';
import type { CallOutcome, MemberProfile } from '@machines/memberTypes';
import { sessionMachine } from '@machines/sessionMachine';
import { InspectorPanel } from '@src/features/inspector/InspectorPanel';
import { createInspectionRecorder } from '@src/features/inspector/inspectionRecorder';
import type { InspectionRecorder } from '@src/features/inspector/inspectionRecorder';
import {
  createInspectionStore,
  INSPECTOR_LOG_LIMIT,
} from '@src/features/inspector/inspectionStore';
import type { InspectionSnapshot } from '@src/features/inspector/inspectionStore';
import { buildRecording, createEntryViews, recordingText } from '@src/features/inspector/recording';
import { renderInLocale } from '@tests/unit/src/helpers';

// The first load holds the raw inspection events in a small recorder; the visualizer's store loads
// later and must then show what a store recording from the page's start would: the same actors in
// the same order, the same steps (numbered and timed as they happened) within the same limit, and
// the session token masked.

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

const SESSION_TOKEN = 'sess-5e4d3c2b1a09';
const ENTRY_TOKEN = 'entry-9z8y7x6w';

const counter = createMachine({ id: 'counter', on: { 'counter.bump': {} } });

/** A clock of its own for each recorder: both read the same times for the same steps. */
function ticking(): () => number {
  let time = 1_700_000_000_000;
  return () => (time += 7);
}

function loggedInSession(inspect: (event: InspectionEvent) => void) {
  const profile = {
    user: { id: 1, username: 'demo01', currency: 'THB', firstLogin: false },
    balance: 10,
  };
  const machine = sessionMachine.provide({
    actors: {
      login: fromPromise(async (): Promise<CallOutcome<{ token: string }>> => ({
        ok: true,
        data: { token: SESSION_TOKEN },
      })),
      loadProfile: fromPromise(async (): Promise<CallOutcome<MemberProfile>> => ({
        ok: true,
        data: profile,
      })),
      loadBalance: fromPromise(async (): Promise<CallOutcome<number>> => ({ ok: true, data: 10 })),
    },
  });
  return createActor(machine, {
    input: { entryToken: ENTRY_TOKEN, hasSessionCookie: false },
    inspect,
    systemId: 'session',
  });
}

/** What the visualizer reads, without the live refs: comparable with toEqual. */
function shown(snapshot: InspectionSnapshot) {
  return {
    actors: snapshot.actors.map(({ sessionId, name, parentSessionId, snapshot: state }) => ({
      sessionId,
      name,
      parentSessionId,
      state,
    })),
    log: snapshot.log,
    lane: snapshot.lane,
  };
}

/** A store recording from the start and a recorder, fed the same events. */
function sideBySide(secrets?: () => string[]) {
  const reference = createInspectionStore({ now: ticking(), secrets });
  const recorder = createInspectionRecorder({ now: ticking(), secrets });
  const inspect = (event: InspectionEvent) => {
    reference.inspect(event);
    recorder.inspect(event);
  };
  return { reference, recorder, inspect };
}

describe('inspection recorder → store hand-over', () => {
  it('the store loaded later shows the same actors, steps, senders, times and numbers as one recording from the start', async () => {
    const { reference, recorder, inspect } = sideBySide();
    const session = loggedInSession(inspect).start();
    await waitFor(() => expect(session.getSnapshot().matches('ready')).toBe(true));
    const bumps = createActor(counter, { inspect, systemId: 'counter' }).start();
    for (let i = 0; i < 2 * INSPECTOR_LOG_LIMIT + 37; i += 1) bumps.send({ type: 'counter.bump' });
    // A machine that took one step long ago (outside the kept window) is still charted.
    expect(reference.getSnapshot().log.some((entry) => entry.actor === 'session')).toBe(false);

    const store = await recorder.load();
    const loaded = store.getSnapshot();
    expect(shown(loaded)).toEqual(shown(reference.getSnapshot()));
    // The limit holds, the newest step last, numbered as it happened.
    expect(loaded.log).toHaveLength(INSPECTOR_LOG_LIMIT);
    const sent = loaded.log.at(-1)?.seq ?? 0;
    expect(loaded.log[0]?.seq).toBe(sent - INSPECTOR_LOG_LIMIT + 1);
    expect(loaded.actors.map((actor) => actor.name)).toEqual(['session', 'counter']);
    // The finished calls (login, loadProfile) are gone, as from the store itself.
    expect(loaded.actors.map((actor) => actor.name)).not.toContain('login');

    // From now on the store records: the next steps are numbered on from the held ones.
    session.send({ type: 'session.expired', message: 'gone' } as never);
    bumps.send({ type: 'counter.bump' });
    expect(shown(store.getSnapshot())).toEqual(shown(reference.getSnapshot()));
    expect(store.getSnapshot().log.at(-1)?.seq).toBe(sent + 2);
    session.stop();
    bumps.stop();
  });

  it('keeps who sent each step (a call’s answer to the session) across the hand-over', async () => {
    const { reference, recorder, inspect } = sideBySide();
    const session = loggedInSession(inspect).start();
    await waitFor(() => expect(session.getSnapshot().matches('ready')).toBe(true));
    const store = await recorder.load();
    const sources = store.getSnapshot().log.map((entry) => [entry.actor, entry.source]);
    expect(sources).toContainEqual(['session', 'login']);
    expect(sources).toEqual(
      reference.getSnapshot().log.map((entry) => [entry.actor, entry.source]),
    );
    session.stop();
  });

  it('loses no step taken while the store is on its way, and loads it once', async () => {
    const { reference, recorder, inspect } = sideBySide();
    const bumps = createActor(counter, { inspect, systemId: 'counter' }).start();
    bumps.send({ type: 'counter.bump' });
    const loading = recorder.load();
    expect(recorder.load()).toBe(loading);
    // Between the ask and the store's arrival.
    bumps.send({ type: 'counter.bump' });
    await Promise.resolve();
    bumps.send({ type: 'counter.bump' });
    const store = await loading;
    bumps.send({ type: 'counter.bump' });
    expect(shown(store.getSnapshot())).toEqual(shown(reference.getSnapshot()));
    expect(store.getSnapshot().log.map((entry) => entry.eventType)).toEqual([
      'xstate.init',
      'counter.bump',
      'counter.bump',
      'counter.bump',
      'counter.bump',
    ]);
    expect(await recorder.load()).toBe(store);
    expect(await store.load()).toBe(store);
    bumps.stop();
  });

  it('hands each event to a tap once, before and after the store took over', async () => {
    const recorder = createInspectionRecorder();
    const tapped: InspectionEvent[] = [];
    const sent: InspectionEvent[] = [];
    recorder.tap((event) => tapped.push(event));
    const inspect = (event: InspectionEvent) => {
      sent.push(event);
      recorder.inspect(event);
    };
    const bumps = createActor(counter, { inspect, systemId: 'counter' }).start();
    expect(tapped.map((event) => event.type)).toContain('@xstate.actor');
    await recorder.load();
    bumps.send({ type: 'counter.bump' });
    expect(tapped.map((event) => event.type)).toContain('@xstate.event');
    expect(tapped).toEqual(sent);
    bumps.stop();
  });

  it('keeps the time and a sender of a machine started by another, as the store does', async () => {
    const child = createMachine({ id: 'child', on: { 'child.poke': {} } });
    const parent = setup({ actors: { child } }).createMachine({
      id: 'parent',
      invoke: { src: 'child', id: 'kid', systemId: 'kid' },
      on: { 'parent.poke': { actions: sendTo('kid', { type: 'child.poke' }) } },
    });
    const { reference, recorder, inspect } = sideBySide();
    const actor = createActor(parent, { inspect }).start();
    actor.send({ type: 'parent.poke' });
    const store = await recorder.load();
    expect(shown(store.getSnapshot())).toEqual(shown(reference.getSnapshot()));
    const { actors, log } = store.getSnapshot();
    expect(actors.find((held) => held.name === 'kid')?.parentSessionId).toBe(actor.sessionId);
    expect(log.find((entry) => entry.eventType === 'child.poke')?.source).toBe('parent');
    actor.stop();
  });
});

describe('visualizer opened on a recorder', () => {
  async function openOn(recorder: InspectionRecorder) {
    renderInLocale(<InspectorPanel store={recorder} requestedByAddress />);
    await screen.findAllByTestId('inspector-event', undefined);
  }

  it('shows what the actors did before it opened, and never the session or entry token', async () => {
    const recorder = createInspectionRecorder({ secrets: () => [SESSION_TOKEN] });
    const session = loggedInSession(recorder.inspect).start();
    await waitFor(() => expect(session.getSnapshot().matches('ready')).toBe(true));
    // Only the recorder's known secret masks this one (no secret-looking key, no Bearer before it).
    session.send({
      type: 'session.expired',
      message: `the session ${SESSION_TOKEN} was refused`,
    } as never);
    await openOn(recorder);
    const rows = screen.getAllByTestId('inspector-event');
    expect(rows.map((row) => row.getAttribute('data-machine'))).toEqual(
      expect.arrayContaining(['session', 'login', 'loadProfile']),
    );
    expect(rows.map((row) => row.getAttribute('data-event-type'))).toContain('session.expired');
    for (const row of rows) {
      fireEvent.click(row);
      expect(document.body.textContent).not.toContain(SESSION_TOKEN);
      expect(document.body.textContent).not.toContain(ENTRY_TOKEN);
    }
    const store = await recorder.load();
    const exported = recordingText(
      buildRecording(store.getSnapshot(), createEntryViews(store.secrets)),
    );
    expect(exported).toContain('session.expired');
    expect(exported).toContain('was refused');
    expect(exported).not.toContain(SESSION_TOKEN);
    expect(exported).not.toContain(ENTRY_TOKEN);
    session.stop();
  });
});
