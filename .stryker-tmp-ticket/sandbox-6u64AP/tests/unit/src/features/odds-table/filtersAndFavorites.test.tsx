// @ts-nocheck
// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFavoritesStore } from '@src/features/favorites/favoritesStore';
import {
  FAVORITES_KEY,
  favoritesBySport,
  isFavoriteEvent,
  isFavoriteTournament,
  parseFavorites,
  toggleFavoriteEvent,
  toggleFavoriteTournament,
} from '@src/features/favorites/favorites';
import { chooseEarlyDate, earlyDateOptions } from '@src/features/filters/earlyDates';
import { ALL_EARLY_DATE } from '@contract/wire';
import type { EventTabId } from '@contract/wire';
import type { OddsQuery } from '@workers/odds/engine';
import { LeagueModal, leagueOptions, leagueSelection } from '@src/features/filters/LeagueModal';
import { listsForTab, serverQueryKey, oddsQueryFor } from '@src/features/odds-table/boardQuery';
import { DEFAULT_STORAGE_FILTER } from '@src/shared/storage/storageFilter';
import { renderInLocale } from '@tests/unit/src/helpers';

afterEach(cleanup);

const football = { sportTypeId: 1, sportName: 'Football' };
const muay = { sportTypeId: 44, sportName: 'Muay Thai' };

describe('favourites', () => {
  it('a tournament star adds the tournament with all its events, and removes it again', () => {
    const added = toggleFavoriteTournament([], 501, [1, 2, 3], football);
    expect(added).toEqual([
      { tournamentId: 501, sportTypeId: 1, sportName: 'Football', event_id: [1, 2, 3] },
    ]);
    expect(isFavoriteTournament(added, 501)).toBe(true);
    expect(isFavoriteEvent(added, 2)).toBe(true);
    expect(toggleFavoriteTournament(added, 501, [1, 2, 3], football)).toEqual([]);
  });

  it('an event star adds or removes that event; the tournament goes with its last event', () => {
    let favorites = toggleFavoriteEvent([], 501, 1, football);
    favorites = toggleFavoriteEvent(favorites, 501, 2, football);
    expect(favorites[0]!.event_id).toEqual([1, 2]);
    favorites = toggleFavoriteEvent(favorites, 501, 1, football);
    expect(favorites[0]!.event_id).toEqual([2]);
    favorites = toggleFavoriteEvent(favorites, 501, 2, football);
    expect(favorites).toEqual([]);
  });

  it('groups favourites by sport with their event counts', () => {
    let favorites = toggleFavoriteTournament([], 501, [1, 2], football);
    favorites = toggleFavoriteTournament(favorites, 502, [3], football);
    favorites = toggleFavoriteEvent(favorites, 801, 9, muay);
    expect(favoritesBySport(favorites)).toEqual([
      { sportTypeId: 1, sportName: 'Football', count: 3 },
      { sportTypeId: 44, sportName: 'Muay Thai', count: 1 },
    ]);
    expect(favoritesBySport([])).toEqual([]);
  });

  it('reads dataFavorites, and starts empty when it cannot be parsed', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(parseFavorites('not json')).toEqual([]);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
    expect(parseFavorites(null)).toEqual([]);
    const stored = [{ tournamentId: 1, sportTypeId: 1, sportName: 'Football', event_id: [5] }];
    expect(parseFavorites(JSON.stringify(stored))).toEqual(stored);
  });

  it('writes every change through to localStorage', () => {
    localStorage.clear();
    const store = createFavoritesStore(localStorage);
    store.update((held) => toggleFavoriteTournament(held, 501, [1], football));
    expect(JSON.parse(localStorage.getItem(FAVORITES_KEY)!)).toHaveLength(1);
    expect(createFavoritesStore(localStorage).getSnapshot()[0]!.tournamentId).toBe(501);
  });
});

describe('early-market dates', () => {
  const at = (bangkokTime: string) => Date.parse(`${bangkokTime}+07:00`);

  it('lists 7 days from today before 11:00 Bangkok time, then All early', () => {
    const options = earlyDateOptions(at('2026-11-21T10:59:00'));
    expect(options.map((option) => option.value)).toEqual([
      '21/11/2026',
      '22/11/2026',
      '23/11/2026',
      '24/11/2026',
      '25/11/2026',
      '26/11/2026',
      '27/11/2026',
      ALL_EARLY_DATE,
    ]);
  });

  it('starts from tomorrow from 11:00 Bangkok time', () => {
    const options = earlyDateOptions(at('2026-11-21T11:00:00'));
    expect(options[0]!.value).toBe('22/11/2026');
    expect(options[6]!.value).toBe('28/11/2026');
  });

  it('shows the saved day while it is offered, otherwise tomorrow', () => {
    const morning = at('2026-11-21T09:00:00');
    const options = earlyDateOptions(morning);
    expect(chooseEarlyDate(options, '', morning)).toBe('22/11/2026');
    expect(chooseEarlyDate(options, '25/11/2026', morning)).toBe('25/11/2026');
    expect(chooseEarlyDate(options, ALL_EARLY_DATE, morning)).toBe(ALL_EARLY_DATE);
    // A day saved last week is no longer offered.
    expect(chooseEarlyDate(options, '14/11/2026', morning)).toBe('22/11/2026');
  });

  it('crosses month and year ends', () => {
    expect(
      earlyDateOptions(at('2026-12-30T12:00:00'))
        .slice(0, 3)
        .map((option) => option.value),
    ).toEqual(['31/12/2026', '01/01/2027', '02/01/2027']);
  });
});

