// @ts-nocheck
// Where each shown price has been, per list, and which prices move: a price that moved more than
// once within MOVING_WINDOW_MS is marked (its ups and downs), and the marks that changed are told
// apart from the rows (`odds.moves`). The engine feeds it every list message it posts.
import {
  cellKey,
  createPriceHistory,
  MOVING_WINDOW_MS,
  movesWithin,
  pricePoints,
  recordDelta,
  recordView,
  summarisePrice,
} from '../core/priceHistory';
import type { PriceHistory, PriceHistoryAnswer, PricePoint } from '../core/priceHistory';
import type { OddsMessage, PriceField, PriceMoveMark } from '../core/view';
import type { ListKind } from '@contract/oddsList';

/** What a list message changed in the marks: each key's new mark, null where one went. */
export interface MovesTold {
  moves: Record<string, PriceMoveMark | null>;
  /** A price started or stopped moving (not only moved again): "moving now" shows other events. */
  movingChanged: boolean;
}

export interface PriceMoves {
  /** Records a list message's prices; the marks it changed, or null when none did. */
  track(kind: ListKind, message: OddsMessage, at: number): MovesTold | null;
  /** The events of `kind` with a marked price. */
  movingEvents(kind: ListKind): Set<number>;
  /** Every mark of `kind` now (a resync tells them all again). */
  marksOf(kind: ListKind): Record<string, PriceMoveMark>;
  /** Where one price has been (oldest first), from whichever list held it longest. */
  priceHistory(
    eventId: number,
    sortRowNo: number,
    field: PriceField,
    at: number,
  ): PriceHistoryAnswer;
  /** The lists start afresh: where their prices were goes with them. */
  clear(): void;
}

export function createPriceMoves(): PriceMoves {
  const histories = new Map<ListKind, PriceHistory>();
  const marks = new Map<ListKind, Map<string, PriceMoveMark>>();
  return {
    track(kind, message, at) {
      // Stryker disable next-line ConditionalExpression: equivalent, only list messages are passed in (errors are posted apart).
      if (message.type !== 'odds.full' && message.type !== 'odds.delta') return null;
      let history = histories.get(kind);
      if (history === undefined) {
        history = createPriceHistory();
        histories.set(kind, history);
      }
      let changed: ReadonlySet<string>;
      if (message.type === 'odds.full') {
        recordView(history, message.view, at);
        changed = new Set();
      } else {
        changed = recordDelta(history, message.delta, at);
      }
      const shown = marks.get(kind) ?? new Map<string, PriceMoveMark>();
      marks.set(kind, shown);
      const moves: Record<string, PriceMoveMark | null> = {};
      let anyChange = false;
      let movingChanged = false;
      for (const key of new Set([...changed, ...shown.keys()])) {
        const counted = movesWithin(pricePoints(history, key), at, MOVING_WINDOW_MS);
        const before = shown.get(key);
        if (counted.up + counted.down > 1) {
          if (before?.up === counted.up && before.down === counted.down) continue;
          movingChanged ||= before === undefined;
          shown.set(key, counted);
          moves[key] = counted;
          anyChange = true;
        } else if (before !== undefined) {
          shown.delete(key);
          moves[key] = null;
          anyChange = true;
          movingChanged = true;
        }
      }
      return anyChange ? { moves, movingChanged } : null;
    },
    movingEvents(kind) {
      const moving = new Set<number>();
      // Stryker disable next-line ArrayDeclaration: equivalent, a key that names no event adds NaN, which no event id is.
      for (const key of marks.get(kind)?.keys() ?? []) moving.add(Number(key.split(':')[0]));
      return moving;
    },
    marksOf: (kind) => Object.fromEntries(marks.get(kind) ?? []),
    priceHistory(eventId, sortRowNo, field, at) {
      const key = cellKey(eventId, sortRowNo, field);
      let longest: PricePoint[] = [];
      for (const history of histories.values()) {
        const points = pricePoints(history, key);
        if (points.length > longest.length) longest = points;
      }
      return summarisePrice(longest, at);
    },
    clear() {
      histories.clear();
      marks.clear();
    },
  };
}
