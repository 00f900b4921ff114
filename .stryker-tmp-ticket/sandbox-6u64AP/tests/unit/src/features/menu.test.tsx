// @ts-nocheck
// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SportMenu } from '@src/features/menu/SportMenu';
import type { SportMenuProps } from '@src/features/menu/SportMenu';
import { eventTabCounts, sportMenuTotal } from '@src/features/menu/sportTotals';
import { renderInLocale, SPORTS } from '../helpers';

afterEach(cleanup);

function renderMenu(overrides: Partial<SportMenuProps> = {}, locale: 'en' | 'th' = 'en') {
  const props: SportMenuProps = {
    sports: SPORTS,
    status: 'loaded',
    onRetry: vi.fn(),
    selectedSportId: 1,
    onChooseSport: vi.fn(),
    selectedTab: 2,
    onChooseTab: vi.fn(),
    ...overrides,
  };
  renderInLocale(<SportMenu {...props} />, locale);
  return props;
}

function menuItem(sportId: number): HTMLElement {
  const item = screen
    .getAllByTestId('sport-menu-item')
    .find((el) => el.dataset.sportId === String(sportId));
  if (item === undefined) throw new Error(`no menu item for sport ${sportId}`);
  return item;
}

describe('sport totals', () => {
  it('is live + non_live + early + step + mix', () => {
    expect(sportMenuTotal(SPORTS[0])).toBe(598);
    expect(sportMenuTotal(undefined)).toBe(0);
    expect(eventTabCounts(SPORTS[1])).toEqual({ 1: 2, 2: 9, 3: 14, 5: 0, 6: 9 });
  });
});

describe('SportMenu', () => {
  it('lists every sport of the menu with its total', () => {
    renderMenu();
    expect(screen.getAllByTestId('sport-menu-item').map((el) => el.dataset.sportId)).toEqual([
      '1',
      '44',
      '2',
    ]);
    expect(menuItem(1).textContent).toContain('598');
    expect(menuItem(44).textContent).toContain('34');
    expect(menuItem(2).textContent).toContain('15');
    expect(menuItem(2).textContent).toContain('Basketball');
    expect(menuItem(1).getAttribute('aria-current')).toBe('true');
    expect(menuItem(44).getAttribute('aria-current')).toBeNull();
  });

  it('has a Popular group with football (1) and Muay Thai (44)', () => {
    renderMenu({}, 'th');
    const popular = screen.getByRole('region', { name: 'ยอดนิยม' });
    const items = within(popular).getAllByTestId('popular-sport-item');
    expect(items.map((el) => el.dataset.sportId)).toEqual(['1', '44']);
    expect(items[0]?.textContent).toContain('ฟุตบอล');
    expect(items[1]?.textContent).toContain('มวยไทย');
    expect(items[1]?.textContent).toContain('34');
  });

  it('names well-known sports in Thai by their English type, and keeps unknown ones as sent', () => {
    renderMenu(
      {
        sports: [
          ...SPORTS,
          { sportId: 77, name: 'Kabaddi', live: 0, nonLive: 1, early: 0, step: 0, mix: 0 },
        ],
      },
      'th',
    );
    expect(menuItem(2).textContent).toContain('บาสเกตบอล');
    expect(menuItem(77).textContent).toContain('Kabaddi');
  });

  it('chooses a sport from the list or the Popular group', () => {
    const props = renderMenu();
    fireEvent.click(menuItem(44));
    expect(props.onChooseSport).toHaveBeenLastCalledWith(44);
    fireEvent.click(screen.getAllByTestId('popular-sport-item')[0] as HTMLElement);
    expect(props.onChooseSport).toHaveBeenLastCalledWith(1);
  });

  it('offers a retry when the menu could not be loaded', () => {
    const props = renderMenu({ sports: [], status: 'failed' });
    expect(screen.getByRole('alert').textContent).toContain('The sports list could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(props.onRetry).toHaveBeenCalledTimes(1);
  });

  it('the single/step toggle switches to the step tab and back to Today', () => {
    const props = renderMenu();
    const single = screen.getByRole('button', { name: 'Single' });
    const step = screen.getByRole('button', { name: 'Step' });
    expect(single.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(step);
    expect(props.onChooseTab).toHaveBeenLastCalledWith(5);
    cleanup();
    const stepProps = renderMenu({ selectedTab: 5 });
    expect(screen.getByRole('button', { name: 'Step' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Single' }));
    expect(stepProps.onChooseTab).toHaveBeenLastCalledWith(2);
  });
});
