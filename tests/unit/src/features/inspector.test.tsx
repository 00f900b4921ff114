// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CallOutcome, MemberProfile } from '../../../../machines/memberTypes';
import { sessionMachine } from '../../../../machines/sessionMachine';
import { InspectorPanel } from '../../../../src/features/inspector/InspectorPanel';
import {
  compactText,
  createInspectionStore,
  INSPECTOR_EVENT_LIMIT,
} from '../../../../src/features/inspector/inspectionStore';
import { renderInLocale } from '../helpers';

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

function readySession(store: ReturnType<typeof createInspectionStore>) {
  const profile = {
    user: { id: 1, username: 'demo01', currency: 'THB', firstLogin: false },
    balance: 10,
  };
  const machine = sessionMachine.provide({
    actors: {
      login: fromPromise(async (): Promise<CallOutcome<{ token: string }>> => ({
        ok: true,
        data: { token: 't' },
      })),
      loadProfile: fromPromise(async (): Promise<CallOutcome<MemberProfile>> => ({
        ok: true,
        data: profile,
      })),
      loadBalance: fromPromise(async (): Promise<CallOutcome<number>> => ({ ok: true, data: 10 })),
    },
  });
  return createActor(machine, {
    input: { entryToken: null, hasSessionCookie: false },
    inspect: store.inspect,
    systemId: 'session',
  });
}

describe('inspection store', () => {
  it('lists live actors by system id with their state and a compact context', () => {
    const store = createInspectionStore(() => 0);
    const actor = readySession(store).start();
    const { actors } = store.getSnapshot();
    expect(actors).toHaveLength(1);
    expect(actors[0]).toMatchObject({ name: 'session', stateValue: '"noSession"' });
    expect(actors[0]?.context).toContain('"noSessionReason":"missing"');
    actor.stop();
  });

  it('records the events sent to actors, keeping the last 100', () => {
    const store = createInspectionStore(() => 1_000);
    const actor = readySession(store).start();
    for (let i = 0; i < INSPECTOR_EVENT_LIMIT + 20; i += 1) actor.send({ type: 'session.retry' });
    const { events } = store.getSnapshot();
    expect(events).toHaveLength(INSPECTOR_EVENT_LIMIT);
    expect(events.at(-1)).toMatchObject({ type: 'session.retry', target: 'session', time: 1_000 });
    store.clearEvents();
    expect(store.getSnapshot().events).toHaveLength(0);
  });

  it('keeps long context short', () => {
    expect(compactText({ bets: Array.from({ length: 30 }, () => ({})) })).toBe(
      '{"bets":"[30 items]"}',
    );
    expect(compactText('x'.repeat(2_000)).length).toBeLessThan(700);
  });
});

describe('InspectorPanel', () => {
  it('stays out of the way unless asked for', () => {
    renderInLocale(<InspectorPanel store={createInspectionStore()} requestedByAddress={false} />);
    expect(screen.queryByTestId('inspector')).toBeNull();
  });

  it('opens with ?inspect=1 (remembered for the tab) and shows the actors', () => {
    const store = createInspectionStore();
    renderInLocale(<InspectorPanel store={store} requestedByAddress />);
    expect(sessionStorage.getItem('inspector')).toBe('1');
    act(() => {
      readySession(store).start();
    });
    expect(screen.getByTestId('inspector-actor').textContent).toContain('session');
    fireEvent.click(screen.getByRole('button', { name: 'Close inspector' }));
    expect(screen.queryByTestId('inspector')).toBeNull();
    expect(sessionStorage.getItem('inspector')).toBeNull();
  });

  it('toggles with Alt+Shift+I', () => {
    renderInLocale(<InspectorPanel store={createInspectionStore()} requestedByAddress={false} />);
    fireEvent.keyDown(window, { code: 'KeyI', altKey: true, shiftKey: true });
    expect(screen.getByTestId('inspector')).toBeTruthy();
    fireEvent.keyDown(window, { code: 'KeyI', altKey: true, shiftKey: true });
    expect(screen.queryByTestId('inspector')).toBeNull();
  });
});
