// @ts-nocheck
// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventRow } from '@src/features/odds-table/EventRow';
import { PRICE_CHANGE_HIGHLIGHT_MS } from '@src/features/odds-table/PriceCell';
import type { EventRowProps } from '@src/features/odds-table/EventRow';
import { formatPrice, isNegativePrice } from '@src/shared/board/price';
import { renderInLocale } from '@tests/unit/src/helpers';
import { eventView, priceRow } from './fixtures';

afterEach(cleanup);

function renderRow(props: Partial<EventRowProps> = {}, locale: 'en' | 'th' = 'en') {
  const onToggleFavourite = vi.fn();
  const onTogglePanel = vi.fn();
  renderInLocale(
    <EventRow
      event={eventView(90001)}
      layout="f-line"
      kind="nonlive"
      favourite={false}
      onToggleFavourite={onToggleFavourite}
      panelOpen={false}
      onTogglePanel={onTogglePanel}
      {...props}
    />,
    locale,
  );
  return { row: screen.getByTestId('event-row'), onToggleFavourite, onTogglePanel };
}

function price(row: HTMLElement, market: string, option: string, sortRow = 1) {
  return row.querySelector<HTMLElement>(
    `[data-testid="price"][data-market="${market}"][data-option="${option}"][data-row="${sortRow}"]`,
  );
}

describe('price display', () => {
  it('shows 2 decimals, and "-" for a missing or zero price', () => {
    expect(formatPrice(0.9)).toBe('0.90');
    expect(formatPrice(-0.98)).toBe('-0.98');
    expect(formatPrice(undefined)).toBe('-');
    expect(formatPrice(0)).toBe('-');
    expect(isNegativePrice(-0.5)).toBe(true);
    expect(isNegativePrice(0.5)).toBe(false);
  });
});

