// @ts-nocheck
// Which held list a nudge touches, and which events a reply says changed: each input and its
// reading, written out by hand.
import { describe, expect, it } from 'vitest';
import { nudgeTouches, replyChangedEventIds } from '@workers/odds/core/nudge';
import type { OddsList } from '@workers/odds/core/merge';

const list = (changeId: number | null) => ({ changeId, events: [] }) as unknown as OddsList;
const related = new Set([1, 2]);

describe('nudgeTouches', () => {
  it.each([
    ['a list behind, an event it holds', 10, { changeId: 11, eventIds: [1] }, true],
    [
      'a list behind, one of the events it holds among others',
      10,
      { changeId: 11, eventIds: [999, 2] },
      true,
    ],
    ['a list behind, no event it holds', 10, { changeId: 11, eventIds: [999] }, false],
    ['a list behind, anything changed', 10, { changeId: 11, eventIds: null }, true],
    ['a list behind, no event named', 10, { changeId: 11, eventIds: [] }, false],
    ['a list at the change', 11, { changeId: 11, eventIds: null }, false],
    ['a list ahead', 12, { changeId: 11, eventIds: null }, false],
    [
      'a list with no change id (never loaded incrementally)',
      null,
      { changeId: 11, eventIds: null },
      false,
    ],
  ] as const)('%s: %s', (_, changeId, nudge, touches) => {
    expect(nudgeTouches(list(changeId), related, nudge)).toBe(touches);
  });
});

describe('replyChangedEventIds', () => {
  const delta = (fields: Record<string, unknown>) => ({ fullload: false, ...fields });
  it.each([
    [
      'a delta with rows and closes',
      delta({
        structures: ['x', 'event_id'],
        data: [
          [0, 5],
          [0, '6'],
        ],
        event_close_id: [7, '8'],
      }),
      [5, 6, 7, 8],
    ],
    [
      'ids that are no number are dropped',
      delta({ structures: ['event_id'], data: [['x'], [5], 'row'], event_close_id: ['y', 7] }),
      [5, 7],
    ],
    [
      'closes that are no list',
      delta({ structures: ['event_id'], data: [[5]], event_close_id: 7 }),
      [5],
    ],
    ['an empty delta with closes, no structures', delta({ data: [], event_close_id: [3] }), [3]],
    ['an empty delta, no closes', delta({ data: [] }), []],
    ['rows without an event_id column', delta({ structures: ['x'], data: [[1]] }), null],
    ['rows and no structures', delta({ data: [[1]] }), null],
    ['a full load', { fullload: true, structures: ['event_id'], data: [[1]] }, null],
    ['no fullload flag', { structures: ['event_id'], data: [[1]] }, null],
    ['a delta with no data list', delta({ data: 'x' }), null],
    ['a failure', { state: false, message: 'x' }, null],
    ['null', null, null],
    ['undefined', undefined, null],
    ['text', 'x', null],
    ['a number', 5, null],
  ])('%s', (_, payload, ids) => {
    expect(replyChangedEventIds(payload)).toEqual(ids);
  });
});
