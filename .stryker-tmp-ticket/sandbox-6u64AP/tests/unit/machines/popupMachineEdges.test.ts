// @ts-nocheck
// Found by mutation testing of machines/popupMachine.ts: the statement's tabs, the results' league
// and the open popup's name, as the popups read them, at the edges the other popup tests leave
// open.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { openPopupOf, popupMachine } from '@machines/popupMachine';

function start() {
  return createActor(popupMachine, { input: {} }).start();
}

describe('popup machine at its edges', () => {
  it('a statement tab switch starts the tab afresh: no day drilled into, first pages', () => {
    const actor = start();
    actor.send({ type: 'popup.open', popup: 'statement' });
    actor.send({ type: 'statement.tab', tab: 'my-bet' });
    expect(actor.getSnapshot().matches({ popup: { statement: 'myBet' } })).toBe(true);
    expect(actor.getSnapshot().context.statement.tab).toBe('my-bet');
    actor.send({ type: 'statement.tab', tab: 'statement' });
    actor.send({ type: 'statement.detail', date: '2026-11-20' });
    actor.send({ type: 'statement.page', page: 3 });
    expect(actor.getSnapshot().context.statement).toMatchObject({
      settledDate: '2026-11-20',
      settledPage: 3,
    });
    actor.send({ type: 'statement.tab', tab: 'my-bet' });
    expect(actor.getSnapshot().context.statement).toMatchObject({
      tab: 'my-bet',
      settledDate: null,
      settledPage: 1,
      myBetPage: 1,
    });
    actor.send({ type: 'statement.page', page: 2 });
    // The tab already shown: nothing starts afresh.
    actor.send({ type: 'statement.tab', tab: 'my-bet' });
    expect(actor.getSnapshot().matches({ popup: { statement: 'myBet' } })).toBe(true);
    expect(actor.getSnapshot().context.statement.myBetPage).toBe(2);
    actor.send({ type: 'statement.tab', tab: 'statement' });
    expect(actor.getSnapshot().matches({ popup: { statement: 'daily' } })).toBe(true);
    expect(actor.getSnapshot().context.statement).toMatchObject({ tab: 'statement', myBetPage: 1 });
  });

  it('results: choosing a league keeps it and closes the open league box', () => {
    const actor = start();
    actor.send({ type: 'popup.open', popup: 'results' });
    actor.send({ type: 'results.toggle-league', leagueId: 8 });
    expect(actor.getSnapshot().context.results.openLeagueId).toBe(8);
    actor.send({ type: 'results.league', leagueId: 5 });
    expect(actor.getSnapshot().context.results).toMatchObject({ leagueId: 5, openLeagueId: null });
  });

  it('the open popup of a state value that is not one: none, whatever it is', () => {
    for (const value of [null, undefined, 'statement', 3, {}, { popup: null }, { popup: 3 }])
      expect(openPopupOf(value)).toBeNull();
    expect(openPopupOf({ popup: { statement: 'daily' } })).toBe('statement');
    expect(openPopupOf({ popup: 'profile' })).toBe('profile');
  });
});