describe('what each tab asks the engine for', () => {
  it('live shows the live table, early the early market, the others live and non-live', () => {
    expect(listsForTab(1)).toEqual(['live']);
    expect(listsForTab(2)).toEqual(['live', 'nonlive']);
    expect(listsForTab(3)).toEqual(['early']);
    expect(listsForTab(5)).toEqual(['live', 'nonlive']);
    const betTypeOn = (tab: EventTabId) =>
      oddsQueryFor({ ...DEFAULT_STORAGE_FILTER, sortFilterEventId: tab }, '').betType;
    expect(betTypeOn(5)).toBe('step');
    expect(betTypeOn(6)).toBe('mix');
    expect(betTypeOn(2)).toBe('sc');
  });

  it('starts afresh for a server setting, not for a view setting', () => {
    const base = oddsQueryFor(DEFAULT_STORAGE_FILTER, '');
    const key = serverQueryKey(base, 2);
    expect(serverQueryKey({ ...base, tableType: 'd-line', leagueAll: false }, 2)).toBe(key);
    expect(serverQueryKey({ ...base, oddsType: 'HK' }, 2)).not.toBe(key);
    expect(serverQueryKey(base, 1)).not.toBe(key);
  });

  it('starts afresh when the engine does, and for another set of lists shown', () => {
    const query = (over: Partial<OddsQuery>) => ({
      ...oddsQueryFor(DEFAULT_STORAGE_FILTER, ''),
      ...over,
    });
    const step = query({ betType: 'step' });
    // Step lists are asked for in EU whatever the member chose: another choice keeps them (as the
    // engine keeps them), and so does Muay Thai's.
    expect(serverQueryKey({ ...step, oddsType: 'HK' }, 5)).toBe(serverQueryKey(step, 5));
    const muayThai = query({ sportTypeId: 44 });
    expect(serverQueryKey({ ...muayThai, oddsType: 'HK' }, 2)).toBe(serverQueryKey(muayThai, 2));
    // Step and mix show the same lists, of another bet type.
    expect(serverQueryKey(query({ betType: 'mix' }), 6)).not.toBe(serverQueryKey(step, 5));
    // Today and Step show the same lists: the bet type alone tells them apart.
    expect(serverQueryKey(step, 5)).not.toBe(serverQueryKey(query({}), 2));
    // Live shows fewer lists than Today, of the same query; Early another list.
    expect(serverQueryKey(query({}), 1)).not.toBe(serverQueryKey(query({}), 2));
    expect(serverQueryKey(query({}), 3)).not.toBe(serverQueryKey(query({}), 2));
    expect(serverQueryKey(query({ earlyDate: 'Allearly' }), 3)).not.toBe(
      serverQueryKey(query({}), 3),
    );
  });
});

describe('league modal', () => {
  const leagues = [
    {
      tournamentId: 501,
      name_en: 'English Premier League',
      name_th: 'อังกฤษ พรีเมียร์ลีก',
      eventCount: 4,
    },
    { tournamentId: 502, name_en: 'Spain La Liga', name_th: 'สเปน ลาลีกา', eventCount: 2 },
  ];

  it('lists a league playing in several lists once, with its events added up', () => {
    const today = [{ ...leagues[0]!, eventCount: 3 }, leagues[1]!];
    const options = leagueOptions([[leagues[0]!], today]);
    expect(options.map((league) => league.tournamentId)).toEqual([501, 502]);
    expect(options[0]?.eventCount).toBe(7);
    expect(leagueSelection(options, new Set([501]))).toEqual({ selectAll: false, ids: [501] });
  });

  it('every league ticked is "all"', () => {
    expect(leagueSelection(leagues, new Set([501, 502]))).toEqual({ selectAll: true, ids: [] });
    expect(leagueSelection(leagues, new Set([502]))).toEqual({ selectAll: false, ids: [502] });
  });

  it('searches, ticks and saves the leagues chosen; cancel saves nothing', () => {
    const onSave = vi.fn();
    const onCancel = vi.fn();
    renderInLocale(
      <LeagueModal
        leagues={leagues}
        selectAll
        selectedIds={[]}
        onSave={onSave}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByTestId('league-count').textContent).toBe('2 of 2');
    fireEvent.click(screen.getByTestId('league-select-all'));
    expect(screen.getByTestId('league-count').textContent).toBe('0 of 2');
    fireEvent.change(screen.getByTestId('league-search'), { target: { value: 'liga' } });
    const options = screen.getAllByTestId('league-option');
    expect(options.map((option) => option.getAttribute('data-tournament-id'))).toEqual(['502']);
    fireEvent.click(options[0]!);
    fireEvent.click(screen.getByTestId('league-save'));
    expect(onSave).toHaveBeenCalledWith(false, [502]);
    fireEvent.click(screen.getByTestId('league-cancel'));
    expect(onCancel).toHaveBeenCalled();
  });
});
