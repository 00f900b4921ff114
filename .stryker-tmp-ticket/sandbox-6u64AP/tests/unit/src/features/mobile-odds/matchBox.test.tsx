// @ts-nocheck
// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MatchBox } from '@src/features/mobile-odds/MatchBox';
import type { MatchBoxProps } from '@src/features/mobile-odds/MatchBox';
import { OddsTableActionsContext } from '@src/shared/board/actions';
import type { OddsTableActions } from '@src/shared/board/actions';
import { setSearchText } from '@src/features/search/searchStore';
import { renderInLocale } from '@tests/unit/src/helpers';
import { eventView, priceRow } from '../odds-table/fixtures';

afterEach(() => {
  cleanup();
  setSearchText('');
});

function renderBox(props: Partial<MatchBoxProps> = {}, locale: 'en' | 'th' = 'en') {
  const actions: OddsTableActions = {
    pickPrice: vi.fn(),
    isActive: (eventId, market, row, option) =>
      market === 'Handicap' && option === 'h' && row === 1,
  };
  const onToggleCollapse = vi.fn();
  renderInLocale(
    <OddsTableActionsContext.Provider value={actions}>
      <MatchBox
        event={eventView(7, { rows: [priceRow(1)] })}
        kind="nonlive"
        layout="d-line"
        collapsed={false}
        favourite={false}
        onToggleCollapse={onToggleCollapse}
        onToggleFavourite={vi.fn()}
        {...props}
      />
    </OddsTableActionsContext.Provider>,
    locale,
  );
  return { box: screen.getByTestId('event-row'), actions, onToggleCollapse };
}

describe('mobile match box', () => {
  it('draws H/O and A/U rows for full and half time, then 1x2, half-time 1x2 and odd/even', () => {
    const { box } = renderBox();
    const line = within(box).getByTestId('mobile-line-table');
    const markets = [...line.querySelectorAll('[data-testid="price"]')].map(
      (cell) => `${cell.getAttribute('data-market')}:${cell.getAttribute('data-option')}`,
    );
    // overUnder_a is missing in the fixture row: drawn '-' and not a button.
    expect(markets).toEqual([
      'Handicap:h',
      'OverUnder:h',
      'FH_Handicap:h',
      'FH_OverUnder:h',
      'Handicap:a',
      'FH_Handicap:a',
      'FH_OverUnder:a',
    ]);
    expect(within(line).getAllByText('-')[0]?.tagName).toBe('SPAN');
    const extra = within(box).getByTestId('mobile-extra-table');
    expect(
      within(extra)
        .getAllByTestId('price')
        .map((cell) => cell.textContent),
    ).toEqual(['2.10', '3.30', '3.60', '2.90', '2.10', '4.20', '0.95', '0.93']);
  });

  it('taps a price onto the ticket and marks the active one', () => {
    const { box, actions } = renderBox();
    const price = box.querySelector<HTMLElement>(
      '[data-testid="price"][data-market="Handicap"][data-option="h"]',
    )!;
    expect(price.getAttribute('data-active')).toBe('true');
    fireEvent.click(price);
    expect(actions.pickPrice).toHaveBeenCalledWith(
      expect.objectContaining({ eventId: 7, field: 'handicap_h', price: 0.92 }),
      expect.anything(),
    );
  });

  it('names each price with its match for a screen reader and sends its league with a pick, as the desktop row does', () => {
    const view = eventView(7, { rows: [priceRow(1)] });
    const event = {
      ...view,
      head: { ...view.head, league_en: 'Premier League', league_th: 'พรีเมียร์ลีก' },
    };
    const { box, actions } = renderBox({ event }, 'th');
    const price = box.querySelector<HTMLElement>(
      '[data-testid="price"][data-market="Handicap"][data-option="h"]',
    )!;
    expect(price.getAttribute('aria-label')).toMatch(/^เหย้า 7 พบ เยือน 7, /);
    fireEvent.click(price);
    expect(actions.pickPrice).toHaveBeenCalledWith(
      expect.objectContaining({ leagueNameEn: 'Premier League', leagueNameTh: 'พรีเมียร์ลีก' }),
      expect.anything(),
    );
  });

  it('highlights the favourite side, repeats red cards, and uses the bullfight font for category 10035', () => {
    const { box } = renderBox({
      event: eventView(8, {
        rows: [priceRow(1)],
        head: {
          favourite: 'away',
          awayRedCards: 2,
          isLive: true,
          homeScore: '1',
          awayScore: '0',
          bullfightFont: true,
        },
      }),
    });
    const toggle = within(box).getByTestId('match-toggle');
    const [home, away] = [...toggle.querySelectorAll('[data-favourite]')];
    expect(home?.getAttribute('data-favourite')).toBe('false');
    expect(away?.getAttribute('data-favourite')).toBe('true');
    expect(within(box).getAllByTestId('red-card')).toHaveLength(2);
    const bullfightClass = home?.className ?? '';
    cleanup();
    const plain = renderBox({
      event: eventView(8, { rows: [priceRow(1)], head: { favourite: 'away' } }),
    });
    const plainHome = within(plain.box)
      .getByTestId('match-toggle')
      .querySelector('[data-favourite]');
    // The bullfight font is one more class on the team names.
    expect(bullfightClass.split(' ').filter(Boolean).length).toBe(
      (plainHome?.className ?? '').split(' ').filter(Boolean).length + 1,
    );
  });

  it('folds to its head, and a tap on the head asks to toggle', () => {
    const { box, onToggleCollapse } = renderBox({ collapsed: true });
    expect(within(box).queryByTestId('mobile-line-table')).toBeNull();
    expect(within(box).getByTestId('match-toggle').getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(within(box).getByTestId('match-toggle'));
    expect(onToggleCollapse).toHaveBeenCalledWith('nonlive', 7);
  });

  it('Muay Thai: no half-time columns, red and blue rows, odd/even only', () => {
    const { box } = renderBox({ layout: 'muay' }, 'th');
    const line = within(box).getByTestId('mobile-line-table');
    expect(
      [...line.querySelectorAll('[data-testid="price"]')].some((cell) =>
        cell.getAttribute('data-market')?.startsWith('FH_'),
      ),
    ).toBe(false);
    expect(within(line).getByText('แดง')).toBeTruthy();
    const extra = within(box).getByTestId('mobile-extra-table');
    expect(
      within(extra)
        .getAllByTestId('price')
        .map((cell) => cell.getAttribute('data-market')),
    ).toEqual(['OE', 'OE']);
  });

  it('marks the searched text in team names', () => {
    setSearchText('home');
    renderBox();
    expect(screen.getAllByTestId('search-hit').map((hit) => hit.textContent)).toEqual(['Home']);
  });
});
