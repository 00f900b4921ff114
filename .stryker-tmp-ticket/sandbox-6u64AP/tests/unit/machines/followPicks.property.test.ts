// @ts-nocheck
// followPicks against a model, over any run of answers the ticket endpoint can give
// a held pick (open with a price, a line and limits; nothing = closed; a failed call).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { followPicks, pickKey } from '@machines/ticketMachine';
import type { CallOutcome } from '@machines/memberTypes';
import type { TicketPick } from '@machines/ticketTypes';
import { ticketPick } from '@tests/fixtures/ticketPick';

const HELD: TicketPick = ticketPick({
  event_id: 7,
  id: 70,
  odd_id: 70,
  price: 1.9,
  price_before: 1.9,
  min_bet: 20,
  max_bet: 10_000,
  max_pay_bill_sport: 50_000,
  odds_type: 'EU',
});

type Answer = CallOutcome<TicketPick | null>;

/** Few distinct values, so a price or a line often comes back to one it had. */
const open: fc.Arbitrary<Answer> = fc
  .record({
    price: fc.constantFrom(1.85, 1.9, 1.95, 2.05),
    point: fc.constantFrom(0.25, 0.5, 0.75),
    min_bet: fc.constantFrom(20, 50),
    max_bet: fc.constantFrom(5_000, 10_000),
    max_pay_bill_sport: fc.constantFrom(20_000, 50_000),
    h_score: fc.constantFrom('0', '1'),
    a_score: fc.constantFrom('0', '2'),
    is_live: fc.constantFrom(0, 1),
  })
  .map((moved) => ({ ok: true, data: { ...HELD, ...moved, price_before: HELD.price } }));
const closed: fc.Arbitrary<Answer> = fc.constant({ ok: true, data: null });
const failed: fc.Arbitrary<Answer> = fc.constant({
  ok: false,
  unauthorized: false,
  unreachable: true,
  message: 'network',
});
const answers = fc.array(fc.oneof({ weight: 5, arbitrary: open }, closed, failed), {
  maxLength: 12,
});

describe('followPicks, properties over runs of answers', () => {
  it('the old price is the last one shown that differs from the price now (the line likewise), whatever else moved; score, live, limits and line are always the answer’s; closed only on nothing', () => {
    fc.assert(
      fc.property(answers, (run) => {
        let pick = HELD;
        // The model: every price and line the ticket has shown, oldest first (a closed or failed
        // answer shows nothing new). The old one is the latest of them that differs from now's.
        const shownPrices = [HELD.price];
        const shownPoints = [HELD.point];
        const lastDiffering = (shown: readonly number[], now: number) =>
          [...shown].reverse().find((value) => value !== now);
        for (const answer of run) {
          const [next] = followPicks([pick], [{ key: pickKey(pick), outcome: answer }]);
          if (next === undefined) throw new Error('a pick went missing');
          if (!answer.ok) {
            // A failed call leaves the pick as it was, the same object (nothing renders again).
            expect(next).toBe(pick);
          } else if (answer.data === null) {
            expect(next.closed).toBe(true);
            // Closed keeps what it showed: price, old price, line and limits.
            expect({ ...next, closed: pick.closed }).toEqual(pick);
          } else {
            const now = answer.data;
            shownPrices.push(now.price);
            shownPoints.push(now.point);
            expect(next.closed ?? false).toBe(false);
            expect([next.price, next.point]).toEqual([now.price, now.point]);
            expect([next.min_bet, next.max_bet, next.max_pay_bill_sport]).toEqual([
              now.min_bet,
              now.max_bet,
              now.max_pay_bill_sport,
            ]);
            expect([next.h_score, next.a_score, next.is_live]).toEqual([
              now.h_score,
              now.a_score,
              now.is_live,
            ]);
            // Never moved: the old price is the one the pick came with.
            expect(next.price_before).toBe(
              lastDiffering(shownPrices, now.price) ?? HELD.price_before,
            );
            expect(next.point_before).toBe(
              lastDiffering(shownPoints, now.point) ?? HELD.point_before,
            );
            const unchanged = (
              [
                'price',
                'point',
                'h_score',
                'a_score',
                'is_live',
                'min_bet',
                'max_bet',
                'max_pay_bill_sport',
              ] as const
            ).every((field) => now[field] === pick[field]);
            if (unchanged && pick.closed !== true) expect(next).toBe(pick);
            else expect(next).not.toBe(pick);
          }
          pick = next;
        }
      }),
      { numRuns: 500 },
    );
  });

  it('a pick without an answer of its own is kept as it is, another pick’s answer does not touch it', () => {
    fc.assert(
      fc.property(open, (answer) => {
        const other = { ...HELD, event_id: 8, odd_id: 80 };
        const [held, moved] = followPicks(
          [HELD, other],
          [{ key: pickKey(other), outcome: answer }],
        );
        expect(held).toBe(HELD);
        expect(moved?.event_id).toBe(8);
      }),
    );
  });
});
