// @ts-nocheck
// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OddsTableActionsContext } from '@src/shared/board/actions';
import type { OddsTableActions } from '@src/shared/board/actions';
import type { BoardTable } from '@src/features/odds-table/boardItems';
import { LocaleProvider } from '@src/shared/i18n/LocaleProvider';
import { buildBoard } from '@src/features/odds-table/boardItems';
import { OddsTables } from '@src/features/odds-table/OddsTables';
import type { OddsTablesProps } from '@src/features/odds-table/OddsTables';
import { renderInLocale } from '@tests/unit/src/helpers';
import { eventView, group, priceRow } from './fixtures';

afterEach(cleanup);

const liveTable: BoardTable = {
  kind: 'live',
  layout: 'f-line',
  groups: [group(501, [eventView(1, { head: { isLive: true } }), eventView(2)], true)],
  isEmpty: false,
};
const emptyNonlive: BoardTable = { kind: 'nonlive', layout: 'f-line', groups: [], isEmpty: true };

function props(overrides: Partial<OddsTablesProps> = {}): OddsTablesProps {
  return {
    tables: [liveTable, emptyNonlive],
    tableType: 'f-line',
    fontSize: 'a',
    isCollapsed: () => false,
    onToggleCollapse: vi.fn(),
    isFavouriteEvent: () => false,
    isFavouriteTournament: () => false,
    onToggleEventFavourite: vi.fn(),
    onToggleTournamentFavourite: vi.fn(),
    onRefresh: vi.fn(),
    openPanelEventId: null,
    onTogglePanel: vi.fn(),
    // jsdom measures nothing: draw every row.
    overscan: 100,
    ...overrides,
  };
}

describe('OddsTables', () => {
  it('draws the live and non-live tables with their titles, groups and rows', () => {
    renderInLocale(<OddsTables {...props()} />);
    const tables = screen.getAllByTestId('odds-table');
    expect(tables.map((table) => table.getAttribute('data-kind'))).toEqual(['live', 'nonlive']);
    expect(tables[0]!.getAttribute('data-table-type')).toBe('f-line');
    expect(screen.getByText('Live events')).toBeTruthy();
    expect(screen.getByText('Non-live')).toBeTruthy();
    const groupElement = screen.getByTestId('tournament-group');
    expect(groupElement.getAttribute('data-tournament-id')).toBe('501');
    expect(groupElement.getAttribute('data-collapsed')).toBe('false');
    expect(
      screen.getAllByTestId('event-row').map((row) => row.getAttribute('data-event-id')),
    ).toEqual(['1', '2']);
    expect(screen.getByTestId('live-icon')).toBeTruthy();
  });

  it('shows the no-data message for an empty list', () => {
    renderInLocale(<OddsTables {...props()} />);
    expect(screen.getByTestId('no-data').textContent).toBe('No data');
  });

  it('names the tournament by locale', () => {
    renderInLocale(<OddsTables {...props()} />, 'th');
    expect(screen.getByTestId('tournament-name').textContent).toBe('ลีก 501');
  });

  it('hides the rows of a collapsed group and reports the toggle', () => {
    const onToggleCollapse = vi.fn();
    renderInLocale(
      <OddsTables
        {...props({ isCollapsed: (kind, id) => kind === 'live' && id === 501, onToggleCollapse })}
      />,
    );
    expect(screen.getByTestId('tournament-group').getAttribute('data-collapsed')).toBe('true');
    expect(screen.queryAllByTestId('event-row')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('tournament-collapse'));
    expect(onToggleCollapse).toHaveBeenCalledWith('live', 501);
  });

  it('stars a tournament with all its events and refreshes from the tournament icon', () => {
    const onToggleTournamentFavourite = vi.fn();
    const onRefresh = vi.fn();
    renderInLocale(
      <OddsTables
        {...props({
          onToggleTournamentFavourite,
          onRefresh,
          isFavouriteTournament: (id) => id === 501,
        })}
      />,
    );
    const star = screen
      .getAllByTestId('favorite-star')
      .find((element) => element.getAttribute('data-tournament-id') === '501')!;
    expect(star.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(star);
    expect(onToggleTournamentFavourite).toHaveBeenCalledWith(501, [1, 2]);
    fireEvent.click(screen.getByTestId('tournament-refresh'));
    expect(onRefresh).toHaveBeenCalledWith('live');
  });

  it('re-renders only the event whose view changed', () => {
    // Every drawn price asks whether it is on the ticket: the calls show which rows rendered.
    const isActive = vi.fn<OddsTableActions['isActive']>(() => false);
    const actions: OddsTableActions = { pickPrice: vi.fn(), isActive };
    const first = eventView(1);
    const second = eventView(2);
    const tableWith = (events: ReturnType<typeof eventView>[]): BoardTable[] => [
      { kind: 'nonlive', layout: 'f-line', groups: [group(501, events)], isEmpty: false },
    ];
    const view = (tables: BoardTable[]) => (
      <LocaleProvider initialLocale="en">
        <OddsTableActionsContext.Provider value={actions}>
          <OddsTables {...props({ tables })} />
        </OddsTableActionsContext.Provider>
      </LocaleProvider>
    );
    const { rerender } = render(view(tableWith([first, second])));
    expect(new Set(isActive.mock.calls.map(([eventId]) => eventId))).toEqual(new Set([1, 2]));
    isActive.mockClear();
    const changed = {
      ...second,
      rows: [priceRow(1, { handicap_h: 0.77, price_change: { handicap_h: false } })],
    };
    rerender(view(tableWith([first, changed])));
    expect(new Set(isActive.mock.calls.map(([eventId]) => eventId))).toEqual(new Set([2]));
    const movedPrice = screen
      .getAllByTestId('event-row')[1]!
      .querySelector('[data-market="Handicap"][data-option="h"]')!;
    expect(movedPrice.textContent).toBe('0.77');
    expect(movedPrice.getAttribute('data-change')).toBe('down');
  });
});

describe('buildBoard', () => {
  it('lists per table its head, the no-data line or its groups, and the events of open groups', () => {
    const board = buildBoard([liveTable, emptyNonlive], (_, id) => id === 999);
    expect(board.items.map((item) => item.type)).toEqual([
      'table-head',
      'group',
      'event',
      'event',
      'table-head',
      'empty',
    ]);
    expect(board.tables[0]!.groups[0]).toMatchObject({ first: 1, last: 3 });
    const collapsed = buildBoard([liveTable], () => true);
    expect(collapsed.items.map((item) => item.type)).toEqual(['table-head', 'group']);
  });
});
