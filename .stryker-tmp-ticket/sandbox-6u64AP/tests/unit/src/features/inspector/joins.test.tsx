// @ts-nocheck
// @vitest-environment jsdom
// The visualizer draws the joins: which actor told which what. A nudge from the odds feed to the
// refresh machine, a retry of a failed list, and one machine telling another (the ticket telling
// the popup machine) each appear in the chart's data, beside the charts, and in a recording.
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { AnyActorRef } from 'xstate';
import type { OddsChangedMessage } from '@contract/realtime';
import { appMachine } from '@machines/appMachine';
import type { CallOutcome } from '@machines/memberTypes';
import { loaderMachine } from '@machines/loaderMachine';
import type { LoadOutcome, LoadRequest } from '@machines/loaderMachine';
import { popupMachine } from '@machines/popupMachine';
import { refreshMachine } from '@machines/refreshMachine';
import type {
  LoadListsOutput,
  NudgedOutput,
  OddsFeedInput,
  RefreshEvent,
} from '@machines/refreshMachine';
import { ticketMachine } from '@machines/ticketMachine';
import type { PickRequest, TicketPick } from '@machines/ticketTypes';
import { InspectorPanel } from '@src/features/inspector/InspectorPanel';
import { createInspectionStore } from '@src/features/inspector/inspectionStore';
import {
  buildRecording,
  createEntryViews,
  joinsOf,
  liveCharts,
  parseRecording,
  recordingText,
} from '@src/features/inspector/recording';
import { renderInLocale } from '@tests/unit/src/helpers';
import { recheckRequest } from '@src/shared/ticket/request';
import { ticketPick } from '@tests/fixtures/ticketPick';

afterEach(cleanup);

/** A click on a handicap price of event 1, as the ticket machine gets it. */
const REQUEST = recheckRequest('sc', ticketPick({ event_id: 1 }));

/** The page's actor system with a board, its feed, a list's retries, the ticket and the popups. */
function pageSystem() {
  const store = createInspectionStore();
  const app = createActor(appMachine, { systemId: 'app', inspect: store.inspect }).start();
  const spawn = (systemId: string, logic: Parameters<typeof createActor>[0], input?: unknown) => {
    app.send({ type: 'app.spawn', systemId, logic, input });
    return app.system.get(systemId) as AnyActorRef;
  };
  const feed: ((event: RefreshEvent) => void)[] = [];
  spawn(
    'refresh',
    refreshMachine.provide({
      actors: {
        loadLists: fromPromise<LoadListsOutput>(() => new Promise<never>(() => undefined)),
        oddsFeed: fromCallback<RefreshEvent, OddsFeedInput>(({ sendBack }) => {
          feed.push(sendBack);
        }),
        askNudged: fromPromise<NudgedOutput, { nudge: OddsChangedMessage | null }>(async () => ({
          changedEventIds: [],
          behind: false,
          restMs: 0,
        })),
      },
    }),
    { sportTypeId: 1, overrideSeconds: 600 },
  );
  const retries = spawn(
    'loader.odds.live',
    loaderMachine.provide({
      actors: {
        load: fromPromise<LoadOutcome, LoadRequest>(async () => ({ outcome: 'told' })),
      },
    }),
    { key: 'live' },
  );
  spawn('popup', popupMachine, {});
  const ticket = spawn(
    'ticket',
    ticketMachine.provide({
      actors: {
        checkPick: fromPromise<CallOutcome<TicketPick | null>, PickRequest>(
          () => new Promise(() => undefined),
        ),
      },
    }),
    { betType: 'sc' },
  );
  return { store, feed, retries, ticket };
}

function drive(system: ReturnType<typeof pageSystem>): void {
  system.feed[0]?.({ type: 'refresh.nudge', changeId: 11, eventIds: [1] });
  system.retries.send({ type: 'load.failed', status: 500, message: 'error' });
  system.retries.send({ type: 'loader.retryNow' });
  system.ticket.send({ type: 'ticket.add', request: REQUEST });
}

describe('the joins in the visualizer', () => {
  it('a nudge, a retry and a message from one machine to another are in the chart data and in a recording', () => {
    const system = pageSystem();
    drive(system);
    const views = createEntryViews();
    const snapshot = system.store.getSnapshot();
    const log = snapshot.log.map(views);

    const charts = liveCharts(snapshot);
    expect(Object.keys(charts)).toEqual(
      expect.arrayContaining(['refresh', 'loader.odds.live', 'popup', 'ticket']),
    );
    // The nudge, sent by the feed the refresh machine invokes, and the state it led to.
    const nudge = log.find((entry) => entry.eventType === 'refresh.nudge');
    expect(nudge).toMatchObject({ actor: 'refresh', source: 'oddsFeed' });
    expect(nudge?.snapshot.value).toMatchObject({ nudge: 'waiting' });
    // The retry: the failed list waits, and Retry now sends it at once.
    expect(
      log.filter((entry) => entry.actor === 'loader.odds.live').map((entry) => entry.eventType),
    ).toEqual(expect.arrayContaining(['load.failed', 'loader.retryNow']));
    const joins = joinsOf(log);
    expect(joins).toContainEqual(
      expect.objectContaining({ from: 'oddsFeed', to: 'refresh', eventType: 'refresh.nudge' }),
    );
    expect(joins).toContainEqual(
      expect.objectContaining({ from: 'ticket', to: 'popup', eventType: 'quick-bet.pick' }),
    );

    const recording = parseRecording(recordingText(buildRecording(snapshot, views)));
    expect(recording.joins).toEqual(joins);
    expect(Object.keys(recording.machines)).toEqual(
      expect.arrayContaining(['refresh', 'loader.odds.live', 'popup', 'ticket']),
    );
    expect(recording.log.map((entry) => entry.eventType)).toEqual(
      expect.arrayContaining(['refresh.nudge', 'load.failed', 'loader.retryNow', 'quick-bet.pick']),
    );
  });

  it('draws each join beside the charts of the machines it joins', async () => {
    const system = pageSystem();
    renderInLocale(<InspectorPanel store={system.store} requestedByAddress />);
    await screen.findByTestId('inspector');
    act(() => drive(system));
    await waitFor(() =>
      expect(
        document.querySelector(
          '[data-testid="statechart-joins"][data-machine="popup"] [data-testid="statechart-join"][data-from="ticket"][data-event-type="quick-bet.pick"]',
        ),
      ).not.toBeNull(),
    );
    const refreshJoin = () =>
      document.querySelector(
        '[data-testid="statechart-joins"][data-machine="refresh"] [data-from="oddsFeed"][data-event-type="refresh.nudge"]',
      );
    await waitFor(() => expect(refreshJoin()).not.toBeNull());
    expect(refreshJoin()?.textContent).toBe('oddsFeed → refresh: refresh.nudge ×1');
    // Starting a child is not a message: no join is drawn for it.
    expect(
      document.querySelector('[data-testid="statechart-join"][data-event-type="xstate.init"]'),
    ).toBeNull();
    expect(
      document
        .querySelector('[data-testid="inspector-event"][data-event-type="quick-bet.pick"]')
        ?.getAttribute('data-source'),
    ).toBe('ticket');
  });
});
