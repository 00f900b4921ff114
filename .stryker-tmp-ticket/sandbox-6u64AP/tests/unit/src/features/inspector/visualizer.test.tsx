// @ts-nocheck
// @vitest-environment jsdom
import type { ConfirmBody } from '@contract/confirm';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup } from 'xstate';
import type { CallOutcome, MemberProfile } from '@machines/memberTypes';
import { placeBetMachine } from '@machines/placeBetMachine';
import { sessionMachine } from '@machines/sessionMachine';
import type { ConfirmOutcome } from '@machines/ticketTypes';
import { InspectorPanel } from '@src/features/inspector/InspectorPanel';
import { createInspectionStore } from '@src/features/inspector/inspectionStore';
import {
  buildRecording,
  createEntryViews,
  finalSnapshots,
  parseRecording,
  recordingText,
  snapshotView,
} from '@src/features/inspector/recording';
import { redactValue } from '@src/features/inspector/redact';
import { renderInLocale } from '@tests/unit/src/helpers';

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

const SESSION_TOKEN = 'sess-9f8e7d6c5b4a';
const ENTRY_TOKEN = 'entry-1a2b3c4d';

function loggedInSession(store: ReturnType<typeof createInspectionStore>) {
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
    inspect: store.inspect,
    systemId: 'session',
  });
}

function chartState(machine: string, stateId: string): Element | null {
  return document.querySelector(
    `[data-testid="statechart"][data-machine="${machine}"] [data-state-id="${stateId}"]`,
  );
}

