// The nudge reader's oracle: each wire input the odds channel may carry, and the reading the
// engine gets. The readings are written out by hand from the rule (ids are whole numbers from 0 up,
// as numbers or digits; no change id is change 0; event ids that are no list are "anything").
import { describe, expect, it } from 'vitest';
import {
  ODDS_CHANGED_EVENT,
  PRIVATE_CHANNEL_PREFIX,
  TICKET_CHANNEL,
  TICKET_CHANNEL_WIRE,
  oddsChannelOf,
  readOddsChanged,
} from '@contract/realtime';

const ANY = null;

describe('readOddsChanged: wire input → reading', () => {
  it.each([
    // What the simulator sends (pusher-js hands the data over parsed, or as text).
    ['an object', { change_id: 12, event_ids: [1, 2] }, 12, [1, 2]],
    ['the same as JSON text', '{"change_id":12,"event_ids":[1,2]}', 12, [1, 2]],
    ['everything changed', { change_id: 7, event_ids: null }, 7, ANY],
    ['no event named', { change_id: 7, event_ids: [] }, 7, []],
    ['change 0 and event 0', { change_id: 0, event_ids: [0] }, 0, [0]],
    // Ids as digits.
    ['a change id as digits', { change_id: '15', event_ids: ['3', 4] }, 15, [3, 4]],
    [
      'digits with a sign or spaces are no id',
      { change_id: '+15', event_ids: [' 3', '3 ', '3\n', '-4'] },
      0,
      [],
    ],
    ['an empty string is no id', { change_id: '', event_ids: [''] }, 0, []],
    // Malformed ids.
    ['a negative change id', { change_id: -5, event_ids: [-1, 2] }, 0, [2]],
    ['a fraction', { change_id: 1.5, event_ids: [2.5, 3] }, 0, [3]],
    ['beyond a safe integer', { change_id: 2 ** 53, event_ids: [2 ** 53, 1] }, 0, [1]],
    ['not a number', { change_id: Number.NaN, event_ids: [Number.POSITIVE_INFINITY] }, 0, []],
    [
      'true, null, objects are no ids',
      { change_id: true, event_ids: [true, null, {}, [1]] },
      0,
      [],
    ],
    ['event ids that are no list', { change_id: 3, event_ids: '1,2' }, 3, ANY],
    ['event ids that are an object', { change_id: 3, event_ids: { 0: 1 } }, 3, ANY],
    ['no event ids at all', { change_id: 3 }, 3, ANY],
    ['no change id at all', { event_ids: [1] }, 0, [1]],
    // Malformed messages.
    ['JSON text that does not parse', '{"change_id":', 0, ANY],
    ['text that is no JSON', 'odds-changed', 0, ANY],
    ['JSON text of a number', '42', 0, ANY],
    ['JSON text of null', 'null', 0, ANY],
    ['a list', [12, [1]], 0, ANY],
    ['null', null, 0, ANY],
    ['nothing', undefined, 0, ANY],
    ['a number', 12, 0, ANY],
  ])('%s', (_, wire, changeId, eventIds) => {
    expect(readOddsChanged(wire)).toEqual({ changeId, eventIds });
  });

  it('reads a large genuine change id exactly', () => {
    expect(readOddsChanged('{"change_id":9007199254740991,"event_ids":[]}').changeId).toBe(
      Number.MAX_SAFE_INTEGER,
    );
  });
});

describe('the realtime names on the wire', () => {
  it("a sport's odds channel and event, and the private ticket channel", () => {
    expect(oddsChannelOf(1)).toBe('odds-1');
    expect(oddsChannelOf(44)).toBe('odds-44');
    expect(ODDS_CHANGED_EVENT).toBe('odds-changed');
    expect(TICKET_CHANNEL_WIRE).toBe('private-ticket-channel');
    expect(TICKET_CHANNEL_WIRE).toBe(`${PRIVATE_CHANNEL_PREFIX}${TICKET_CHANNEL}`);
  });
});