describe('EventRow', () => {
  it('draws the full-time line with each price as a button carrying its market, option and row', () => {
    const { row } = renderRow();
    expect(row.getAttribute('data-event-id')).toBe('90001');
    expect(price(row, 'Handicap', 'h')?.textContent).toBe('0.92');
    expect(price(row, 'Handicap', 'a')?.textContent).toBe('-0.98');
    expect(price(row, 'OverUnder', 'h')?.textContent).toBe('0.85');
    // The full-time line table shows no 1x2 or first-half prices.
    expect(price(row, '1x2', 'h')).toBeNull();
    expect(price(row, 'FH_Handicap', 'h')).toBeNull();
  });

  it('draws an empty price as "-" that cannot be clicked', () => {
    const { row } = renderRow();
    expect(price(row, 'OverUnder', 'a')).toBeNull();
    expect(
      within(row)
        .getAllByText('-')
        .every((cell) => cell.tagName !== 'BUTTON'),
    ).toBe(true);
  });

  it('names teams by locale and highlights the favourite side', () => {
    const { row } = renderRow({ event: eventView(1, { head: { favourite: 'away' } }) }, 'th');
    const home = row.querySelector('[data-team="home"]')!;
    const away = row.querySelector('[data-team="away"]')!;
    expect(home.textContent).toContain('เหย้า 1');
    expect(home.getAttribute('data-favourite')).toBe('false');
    expect(away.getAttribute('data-favourite')).toBe('true');
  });

  it('repeats red-card icons by count for each side, the away count its own', () => {
    const { row } = renderRow({
      event: eventView(1, { head: { homeRedCards: 1, awayRedCards: 2 } }),
    });
    const cards = within(row).getAllByTestId('red-cards');
    expect(cards.map((card) => card.getAttribute('data-count'))).toEqual(['1', '2']);
    expect(cards[1]!.children).toHaveLength(2);
  });

  it('shows no red-card icon for a count of 0', () => {
    const { row } = renderRow();
    expect(within(row).queryByTestId('red-cards')).toBeNull();
  });

  it('uses the bullfight font for category 10035 names', () => {
    const { row } = renderRow({ event: eventView(1, { head: { bullfightFont: true } }) });
    expect(row.querySelector('[data-team="home"]')!.getAttribute('data-font')).toBe('bullfight');
  });

  it('shows HT at half time, period and minute with the start time when running, kickoff with day on the early list', () => {
    renderRow({ event: eventView(1, { head: { isLive: true, clock: { kind: 'half-time' } } }) });
    expect(screen.getByTestId('match-clock').textContent).toBe('HT');
    cleanup();
    renderRow({
      event: eventView(1, {
        head: {
          isLive: true,
          clock: { kind: 'running', period: '2', minute: 12, startTime: '19:30' },
        },
      }),
    });
    expect(screen.getByTestId('match-clock').textContent).toBe("2H 12'19:30");
    expect(screen.getByTestId('match-clock').getAttribute('data-clock')).toBe('running');
    cleanup();
    renderRow({
      kind: 'early',
      event: eventView(1, { head: { clock: { kind: 'kickoff', time: '23:05', day: '24/11' } } }),
    });
    expect(screen.getByTestId('match-clock').textContent).toBe('24/1123:05');
  });

  it('marks a price that rose or fell with data-change', () => {
    const moved = priceRow(1, { price_change: { handicap_h: true, handicap_a: false } });
    const { row } = renderRow({ event: eventView(1, { rows: [moved] }) });
    expect(price(row, 'Handicap', 'h')?.getAttribute('data-change')).toBe('up');
    expect(price(row, 'Handicap', 'a')?.getAttribute('data-change')).toBe('down');
    expect(price(row, 'OverUnder', 'h')?.hasAttribute('data-change')).toBe(false);
  });

  it("clears a move's background after 2 s, the prices one refresh moved together", () => {
    vi.useFakeTimers();
    // A moment of its own: settles are grouped by the moment they are due.
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    try {
      const moved = priceRow(1, { price_change: { handicap_h: true, handicap_a: false } });
      const { row } = renderRow({ event: eventView(1, { rows: [moved] }) });
      const change = (option: string) =>
        price(row, 'Handicap', option)?.getAttribute('data-change') ?? null;
      act(() => {
        vi.advanceTimersByTime(PRICE_CHANGE_HIGHLIGHT_MS - 100);
      });
      expect([change('h'), change('a')]).toEqual(['up', 'down']);
      // One timer settles both (settleClock.ts): not one per price.
      expect(vi.getTimerCount()).toBe(1);
      act(() => {
        vi.advanceTimersByTime(100);
      });
      expect([change('h'), change('a')]).toEqual([null, null]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('toggles the event favourite from its star', () => {
    const { row, onToggleFavourite } = renderRow({ favourite: true });
    const star = within(row).getByTestId('favorite-star');
    expect(star.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(star);
    expect(onToggleFavourite).toHaveBeenCalledWith(90001, 501);
  });

  it('single line: shows +N and the FullTime 1x2, HalfTime 1x2 and Odd/Even panel when open', () => {
    const { row, onTogglePanel } = renderRow({
      layout: 's-line',
      event: eventView(7, { moreCount: 3 }),
    });
    const more = within(row).getByTestId('more-markets');
    expect(more.textContent).toBe('+3');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(price(row, 'FH_Handicap', 'h')?.textContent).toBe('0.80');
    fireEvent.click(more);
    expect(onTogglePanel).toHaveBeenCalledWith(7);
    cleanup();
    const open = renderRow({
      layout: 's-line',
      event: eventView(7, { moreCount: 3 }),
      panelOpen: true,
    });
    const panel = within(open.row).getByTestId('more-markets-panel');
    expect(price(panel, '1x2', 'x')?.textContent).toBe('3.30');
    expect(price(panel, 'FH_1x2', 'a')?.textContent).toBe('4.20');
    expect(price(panel, 'OE', 'h')?.textContent).toBe('0.95');
  });

  it('double line: the first cells span three rows per price row and the draw has its own row', () => {
    const event = eventView(3, { rows: [priceRow(1), priceRow(2)], rowSpan: 6 });
    const { row } = renderRow({ layout: 'd-line', event });
    expect(within(row).getByTestId('match-clock').style.gridRow).toBe('span 6');
    expect(price(row, '1x2', 'x', 2)?.textContent).toBe('3.30');
    expect(price(row, 'OE', 'a', 1)?.textContent).toBe('0.93');
    expect(within(row).getByText('Draw')).toBeTruthy();
  });

  it('half time: first-half handicap, over/under and 1x2 only', () => {
    const { row } = renderRow({ layout: 'h-line' });
    expect(price(row, 'FH_Handicap', 'h')?.textContent).toBe('0.80');
    expect(price(row, 'FH_1x2', 'x')?.textContent).toBe('2.10');
    expect(price(row, 'Handicap', 'h')).toBeNull();
  });

  it('Muay Thai: handicap, over/under and odd/even', () => {
    const { row } = renderRow({ layout: 'muay' });
    expect(price(row, 'Handicap', 'a')?.textContent).toBe('-0.98');
    expect(price(row, 'OE', 'a')?.textContent).toBe('0.93');
    expect(price(row, '1x2', 'h')).toBeNull();
  });
});
