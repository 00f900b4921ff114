// @ts-nocheck
// @vitest-environment jsdom
import type { EventTabId } from '@contract/wire';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { EventTabs, tabAfterKey } from '@src/features/event-tabs/EventTabs';
import { renderInLocale } from '../helpers';

afterEach(cleanup);

const counts: Record<EventTabId, number> = { 1: 12, 2: 84, 3: 310, 5: 96, 6: 95 };

function Harness({ initial = 2 }: { initial?: EventTabId }) {
  const [tab, setTab] = useState<EventTabId>(initial);
  return <EventTabs selectedTab={tab} counts={counts} onSelect={setTab} panelId="odds" />;
}

function tab(id: number): HTMLElement {
  const element = screen.getAllByTestId('event-tab').find((el) => el.dataset.tab === String(id));
  if (element === undefined) throw new Error(`no tab ${id}`);
  return element;
}

function selectedTabs(): string[] {
  return screen
    .getAllByRole('tab')
    .filter((el) => el.getAttribute('aria-selected') === 'true')
    .map((el) => el.dataset.tab ?? '');
}

describe('EventTabs', () => {
  it('lists Live, Today, Early market, Step, Mix parlay with counts, in a tablist', () => {
    renderInLocale(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Event type' })).toBeTruthy();
    expect(screen.getAllByTestId('event-tab').map((el) => el.dataset.tab)).toEqual([
      '1',
      '2',
      '3',
      '5',
      '6',
    ]);
    expect(tab(1).textContent).toBe('Live12');
    expect(tab(3).textContent).toBe('Early market310');
    expect(tab(2).getAttribute('aria-controls')).toBe('odds');
  });

  it('has Today selected by default and only it in the tab order', () => {
    renderInLocale(<Harness />);
    expect(selectedTabs()).toEqual(['2']);
    expect(tab(2).tabIndex).toBe(0);
    expect(tab(1).tabIndex).toBe(-1);
  });

  it('selects on click', () => {
    renderInLocale(<Harness />);
    fireEvent.click(tab(6));
    expect(selectedTabs()).toEqual(['6']);
  });

  it('moves with the arrow keys (wrapping), Home and End, and follows with focus', () => {
    renderInLocale(<Harness />);
    tab(2).focus();
    fireEvent.keyDown(tab(2), { key: 'ArrowRight' });
    expect(selectedTabs()).toEqual(['3']);
    expect(document.activeElement).toBe(tab(3));
    fireEvent.keyDown(tab(3), { key: 'End' });
    expect(selectedTabs()).toEqual(['6']);
    fireEvent.keyDown(tab(6), { key: 'ArrowRight' });
    expect(selectedTabs()).toEqual(['1']);
    fireEvent.keyDown(tab(1), { key: 'ArrowLeft' });
    expect(selectedTabs()).toEqual(['6']);
    fireEvent.keyDown(tab(6), { key: 'Home' });
    expect(selectedTabs()).toEqual(['1']);
    expect(document.activeElement).toBe(tab(1));
  });

  it('ignores other keys', () => {
    expect(tabAfterKey(2, 'Enter')).toBeNull();
    expect(tabAfterKey(5, 'ArrowLeft')).toBe(3);
  });
});
