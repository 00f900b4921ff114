// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { settleChoice } from '@server/market/settlement';
import type { SettledChoice } from '@server/market/settlement';
import type { EventResult } from '@contract/history';
import type { ChoiceOutcome } from '@server/market/types';

function result(
  fullTime: string,
  firstHalf = '0-0',
  status: EventResult['status'] = 'Completed',
): EventResult {
  const [fh, fa] = firstHalf.split('-');
  const [h, a] = fullTime.split('-');
  return {
    event_id: 1,
    sport_id: 1,
    sport: 'Football',
    league_id: 501,
    league_name_en: 'English Premier League',
    league_name_th: 'อังกฤษ พรีเมียร์ลีก',
    home_en: 'Arsenal',
    home_th: 'อาร์เซนอล',
    away_en: 'Chelsea',
    away_th: 'เชลซี',
    settle_time: '2026-11-21 21:00:00',
    first_half_h_socre: fh ?? '',
    first_half_a_socre: fa ?? '',
    full_time_h_socre: h ?? '',
    full_time_a_socre: a ?? '',
    status,
  };
}

type Row = [
  market: SettledChoice['market_type'],
  option: SettledChoice['option'],
  inWho: string,
  point: number,
  betScore: string,
  final: string,
  expected: ChoiceOutcome,
];

function choice(
  market: Row[0],
  option: Row[1],
  inWho: string,
  point: number,
  betScore: string,
): SettledChoice {
  const [h, a] = betScore.split('-');
  return {
    market_type: market,
    option,
    in_who: inWho,
    point,
    h_score: h ?? '0',
    a_score: a ?? '0',
  };
}

describe('settleChoice: full-time markets', () => {
  const table: Row[] = [
    // Handicap, home gives (in_who 1), whole / half / quarter lines, both sides.
    ['Handicap', 'h', '1', 0, '0-0', '1-0', 'won'],
    ['Handicap', 'a', '1', 0, '0-0', '1-0', 'lose'],
    ['Handicap', 'h', '1', 0, '0-0', '1-1', 'draw'],
    ['Handicap', 'a', '1', 0, '0-0', '1-1', 'draw'],
    ['Handicap', 'h', '1', 0.25, '0-0', '1-1', 'haftlose'],
    ['Handicap', 'a', '1', 0.25, '0-0', '1-1', 'halfwon'],
    ['Handicap', 'h', '1', 0.25, '0-0', '2-1', 'won'],
    ['Handicap', 'h', '1', 0.5, '0-0', '1-1', 'lose'],
    ['Handicap', 'a', '1', 0.5, '0-0', '1-1', 'won'],
    ['Handicap', 'h', '1', 0.5, '0-0', '2-1', 'won'],
    ['Handicap', 'h', '1', 0.75, '0-0', '2-1', 'halfwon'],
    ['Handicap', 'a', '1', 0.75, '0-0', '2-1', 'haftlose'],
    ['Handicap', 'h', '1', 0.75, '0-0', '3-1', 'won'],
    ['Handicap', 'h', '1', 1, '0-0', '2-1', 'draw'],
    ['Handicap', 'a', '1', 1, '0-0', '2-1', 'draw'],
    ['Handicap', 'h', '1', 1, '0-0', '3-1', 'won'],
    ['Handicap', 'h', '1', 1.25, '0-0', '2-1', 'haftlose'],
    ['Handicap', 'a', '1', 1.25, '0-0', '2-1', 'halfwon'],
    ['Handicap', 'h', '1', 1.5, '0-0', '2-0', 'won'],
    ['Handicap', 'h', '1', 1.75, '0-0', '2-0', 'halfwon'],
    ['Handicap', 'h', '1', 1.75, '0-0', '1-0', 'lose'],
    ['Handicap', 'a', '1', 1.75, '0-0', '1-0', 'won'],
    // Away gives (in_who 2): the line works against the away side.
    ['Handicap', 'a', '2', 0.5, '0-0', '0-1', 'won'],
    ['Handicap', 'h', '2', 0.5, '0-0', '0-1', 'lose'],
    ['Handicap', 'h', '2', 0.5, '0-0', '0-0', 'won'],
    ['Handicap', 'a', '2', 0.25, '0-0', '0-0', 'haftlose'],
    ['Handicap', 'h', '2', 0.25, '0-0', '0-0', 'halfwon'],
    ['Handicap', 'a', '2', 0.75, '0-0', '1-2', 'halfwon'],
    ['Handicap', 'h', '2', 0.75, '0-0', '1-2', 'haftlose'],
    ['Handicap', 'a', '2', 1, '0-0', '0-1', 'draw'],
    ['Handicap', 'a', '2', 1, '0-0', '0-3', 'won'],
    // Live Asian handicap: only goals after the bet count.
    ['Handicap', 'h', '1', 0.5, '1-0', '1-0', 'lose'],
    ['Handicap', 'h', '1', 0.5, '1-0', '2-0', 'won'],
    ['Handicap', 'a', '1', 0, '0-2', '1-2', 'lose'],
    ['Handicap', 'a', '1', 0, '0-2', '1-3', 'draw'],
    ['Handicap', 'h', '1', 0.25, '2-2', '3-3', 'haftlose'],
    ['Handicap', 'a', '2', 0.25, '1-0', '1-0', 'haftlose'],
    ['Handicap', 'a', '2', 0.75, '0-1', '1-3', 'halfwon'],
    // Over/under on the total (no subtraction of the bet-time score).
    ['OverUnder', 'h', '', 2.5, '0-0', '2-1', 'won'],
    ['OverUnder', 'a', '', 2.5, '0-0', '2-1', 'lose'],
    ['OverUnder', 'h', '', 2.5, '0-0', '1-1', 'lose'],
    ['OverUnder', 'a', '', 2.5, '0-0', '1-1', 'won'],
    ['OverUnder', 'h', '', 2, '0-0', '1-1', 'draw'],
    ['OverUnder', 'a', '', 2, '0-0', '1-1', 'draw'],
    ['OverUnder', 'h', '', 2.25, '0-0', '1-1', 'haftlose'],
    ['OverUnder', 'a', '', 2.25, '0-0', '1-1', 'halfwon'],
    ['OverUnder', 'h', '', 2.75, '0-0', '2-1', 'halfwon'],
    ['OverUnder', 'a', '', 2.75, '0-0', '2-1', 'haftlose'],
    ['OverUnder', 'h', '', 2.75, '0-0', '1-1', 'lose'],
    ['OverUnder', 'h', '', 2.75, '2-0', '2-1', 'halfwon'],
    ['OverUnder', 'a', '', 0.5, '0-0', '0-0', 'won'],
    // Odd/even on the total; nil-nil is even.
    ['OE', 'h', '', 0, '0-0', '2-1', 'won'],
    ['OE', 'a', '', 0, '0-0', '2-1', 'lose'],
    ['OE', 'h', '', 0, '0-0', '0-0', 'lose'],
    ['OE', 'a', '', 0, '0-0', '0-0', 'won'],
    ['OE', 'a', '', 0, '1-0', '2-2', 'won'],
    // 1x2 on full time.
    ['1x2', 'h', '', 0, '0-0', '2-1', 'won'],
    ['1x2', 'x', '', 0, '0-0', '2-1', 'lose'],
    ['1x2', 'a', '', 0, '0-0', '2-1', 'lose'],
    ['1x2', 'x', '', 0, '0-0', '1-1', 'won'],
    ['1x2', 'h', '', 0, '0-0', '1-1', 'lose'],
    ['1x2', 'a', '', 0, '1-0', '1-3', 'won'],
  ];

  it.each(table)(
    '%s %s in_who=%s point=%s at %s, final %s -> %s',
    (market, option, inWho, point, betScore, final, expected) => {
      expect(
        settleChoice(choice(market, option, inWho, point, betScore), result(final, '0-0')),
      ).toBe(expected);
    },
  );
});

