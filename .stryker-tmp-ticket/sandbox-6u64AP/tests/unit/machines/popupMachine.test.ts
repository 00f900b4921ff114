// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  OVERLAY_NAMES,
  POPUP_NAMES,
  entryPopupOf,
  isOverlayOpen,
  openPopupOf,
  popupMachine,
  resultsDayOf,
} from '@machines/popupMachine';
import type { PopupInput } from '@machines/popupMachine';

function start(input: PopupInput = {}) {
  return createActor(popupMachine, { input }).start();
}

const openPopup = (actor: ReturnType<typeof start>) => openPopupOf(actor.getSnapshot().value);
/** The overlays open now (the league modal over the filter sheet makes two). */
const openOverlays = (actor: ReturnType<typeof start>) =>
  OVERLAY_NAMES.filter((name) => isOverlayOpen(actor.getSnapshot(), name));

describe('popup machine', () => {
  it.each(POPUP_NAMES)('opens and closes %s, one popup at a time', (name) => {
    const actor = start();
    expect(openPopup(actor)).toBeNull();
    actor.send({ type: 'popup.open', popup: 'profile' });
    actor.send({ type: 'popup.open', popup: name });
    expect(openPopup(actor)).toBe(name);
    actor.send({ type: 'popup.close' });
    expect(openPopup(actor)).toBeNull();
    actor.send({ type: 'popup.toggle', popup: name });
    expect(openPopup(actor)).toBe(name);
    actor.send({ type: 'popup.toggle', popup: name });
    expect(openPopup(actor)).toBeNull();
  });

  it('opening the statement resets it to tab 1, today, page 1', () => {
    const actor = start();
    actor.send({ type: 'popup.open', popup: 'statement' });
    actor.send({ type: 'statement.date', dateText: 'last+month' });
    actor.send({ type: 'statement.detail', date: '2026-10-05' });
    actor.send({ type: 'statement.page', page: 3 });
    expect(actor.getSnapshot().matches({ popup: { statement: 'settled' } })).toBe(true);
    expect(actor.getSnapshot().context.statement).toMatchObject({
      dateText: 'last+month',
      settledDate: '2026-10-05',
      settledPage: 3,
    });
    actor.send({ type: 'popup.close' });
    actor.send({ type: 'popup.open', popup: 'statement' });
    expect(actor.getSnapshot().matches({ popup: { statement: 'daily' } })).toBe(true);
    expect(actor.getSnapshot().context.statement).toEqual({
      tab: 'statement',
      dateText: 'today',
      settledDate: null,
      settledPage: 1,
      myBetPage: 1,
    });
  });

  it('drills into a day at page 1 and back to level 1; tabs switch between statement and my bet', () => {
    const actor = start();
    actor.send({ type: 'popup.open', popup: 'statement' });
    actor.send({ type: 'statement.detail', date: '2026-11-20' });
    actor.send({ type: 'statement.page', page: 2 });
    actor.send({ type: 'statement.back' });
    expect(actor.getSnapshot().matches({ popup: { statement: 'daily' } })).toBe(true);
    expect(actor.getSnapshot().context.statement.settledDate).toBeNull();
    actor.send({ type: 'statement.detail', date: '2026-11-19' });
    expect(actor.getSnapshot().context.statement).toMatchObject({
      settledDate: '2026-11-19',
      settledPage: 1,
    });
    actor.send({ type: 'statement.tab', tab: 'my-bet' });
    expect(actor.getSnapshot().matches({ popup: { statement: 'myBet' } })).toBe(true);
    actor.send({ type: 'statement.page', page: 4 });
    expect(actor.getSnapshot().context.statement.myBetPage).toBe(4);
    actor.send({ type: 'statement.page', page: Number.NaN });
    expect(actor.getSnapshot().context.statement.myBetPage).toBe(1);
    actor.send({ type: 'statement.tab', tab: 'statement' });
    expect(actor.getSnapshot().matches({ popup: { statement: 'daily' } })).toBe(true);
  });

  it('see-all opens the statement on its My bet tab', () => {
    const actor = start();
    actor.send({ type: 'popup.open', popup: 'statement', tab: 'my-bet' });
    expect(actor.getSnapshot().matches({ popup: { statement: 'myBet' } })).toBe(true);
    expect(actor.getSnapshot().context.statement.tab).toBe('my-bet');
  });

  it('announcement pages start at 1 on each opening', () => {
    const actor = start();
    actor.send({ type: 'popup.open', popup: 'announcement' });
    actor.send({ type: 'announcement.page', page: 3 });
    expect(actor.getSnapshot().context.announcementPage).toBe(3);
    actor.send({ type: 'popup.toggle', popup: 'announcement' });
    actor.send({ type: 'popup.toggle', popup: 'announcement' });
    expect(actor.getSnapshot().context.announcementPage).toBe(1);
  });

  it('results: day falls back to today, a sport clears the league, one league box open at a time', () => {
    const actor = start();
    actor.send({ type: 'popup.open', popup: 'results' });
    actor.send({ type: 'results.day', day: 'yesterDay' });
    expect(actor.getSnapshot().context.results.day).toBe('yesterDay');
    actor.send({ type: 'results.day', day: 'tomorrow' });
    expect(actor.getSnapshot().context.results.day).toBe('toDay');
    actor.send({ type: 'results.league', leagueId: 501 });
    actor.send({ type: 'results.toggle-league', leagueId: 501 });
    expect(actor.getSnapshot().context.results.openLeagueId).toBe(501);
    actor.send({ type: 'results.toggle-league', leagueId: 502 });
    expect(actor.getSnapshot().context.results.openLeagueId).toBe(502);
    actor.send({ type: 'results.toggle-league', leagueId: 502 });
    expect(actor.getSnapshot().context.results.openLeagueId).toBeNull();
    actor.send({ type: 'results.sport', sportId: 44 });
    expect(actor.getSnapshot().context.results).toMatchObject({ sportId: 44, leagueId: null });
  });

  it('rules: one accordion open at a time', () => {
    const actor = start();
    actor.send({ type: 'popup.open', popup: 'rules' });
    actor.send({ type: 'rules.toggle', index: 0 });
    actor.send({ type: 'rules.toggle', index: 2 });
    expect(actor.getSnapshot().context.openRule).toBe(2);
    actor.send({ type: 'rules.toggle', index: 2 });
    expect(actor.getSnapshot().context.openRule).toBeNull();
  });

  it('a drawer button closes the drawer and toggles its popup', () => {
    const actor = start();
    actor.send({ type: 'drawer.open' });
    expect(actor.getSnapshot().matches({ drawer: 'open' })).toBe(true);
    actor.send({ type: 'drawer.action', popup: 'rules' });
    expect(actor.getSnapshot().matches({ drawer: 'closed' })).toBe(true);
    expect(openPopup(actor)).toBe('rules');
    actor.send({ type: 'drawer.open' });
    actor.send({ type: 'drawer.action', popup: 'rules' });
    expect(actor.getSnapshot().matches({ drawer: 'closed' })).toBe(true);
    expect(openPopup(actor)).toBeNull();
    actor.send({ type: 'drawer.open' });
    actor.send({ type: 'drawer.close' });
    expect(actor.getSnapshot().matches({ drawer: 'closed' })).toBe(true);
  });

  it('?p=result opens the results, ?p=statement the statement, before the first-login popup', () => {
    expect(entryPopupOf('result')).toBe('results');
    expect(entryPopupOf('statement')).toBe('statement');
    expect(entryPopupOf('rules')).toBeNull();
    expect(entryPopupOf(null)).toBeNull();
    expect(
      openPopupOf(start({ entryPopup: 'results', firstLogin: true }).getSnapshot().value),
    ).toBe('results');
    const statement = start({ entryPopup: 'statement' });
    expect(statement.getSnapshot().matches({ popup: { statement: 'daily' } })).toBe(true);
    expect(openPopupOf(start({ firstLogin: true }).getSnapshot().value)).toBe('first-login');
    expect(openPopupOf(start().getSnapshot().value)).toBeNull();
  });

  it('the first-login popup does not come back once closed', () => {
    const actor = start({ firstLogin: true });
    actor.send({ type: 'popup.close' });
    expect(actor.getSnapshot().context.firstLogin).toBe(false);
  });

  it('the results day: yesterDay is kept, anything else is today', () => {
    expect(resultsDayOf('yesterDay')).toBe('yesterDay');
    expect(resultsDayOf('toDay')).toBe('toDay');
    expect(resultsDayOf('yesterday')).toBe('toDay');
    expect(resultsDayOf('')).toBe('toDay');
    const actor = start({ entryPopup: 'results' });
    actor.send({ type: 'results.day', day: 'yesterDay' });
    expect(actor.getSnapshot().context.results.day).toBe('yesterDay');
  });
});

