// @ts-nocheck
// The wire vocabulary's rules: which bet types are parlays, each event tab's bet type and the tab a
// bet type is chosen on.
import { describe, expect, it, vi } from 'vitest';
import {
  BET_TYPES,
  EVENT_TABS,
  EVENT_TAB_IDS,
  betTypeOfTab,
  isParlay,
  tabOfBetType,
} from '@contract/wire';

describe('the wire vocabulary', () => {
  it.each([
    ['sc', false],
    ['step', true],
    ['mix', true],
  ] as const)('%s is a parlay: %s', (betType, parlay) => {
    expect(isParlay(betType)).toBe(parlay);
  });

  it('tabs 1, 2, 3 are single bets, 5 step, 6 mix parlay', () => {
    expect(EVENT_TAB_IDS.map(betTypeOfTab)).toEqual(['sc', 'sc', 'sc', 'step', 'mix']);
  });

  it('names the tabs by their ids', () => {
    expect(EVENT_TABS).toEqual({ live: 1, today: 2, early: 3, step: 5, mix: 6 });
    expect(Object.values(EVENT_TABS)).toEqual([...EVENT_TAB_IDS]);
  });

  it.each([
    ['sc', 2],
    ['step', 5],
    ['mix', 6],
  ] as const)('%s bets are chosen on tab %s', (betType, tab) => {
    expect(tabOfBetType(betType)).toBe(tab);
  });

  it('a bet type chosen opens a tab of that bet type', () => {
    for (const betType of BET_TYPES) expect(betTypeOfTab(tabOfBetType(betType))).toBe(betType);
  });
});

describe("Bangkok's time zone", () => {
  it('is UTC+7 all year (no summer time): midnight UTC is 07:00 in January and July', async () => {
    // Loaded afresh: a constant is read when its module loads, and a mutation run changes it then.
    vi.resetModules();
    const { BANGKOK_TIME_ZONE } = await import('@contract/bangkokZone');
    const hour = (utc: number) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: BANGKOK_TIME_ZONE,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(utc);
    expect(hour(Date.UTC(2026, 0, 15))).toBe('07:00');
    expect(hour(Date.UTC(2026, 6, 15))).toBe('07:00');
  });
});