describe('settleChoice: first-half markets settle on the first-half score', () => {
  const table: [Row[0], Row[1], string, number, string, string, string, ChoiceOutcome][] = [
    ['FH_Handicap', 'h', '1', 0.5, '0-0', '1-0', '1-3', 'won'],
    ['FH_Handicap', 'a', '1', 0.5, '0-0', '1-0', '1-3', 'lose'],
    ['FH_Handicap', 'h', '1', 0.25, '0-0', '0-0', '3-0', 'haftlose'],
    ['FH_Handicap', 'a', '2', 0.75, '0-0', '0-1', '0-1', 'halfwon'],
    ['FH_Handicap', 'h', '1', 0, '1-0', '1-0', '4-0', 'draw'],
    ['FH_OverUnder', 'h', '', 0.5, '0-0', '0-0', '3-2', 'lose'],
    ['FH_OverUnder', 'a', '', 0.5, '0-0', '0-0', '3-2', 'won'],
    ['FH_OverUnder', 'h', '', 1, '0-0', '1-0', '1-0', 'draw'],
    ['FH_OverUnder', 'h', '', 1.25, '0-0', '1-1', '1-1', 'won'],
    ['FH_OverUnder', 'a', '', 0.75, '0-0', '1-0', '1-0', 'haftlose'],
    ['FH_1x2', 'x', '', 0, '0-0', '0-0', '2-0', 'won'],
    ['FH_1x2', 'h', '', 0, '0-0', '0-0', '2-0', 'lose'],
    ['FH_1x2', 'a', '', 0, '0-0', '0-1', '2-1', 'won'],
  ];

  it.each(table)(
    '%s %s in_who=%s point=%s at %s, half %s (full %s) -> %s',
    (market, option, inWho, point, betScore, half, final, expected) => {
      expect(
        settleChoice(choice(market, option, inWho, point, betScore), result(final, half)),
      ).toBe(expected);
    },
  );
});

describe('settleChoice: status', () => {
  it('returns the stake (draw) for a cancelled event, whatever the pick', () => {
    const cancelled = result('3-0', '1-0', 'Cancel');
    expect(settleChoice(choice('Handicap', 'h', '1', 0.5, '0-0'), cancelled)).toBe('draw');
    expect(settleChoice(choice('1x2', 'a', '', 0, '0-0'), cancelled)).toBe('draw');
  });

  it('refuses to settle a running event', () => {
    expect(() =>
      settleChoice(choice('OE', 'h', '', 0, '0-0'), result('1-0', '1-0', 'Running')),
    ).toThrow(/not finished/);
  });

  it('is the rule the market exposes', async () => {
    const { market } = await import('./helpers');
    const m = market({ footballEvents: 8 });
    expect(m.settleChoice(choice('OverUnder', 'h', '', 2.25, '0-0'), result('1-1'))).toBe(
      'haftlose',
    );
  });
});
