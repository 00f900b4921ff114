// @ts-nocheck
// @vitest-environment jsdom
// A refresh that moves only prices keeps the board's layout, and only the rows whose
// event changed render again.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventView, OddsListView } from '@workers/odds/core/view';
import type { ListKind } from '@contract/oddsList';
import { boardTableOf, sameTableStructure } from '@src/features/odds-table/stableTables';
import type { LaidOutTable } from '@src/features/odds-table/stableTables';
import {
  eventIndexOf,
  liveEventsOf,
  LiveEventsContext,
  useLiveEvent,
} from '@src/shared/odds/liveEvents';
import type { OddsClient, OddsListSnapshot } from '@src/shared/odds/oddsClient';
import { eventView, group, priceRow } from './fixtures';

afterEach(cleanup);

function table(groups: LaidOutTable['groups'], kind: ListKind = 'early'): LaidOutTable {
  return { kind, layout: 'f-line', groups, isEmpty: groups.length === 0 };
}

describe('sameTableStructure', () => {
  const a = eventView(1);
  const b = eventView(2);
  const league = group(10, [a, b]);
  const before = [table([league])];

  it('is the same when only prices moved (new event objects, same keys, same head)', () => {
    const moved = eventView(1, { rows: [priceRow(1, { handicap_h: 0.99 })] });
    expect(sameTableStructure(before, [table([{ ...league, events: [moved, b] }])])).toBe(true);
  });

  it('differs when an event is added, removed or reordered', () => {
    expect(sameTableStructure(before, [table([{ ...league, events: [a] }])])).toBe(false);
    expect(sameTableStructure(before, [table([{ ...league, events: [a, b, eventView(3)] }])])).toBe(
      false,
    );
    expect(sameTableStructure(before, [table([{ ...league, events: [b, a] }])])).toBe(false);
  });

  it("differs when a group's head changed, a group came or went, or a table's shape changed", () => {
    expect(
      sameTableStructure(before, [
        table([{ ...league, head: { ...league.head, liveIcon: true } }]),
      ]),
    ).toBe(false);
    expect(sameTableStructure(before, [table([league, group(11, [eventView(5)])])])).toBe(false);
    expect(sameTableStructure(before, [{ ...table([league]), layout: 'd-line' }])).toBe(false);
    expect(sameTableStructure(before, [table([league]), table([], 'live')])).toBe(false);
    expect(sameTableStructure(before, [table([league], 'live')])).toBe(false);
  });
});

function listView(events: EventView[]): OddsListView {
  return {
    kind: 'early',
    layout: 'f-line',
    changeId: 1,
    eventCount: events.length,
    groups: [group(10, events)],
    leagues: [],
    jumps: [],
  };
}

/** A client holding one list the test replaces, telling its subscribers as the real one does. */
function fakeClient(first: OddsListView) {
  let snapshot: OddsListSnapshot = { status: 'ready', view: first, seq: 1, error: null };
  const listeners = new Set<() => void>();
  const client = {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  } as unknown as OddsClient;
  return {
    client,
    show(view: OddsListView) {
      snapshot = { ...snapshot, view, seq: snapshot.seq + 1 };
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

describe('useLiveEvent', () => {
  it('re-renders only the row whose event the refresh replaced, with its new price', () => {
    const one = eventView(1, { rows: [priceRow(1, { handicap_h: 0.5 })] });
    const two = eventView(2, { rows: [priceRow(1, { handicap_h: 0.7 })] });
    const list = fakeClient(listView([one, two]));
    const renders = new Map<number, number>();
    // Laid out with the first objects, as a board holding its structure would.
    function Row({ drawn }: { drawn: EventView }) {
      const event = useLiveEvent('early', drawn);
      renders.set(event.key, (renders.get(event.key) ?? 0) + 1);
      return <span data-testid={`row-${event.key}`}>{event.rows[0]?.handicap_h}</span>;
    }
    const rows = [<Row key={1} drawn={one} />, <Row key={2} drawn={two} />];
    render(
      <LiveEventsContext.Provider value={liveEventsOf(list.client)}>
        {rows}
      </LiveEventsContext.Provider>,
    );
    expect(screen.getByTestId('row-1').textContent).toBe('0.5');

    list.show(listView([eventView(1, { rows: [priceRow(1, { handicap_h: 0.55 })] }), two]));
    expect(screen.getByTestId('row-1').textContent).toBe('0.55');
    expect(screen.getByTestId('row-2').textContent).toBe('0.7');
    expect(renders.get(1)).toBe(2);
    expect(renders.get(2)).toBe(1);
  });

  it('draws the laid-out event without a provider or once the list no longer has it', () => {
    const one = eventView(1, { rows: [priceRow(1, { handicap_h: 0.5 })] });
    function Row() {
      return <span data-testid="row">{useLiveEvent('early', one).rows[0]?.handicap_h}</span>;
    }
    render(<Row />);
    expect(screen.getByTestId('row').textContent).toBe('0.5');
    cleanup();
    const list = fakeClient(listView([eventView(2)]));
    render(
      <LiveEventsContext.Provider value={liveEventsOf(list.client)}>
        <Row />
      </LiveEventsContext.Provider>,
    );
    expect(screen.getByTestId('row').textContent).toBe('0.5');
  });

  it('indexes a view once', () => {
    const view = listView([eventView(1), eventView(2)]);
    expect(eventIndexOf(view)).toBe(eventIndexOf(view));
    expect([...eventIndexOf(view).keys()]).toEqual([1, 2]);
  });
});

describe('boardTableOf', () => {
  it('is nothing while a list is loading, an empty table once it failed, else the view as laid out', () => {
    const idle: OddsListSnapshot = { status: 'loading', view: null, seq: 0, error: null };
    expect(boardTableOf('live', idle, 'd-line')).toBeNull();
    expect(boardTableOf('live', { ...idle, status: 'error', error: 'x' }, 'd-line')).toEqual({
      kind: 'live',
      layout: 'd-line',
      groups: [],
      isEmpty: true,
    });
    const view = listView([eventView(1)]);
    const table = boardTableOf('early', { ...idle, status: 'ready', view }, 'f-line');
    expect(table?.groups).toBe(view.groups);
    expect(table?.isEmpty).toBe(false);
  });
});