describe('machine visualizer', () => {
  it('stays out of the way unless asked for, and toggles with Alt+Shift+I', async () => {
    renderInLocale(<InspectorPanel store={createInspectionStore()} requestedByAddress={false} />);
    expect(screen.queryByTestId('inspector')).toBeNull();
    fireEvent.keyDown(window, { code: 'KeyI', altKey: true, shiftKey: true });
    expect(await screen.findByTestId('inspector', undefined)).toBeTruthy();
    fireEvent.keyDown(window, { code: 'KeyI', altKey: true, shiftKey: true });
    expect(screen.queryByTestId('inspector')).toBeNull();
  });

  it('follows a scripted place-bet run, travels back in time, and an export replays to the same final snapshots', async () => {
    const store = createInspectionStore();
    let answer: (outcome: ConfirmOutcome) => void = () => undefined;
    const machine = placeBetMachine.provide({
      actors: {
        confirmBet: fromPromise<ConfirmOutcome, { body: ConfirmBody; key: string }>(
          () => new Promise((resolve) => (answer = resolve)),
        ),
      },
    });
    const actor = createActor(machine, { inspect: store.inspect, systemId: 'placeBet' }).start();
    renderInLocale(<InspectorPanel store={store} requestedByAddress />);
    // The panel is a lazy chunk laid out by elkjs: on a busy 2-core machine that takes over 1 s.
    await waitFor(() =>
      expect(chartState('placeBet', 'placeBet.ready')?.getAttribute('data-active')).toBe('true'),
    );

    const body = {
      mainbet: 1,
      action_type: 'sc',
      stake: 500,
      ticket: { item: [{ price: 1.9 }], odds_type: 'EU', odds_total: 1.9 },
    } as unknown as ConfirmBody;
    const limits = [{ min_bet: 100, max_bet: 1000, max_pay_bill_sport: 10000 }];
    act(() => actor.send({ type: 'bet.submit', body, limits }));
    await waitFor(() =>
      expect(chartState('placeBet', 'placeBet.placing')?.getAttribute('data-active')).toBe('true'),
    );
    expect(chartState('placeBet', 'placeBet.ready')?.getAttribute('data-active')).toBe('false');

    await act(async () => {
      answer({ kind: 'placed' } as ConfirmOutcome);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await waitFor(() =>
      expect(chartState('placeBet', 'placeBet.placed')?.getAttribute('data-active')).toBe('true'),
    );

    // Time travel: the bet.submit row shows the chart as it was then.
    const submitRow = document.querySelector(
      '[data-testid="inspector-event"][data-machine="placeBet"][data-event-type="bet.submit"]',
    ) as HTMLElement;
    fireEvent.click(submitRow);
    expect(chartState('placeBet', 'placeBet.placing')?.getAttribute('data-active')).toBe('true');
    expect(chartState('placeBet', 'placeBet.placed')?.getAttribute('data-active')).toBe('false');
    fireEvent.keyDown(screen.getByTestId('inspector-log'), { key: 'ArrowUp' });
    expect(chartState('placeBet', 'placeBet.ready')?.getAttribute('data-active')).toBe('true');
    fireEvent.keyDown(screen.getByTestId('inspector-log'), { key: 'End' });
    expect(chartState('placeBet', 'placeBet.placed')?.getAttribute('data-active')).toBe('true');

    // Export and replay: the same final snapshot as the live actor.
    const recording = parseRecording(
      recordingText(buildRecording(store.getSnapshot(), createEntryViews())),
    );
    expect(finalSnapshots(recording.log).get('placeBet')).toEqual(
      snapshotView(actor.getSnapshot()),
    );
    expect(Object.keys(recording.machines)).toContain('placeBet');
    actor.stop();
  });

  it('charts a machine that starts later from the running system, with no list to update', async () => {
    const store = createInspectionStore();
    renderInLocale(<InspectorPanel store={store} requestedByAddress />);
    expect(await screen.findByTestId('inspector', undefined)).toBeTruthy();
    // A machine nobody has told the visualizer about, the way a new popup would arrive.
    const changeLeague = setup({
      types: { events: {} as { type: 'league.pick' } | { type: 'popup.close' } },
    }).createMachine({
      id: 'changeLeague',
      initial: 'choosing',
      states: {
        choosing: { on: { 'league.pick': 'picked', 'popup.close': 'closed' } },
        picked: { on: { 'popup.close': 'closed' } },
        closed: { type: 'final' },
      },
    });
    const actor = createActor(changeLeague, { inspect: store.inspect }).start();
    await waitFor(() =>
      expect(chartState('changeLeague', 'changeLeague.choosing')?.getAttribute('data-active')).toBe(
        'true',
      ),
    );
    act(() => actor.send({ type: 'league.pick' }));
    await waitFor(() =>
      expect(chartState('changeLeague', 'changeLeague.picked')?.getAttribute('data-active')).toBe(
        'true',
      ),
    );
    const labels = [
      ...document.querySelectorAll(
        '[data-machine="changeLeague"] [data-testid="statechart-transition"]',
      ),
    ].map((edge) => edge.getAttribute('data-event-label'));
    expect(labels.sort()).toEqual(['league.pick', 'popup.close', 'popup.close']);
    expect(Object.keys(buildRecording(store.getSnapshot(), createEntryViews()).machines)).toContain(
      'changeLeague',
    );
    actor.stop();
  });

  it('never shows or exports the session token, the entry token or an Authorization header', async () => {
    const store = createInspectionStore({ secrets: () => [SESSION_TOKEN] });
    const actor = loggedInSession(store).start();
    await waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
    actor.send({
      type: 'session.expired',
      message: `401 for Authorization: Bearer ${SESSION_TOKEN}`,
    } as never);
    renderInLocale(<InspectorPanel store={store} requestedByAddress />);
    await screen.findAllByTestId('inspector-event', undefined);
    // The session's invoked login call is listed by its logic's name, not a generated id.
    expect(
      screen.getAllByTestId('inspector-event').map((row) => row.getAttribute('data-machine')),
    ).toEqual(expect.arrayContaining(['session', 'login', 'loadProfile']));
    for (const row of screen.getAllByTestId('inspector-event')) {
      fireEvent.click(row);
      expect(document.body.textContent).not.toContain(SESSION_TOKEN);
      expect(document.body.textContent).not.toContain(ENTRY_TOKEN);
    }
    const exported = recordingText(
      buildRecording(store.getSnapshot(), createEntryViews(store.secrets)),
    );
    expect(exported).toContain('xstate.done.actor');
    expect(exported).not.toContain(SESSION_TOKEN);
    expect(exported).not.toContain(ENTRY_TOKEN);
    expect(
      JSON.stringify(
        redactValue({ headers: { Authorization: 'Bearer abc.def' }, cookie: 'token=xyz' }),
      ),
    ).not.toMatch(/abc\.def|xyz/);
    actor.stop();
  });
});