describe('popup machine: the overlays, one popup or overlay at a time', () => {
  it.each(OVERLAY_NAMES)(
    'opens %s over an open popup, closing it; closing returns to idle',
    (name) => {
      const actor = start();
      actor.send({ type: 'popup.open', popup: 'statement' });
      actor.send({ type: 'overlay.open', overlay: name });
      expect(openPopup(actor)).toBeNull();
      expect(openOverlays(actor)).toEqual([name]);
      actor.send({ type: 'overlay.close', overlay: name });
      expect(openOverlays(actor)).toEqual([]);
      expect(actor.getSnapshot().matches({ popup: 'closed' })).toBe(true);
      actor.send({ type: 'overlay.toggle', overlay: name });
      expect(openOverlays(actor)).toEqual([name]);
      actor.send({ type: 'overlay.toggle', overlay: name });
      expect(actor.getSnapshot().matches({ popup: 'closed' })).toBe(true);
    },
  );

  it('opening the league modal closes the statement', () => {
    const actor = start();
    actor.send({ type: 'popup.open', popup: 'statement' });
    actor.send({ type: 'statement.detail', date: '2026-11-20' });
    actor.send({ type: 'overlay.open', overlay: 'league' });
    expect(actor.getSnapshot().matches({ popup: 'league' })).toBe(true);
    expect(openPopup(actor)).toBeNull();
  });

  it('opening the quick bet closes the member menu', () => {
    const actor = start();
    actor.send({ type: 'overlay.toggle', overlay: 'member-menu' });
    expect(openOverlays(actor)).toEqual(['member-menu']);
    actor.send({ type: 'overlay.open', overlay: 'quick-bet' });
    expect(openOverlays(actor)).toEqual(['quick-bet']);
  });

  it('a popup chosen from the member menu closes the menu; a popup closes the quick bet', () => {
    const actor = start();
    actor.send({ type: 'overlay.open', overlay: 'member-menu' });
    actor.send({ type: 'popup.open', popup: 'rules' });
    expect(openOverlays(actor)).toEqual([]);
    expect(openPopup(actor)).toBe('rules');
    actor.send({ type: 'overlay.open', overlay: 'quick-bet' });
    actor.send({ type: 'popup.toggle', popup: 'results' });
    expect(openOverlays(actor)).toEqual([]);
    expect(openPopup(actor)).toBe('results');
  });

  it('the phone: the ticket modal, the filter sheet and the early-date modal replace each other', () => {
    const actor = start();
    actor.send({ type: 'overlay.open', overlay: 'mobile-ticket' });
    actor.send({ type: 'overlay.open', overlay: 'early-date' });
    expect(openOverlays(actor)).toEqual(['early-date']);
    actor.send({ type: 'overlay.open', overlay: 'filter-sheet' });
    expect(openOverlays(actor)).toEqual(['filter-sheet']);
    actor.send({ type: 'overlay.open', overlay: 'mobile-ticket' });
    expect(openOverlays(actor)).toEqual(['mobile-ticket']);
  });

  it('a drawer button closes an open overlay and opens its popup', () => {
    const actor = start();
    actor.send({ type: 'overlay.open', overlay: 'mobile-ticket' });
    actor.send({ type: 'drawer.open' });
    actor.send({ type: 'drawer.action', popup: 'favorites' });
    expect(openOverlays(actor)).toEqual([]);
    expect(openPopup(actor)).toBe('favorites');
  });

  it('closing an overlay that is not open changes nothing', () => {
    const actor = start();
    actor.send({ type: 'popup.open', popup: 'statement', tab: 'my-bet' });
    for (const name of OVERLAY_NAMES) actor.send({ type: 'overlay.close', overlay: name });
    expect(actor.getSnapshot().matches({ popup: { statement: 'myBet' } })).toBe(true);
    actor.send({ type: 'overlay.open', overlay: 'quick-bet' });
    actor.send({ type: 'overlay.close', overlay: 'member-menu' });
    expect(openOverlays(actor)).toEqual(['quick-bet']);
  });

  it('the league modal opened from the filter sheet stays over it and closes back to it', () => {
    const actor = start();
    actor.send({ type: 'overlay.open', overlay: 'filter-sheet' });
    actor.send({ type: 'overlay.open', overlay: 'league' });
    expect(actor.getSnapshot().matches({ popup: { filterSheet: 'league' } })).toBe(true);
    expect(openOverlays(actor)).toEqual(['league', 'filter-sheet']);
    actor.send({ type: 'overlay.close', overlay: 'league' });
    expect(openOverlays(actor)).toEqual(['filter-sheet']);
    actor.send({ type: 'overlay.toggle', overlay: 'league' });
    expect(openOverlays(actor)).toEqual(['league', 'filter-sheet']);
    actor.send({ type: 'overlay.toggle', overlay: 'league' });
    expect(openOverlays(actor)).toEqual(['filter-sheet']);
    // Closing the sheet under the league modal closes both.
    actor.send({ type: 'overlay.open', overlay: 'league' });
    actor.send({ type: 'overlay.close', overlay: 'filter-sheet' });
    expect(openOverlays(actor)).toEqual([]);
  });

  it('the first-login popup gives way to an overlay and does not come back', () => {
    const actor = start({ firstLogin: true });
    expect(openPopup(actor)).toBe('first-login');
    actor.send({ type: 'overlay.open', overlay: 'member-menu' });
    expect(openPopup(actor)).toBeNull();
    expect(actor.getSnapshot().context.firstLogin).toBe(false);
  });

  describe('the quick bet is open exactly when it may be shown', () => {
    it.each([
      [
        'another bet type, the phone or the switch off',
        { type: 'quick-bet.allowed', allowed: false },
      ],
      [
        'a placed bet cleared the ticket or the pick closed',
        { type: 'quick-bet.pick', present: false },
      ],
    ] as const)('closes when %s', (_, event) => {
      const actor = start();
      actor.send({ type: 'overlay.open', overlay: 'quick-bet' });
      expect(openOverlays(actor)).toEqual(['quick-bet']);
      actor.send(event);
      expect(openOverlays(actor)).toEqual([]);
      expect(actor.getSnapshot().value).toEqual({ drawer: 'closed', popup: 'closed' });
    });

    it('does not open while disallowed or with nothing to show; what was open stays', () => {
      const actor = start({ quickBetAllowed: false });
      actor.send({ type: 'popup.open', popup: 'rules' });
      actor.send({ type: 'overlay.open', overlay: 'quick-bet' });
      actor.send({ type: 'overlay.toggle', overlay: 'quick-bet' });
      expect(openPopup(actor)).toBe('rules');
      expect(openOverlays(actor)).toEqual([]);
      actor.send({ type: 'quick-bet.allowed', allowed: true });
      actor.send({ type: 'quick-bet.pick', present: false });
      actor.send({ type: 'overlay.open', overlay: 'quick-bet' });
      expect(openPopup(actor)).toBe('rules');
      actor.send({ type: 'quick-bet.pick', present: true });
      actor.send({ type: 'overlay.open', overlay: 'quick-bet' });
      expect(openOverlays(actor)).toEqual(['quick-bet']);
      expect(actor.getSnapshot().context).toMatchObject({
        quickBetAllowed: true,
        quickBetHasPick: true,
      });
    });

    it('a change of the rules leaves any other popup or overlay alone', () => {
      const actor = start();
      actor.send({ type: 'overlay.open', overlay: 'member-menu' });
      actor.send({ type: 'quick-bet.allowed', allowed: false });
      actor.send({ type: 'quick-bet.pick', present: false });
      expect(openOverlays(actor)).toEqual(['member-menu']);
      expect(actor.getSnapshot().context).toMatchObject({
        quickBetAllowed: false,
        quickBetHasPick: false,
      });
    });
  });
});
