// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSportMenu } from '@src/features/menu/useSportMenu';
import { systemActor } from '@src/shared/appSystem';
import { noteOddsShown } from '@src/shared/firstOdds';
import { fakeServices, ok, renderWithServices, SPORTS } from '@tests/unit/src/helpers';

// The sport menu's machine is not needed for the first price: it starts once the first prices are
// on screen and the page is idle (or at the first press), and its call leaves then.

afterEach(cleanup);

function Menu() {
  const menu = useSportMenu();
  return (
    <p data-testid="menu" data-status={menu.status}>
      {menu.sports.map((sport) => sport.name).join(', ')}
    </p>
  );
}

function renderMenu() {
  let calls = 0;
  const fake = fakeServices({
    api: {
      fetchSportMenu: async () => {
        calls += 1;
        return ok(SPORTS);
      },
    },
  });
  renderWithServices(<Menu />, fake.services);
  return { calls: () => calls };
}

describe('the sport menu before the first prices', () => {
  it('is loading, with no actor in the system and no call made', async () => {
    const { calls } = renderMenu();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
    });
    expect(screen.getByTestId('menu').dataset.status).toBe('loading');
    expect(systemActor('sportMenu')).toBeUndefined();
    expect(calls()).toBe(0);
  });

  it('starts at the first press and loads the sports', async () => {
    const { calls } = renderMenu();
    expect(systemActor('sportMenu')).toBeUndefined();
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(screen.getByTestId('menu').dataset.status).toBe('loaded'));
    expect(systemActor('sportMenu')).toBeDefined();
    expect(calls()).toBe(1);
    expect(screen.getByTestId('menu').textContent).toContain(SPORTS[0]?.name);
  });

  it('is stopped, and leaves the system, with the screen that ran it', async () => {
    // The press above has started the page's deferred work: this menu starts at once.
    renderMenu();
    await waitFor(() => expect(systemActor('sportMenu')).toBeDefined());
    cleanup();
    expect(systemActor('sportMenu')).toBeUndefined();
  });
});

describe('the sport menu once the first prices are shown', () => {
  it('starts by itself when the page is idle', async () => {
    noteOddsShown();
    const { calls } = renderMenu();
    await waitFor(() => expect(screen.getByTestId('menu').dataset.status).toBe('loaded'));
    expect(calls()).toBe(1);
  });
});
