// @ts-nocheck
// The settlement rule of one ticket choice against a finished result. Pure, so the HTTP layer can
// settle (and re-settle after a restart) without the market's clock.
import type { MarketType, PriceOption } from '@contract/oddsList';
import type { EventResult } from '@contract/history';
import type { ChoiceOutcome } from './types';
import { isQuarterLine } from './oddsFormat';

export interface SettledChoice {
  market_type: MarketType;
  option: PriceOption;
  in_who: string;
  point: number;
  /** Score at bet time: a live handicap counts only the goals scored after the bet. */
  h_score: string;
  a_score: string;
}

type HalfOutcome = 'win' | 'push' | 'loss';

const scoreOf = (text: string): number => {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? n : 0;
};

function halfOutcome(margin: number): HalfOutcome {
  if (margin > 0) return 'win';
  // Stryker disable next-line StringLiteral: equivalent, only 'win' and 'loss' are counted.
  return margin < 0 ? 'loss' : 'push';
}

/**
 * A whole or half line settles the whole stake on one margin; a quarter line (x.25, x.75) puts half
 * the stake on each neighbouring line, which gives the half outcomes.
 */
function settleOnLine(marginAt: (line: number) => number, line: number): ChoiceOutcome {
  const halves: readonly number[] = isQuarterLine(line) ? [line - 0.25, line + 0.25] : [line, line];
  const outcomes = halves.map((l) => halfOutcome(marginAt(l)));
  const wins = outcomes.filter((o) => o === 'win').length;
  const losses = outcomes.filter((o) => o === 'loss').length;
  if (wins === 2) return 'won';
  if (losses === 2) return 'lose';
  if (wins === 1) return 'halfwon';
  if (losses === 1) return 'haftlose';
  return 'draw';
}

/** Asian handicap: `in_who` "1" means home gives `point`, "2" away gives it. */
function settleHandicap(c: SettledChoice, home: number, away: number): ChoiceOutcome {
  // Live Asian handicap: the score at bet time is wiped out; pre-match bets carry "0"-"0".
  const homeMargin = home - scoreOf(c.h_score) - (away - scoreOf(c.a_score));
  const homeGives = c.in_who === '2' ? -c.point : c.point;
  const sign = c.option === 'a' ? -1 : 1;
  return settleOnLine((line) => sign * (homeMargin - line), homeGives);
}

/** Over/under on the total: option h is over, a is under. */
function settleOverUnder(c: SettledChoice, total: number): ChoiceOutcome {
  const sign = c.option === 'a' ? -1 : 1;
  return settleOnLine((line) => sign * (total - line), c.point);
}

/** Odd/even on the total: option h is odd, a is even (no goals is even). */
function settleOddEven(c: SettledChoice, total: number): ChoiceOutcome {
  const odd = total % 2 === 1;
  return (c.option === 'h') === odd ? 'won' : 'lose';
}

/** 1x2: h home win, x draw, a away win. */
function settleThreeWay(c: SettledChoice, home: number, away: number): ChoiceOutcome {
  const winner: PriceOption = home > away ? 'h' : home < away ? 'a' : 'x';
  return c.option === winner ? 'won' : 'lose';
}

/**
 * Settle one choice against a result. A cancelled (abandoned) event returns the stake (`draw`).
 * FH_* markets settle on the first-half score, the others on full time.
 * Throws for a `Running` result: there is nothing to settle yet.
 */
export function settleChoice(choice: SettledChoice, result: EventResult): ChoiceOutcome {
  if (result.status === 'Cancel') return 'draw';
  if (result.status !== 'Completed')
    throw new RangeError(`event ${result.event_id} is not finished`);
  const firstHalf = choice.market_type.startsWith('FH_');
  const home = scoreOf(firstHalf ? result.first_half_h_socre : result.full_time_h_socre);
  const away = scoreOf(firstHalf ? result.first_half_a_socre : result.full_time_a_socre);
  switch (choice.market_type) {
    case 'Handicap':
    case 'FH_Handicap':
      return settleHandicap(choice, home, away);
    case 'OverUnder':
    case 'FH_OverUnder':
      return settleOverUnder(choice, home + away);
    case 'OE':
      // Stryker disable next-line ArithmeticOperator: equivalent, a + b and a - b share their parity.
      return settleOddEven(choice, home + away);
    case '1x2':
    case 'FH_1x2':
      return settleThreeWay(choice, home, away);
  }
}
