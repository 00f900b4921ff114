// @ts-nocheck
import { describe, expect, it } from 'vitest';
import {
  EMPTY_MOBILE_COLLAPSE,
  buildMobileBoard,
  isMobileCollapsed,
  mobileExtraGroupsOf,
  mobileLineColumns,
  mobileLineRows,
  toggleMobileCollapse,
} from '@src/features/odds-table/mobileItems';
import type { MobileBoardTable } from '@src/features/odds-table/mobileItems';
import { eventView, group, priceRow } from './fixtures';

function table(
  kind: MobileBoardTable['kind'],
  groups: MobileBoardTable['groups'],
): MobileBoardTable {
  return { kind, layout: 'd-line', groups, isEmpty: groups.length === 0 };
}

describe('mobile tables of a match', () => {
  it('puts full and half time handicap and over/under side by side, home/over on H/O and away/under on A/U', () => {
    const columns = mobileLineColumns('d-line');
    expect(columns.map((column) => column.id)).toEqual(['ft-hdp', 'ft-ou', 'ht-hdp', 'ht-ou']);
    expect(columns.map((column) => column.fields[0])).toEqual([
      'handicap_h',
      'overUnder_h',
      'fh_handicap_h',
      'fh_overUnder_h',
    ]);
    expect(columns.map((column) => column.fields[1])).toEqual([
      'handicap_a',
      'overUnder_a',
      'fh_handicap_a',
      'fh_overUnder_a',
    ]);
  });

  it('draws Muay Thai without half time, and only odd/even in the second table', () => {
    expect(mobileLineColumns('muay').map((column) => column.id)).toEqual(['ft-hdp', 'ft-ou']);
    const event = eventView(7, { rows: [priceRow(1)] });
    expect(mobileExtraGroupsOf(event, 'muay').map((extra) => extra.id)).toEqual(['oe']);
  });

  it('shows 1x2, half-time 1x2 and odd/even only when the main row has a price for them', () => {
    const full = eventView(1, { rows: [priceRow(1)] });
    expect(mobileExtraGroupsOf(full, 'd-line').map((extra) => extra.id)).toEqual([
      '1x2',
      'fh-1x2',
      'oe',
    ]);
    const no1x2 = eventView(2, {
      rows: [
        priceRow(1, {
          oneXtwo_h: undefined,
          oneXtwo_x: undefined,
          oneXtwo_a: undefined,
          oe_h: undefined,
          oe_a: undefined,
        }),
      ],
    });
    expect(mobileExtraGroupsOf(no1x2, 'd-line').map((extra) => extra.id)).toEqual(['fh-1x2']);
  });

  it('drops a price row with no handicap or over/under price from the line table', () => {
    const empty = priceRow(2, {
      handicap_h: undefined,
      handicap_a: undefined,
      overUnder_h: undefined,
      overUnder_a: undefined,
      fh_handicap_h: undefined,
      fh_handicap_a: undefined,
      fh_overUnder_h: undefined,
      fh_overUnder_a: undefined,
    });
    expect(mobileLineRows([priceRow(1), empty], 'd-line').map((row) => row.sort_row_no)).toEqual([
      1,
    ]);
  });
});

describe('mobile collapse lists', () => {
  it('folds a tournament box of the live list without touching the early list', () => {
    const lists = toggleMobileCollapse(EMPTY_MOBILE_COLLAPSE, 'live', 'tournament', 501);
    expect(isMobileCollapsed(lists, 'live', 'tournament', 501)).toBe(true);
    expect(isMobileCollapsed(lists, 'early', 'tournament', 501)).toBe(false);
    expect(isMobileCollapsed(lists, 'nonlive', 'tournament', 501)).toBe(false);
  });

  it('keeps non-live and early in one list, and a second toggle unfolds', () => {
    const folded = toggleMobileCollapse(EMPTY_MOBILE_COLLAPSE, 'nonlive', 'match', 9);
    expect(isMobileCollapsed(folded, 'early', 'match', 9)).toBe(true);
    expect(isMobileCollapsed(folded, 'early', 'tournament', 9)).toBe(false);
    const unfolded = toggleMobileCollapse(folded, 'early', 'match', 9);
    expect(isMobileCollapsed(unfolded, 'nonlive', 'match', 9)).toBe(false);
  });

  it('lists a folded tournament without its matches, and a folded match without its tables', () => {
    const groups = [
      group(501, [eventView(1, { rows: [priceRow(1)] }), eventView(2, { rows: [priceRow(1)] })]),
      group(502, [eventView(3, { rows: [priceRow(1)] })]),
    ];
    let lists = toggleMobileCollapse(EMPTY_MOBILE_COLLAPSE, 'nonlive', 'tournament', 501);
    lists = toggleMobileCollapse(lists, 'nonlive', 'match', 3);
    const board = buildMobileBoard([table('live', []), table('nonlive', groups)], lists);
    expect(board.items.map((item) => item.key)).toEqual([
      'live:head',
      'live:empty',
      'nonlive:head',
      'nonlive:g501',
      'nonlive:g502',
      'nonlive:e3',
    ]);
    const match = board.items.at(-1);
    expect(match?.type === 'match' && match.collapsed).toBe(true);
    expect(board.tables[1]?.groups.map((range) => [range.first, range.last])).toEqual([
      [3, 3],
      [4, 5],
    ]);
  });

  it('keeps the match item of an event a refresh left alone, and makes a new one for a changed or folded match', () => {
    const kept = eventView(1, { rows: [priceRow(1)] });
    const before = [group(501, [kept, eventView(2, { rows: [priceRow(1)] })])];
    const first = buildMobileBoard([table('nonlive', before)], EMPTY_MOBILE_COLLAPSE);
    // A refresh: event 1 is the same object (applyDelta kept it), event 2 changed.
    const after = [group(501, [kept, eventView(2, { rows: [priceRow(1), priceRow(2)] })])];
    const second = buildMobileBoard([table('nonlive', after)], EMPTY_MOBILE_COLLAPSE);
    expect(second.items[2]).toBe(first.items[2]);
    expect(second.items[3]).not.toBe(first.items[3]);
    expect(second.items[3]?.type === 'match' && second.items[3].event.rows).toHaveLength(2);

    const folded = toggleMobileCollapse(EMPTY_MOBILE_COLLAPSE, 'nonlive', 'match', 1);
    const third = buildMobileBoard([table('nonlive', after)], folded);
    expect(third.items[2]).not.toBe(first.items[2]);
    expect(third.items[2]?.type === 'match' && third.items[2].collapsed).toBe(true);
  });
});
