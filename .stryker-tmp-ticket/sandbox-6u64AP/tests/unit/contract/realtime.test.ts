// @ts-nocheck
// The nudge's oracles: each wire input the odds channel may carry and the reading the engine
// gets, each message the simulator sends and the data it writes. Written out by hand from the rule
// (ids are whole numbers from 0 up, as numbers or digits; no change id is change 0; event ids that
// are no list are "anything"; the writer names each id once, ascending). Then the round trip: what
// the writer writes, the reader reads back as the message sent.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { OddsChangedMessage } from '@contract/realtime';
import {
  ODDS_CHANGED_EVENT,
  PRIVATE_CHANNEL_PREFIX,
  TICKET_CHANNEL,
  TICKET_CHANNEL_WIRE,
  oddsChannelOf,
  readOddsChanged,
  writeOddsChanged,
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

describe('writeOddsChanged: message → wire data', () => {
  it.each<[string, OddsChangedMessage, number, number[] | null]>([
    ['events named', { changeId: 12, eventIds: [1, 2] }, 12, [1, 2]],
    ['anything may have changed', { changeId: 7, eventIds: null }, 7, ANY],
    ['no event named', { changeId: 7, eventIds: [] }, 7, []],
    ['change 0 and event 0', { changeId: 0, eventIds: [0] }, 0, [0]],
    ['each event once, ascending', { changeId: 3, eventIds: [90, 4, 90, 17, 4] }, 3, [4, 17, 90]],
    ['ascending as numbers, not as text', { changeId: 3, eventIds: [10, 9, 100] }, 3, [9, 10, 100]],
    ['ids the reader would drop are not sent', { changeId: 3, eventIds: [-1, 2.5, 5] }, 3, [5]],
    [
      'nor ids past a safe integer, nor no numbers',
      { changeId: 3, eventIds: [2 ** 53, Number.NaN, Number.POSITIVE_INFINITY, 6] },
      3,
      [6],
    ],
    ['a change id that is no id is change 0', { changeId: -4, eventIds: [1] }, 0, [1]],
    ['a fractional change id too', { changeId: 4.5, eventIds: null }, 0, ANY],
    ['the largest safe change id', { changeId: 2 ** 53 - 1, eventIds: [] }, 2 ** 53 - 1, []],
  ])('%s', (_, message, changeId, eventIds) => {
    expect(writeOddsChanged(message)).toEqual({ change_id: changeId, event_ids: eventIds });
  });

  it('names no events once its JSON text would pass the size given, and names them up to it', () => {
    const message = { changeId: 12, eventIds: [3, 1, 2] };
    // {"change_id":12,"event_ids":[1,2,3]}: 36 characters.
    const text = '{"change_id":12,"event_ids":[1,2,3]}';
    expect(text).toHaveLength(36);
    expect(JSON.stringify(writeOddsChanged(message, 36))).toBe(text);
    expect(writeOddsChanged(message, 35)).toEqual({ change_id: 12, event_ids: null });
    // The size counts the ids once each: a repeated id does not push the message over.
    expect(writeOddsChanged({ changeId: 12, eventIds: [1, 1, 2, 3, 3] }, 36).event_ids).toEqual([
      1, 2, 3,
    ]);
    // Without a size, any number of ids is named.
    const many = Array.from({ length: 5000 }, (_, i) => 2_020_000_000 + i);
    expect(writeOddsChanged({ changeId: 1, eventIds: many }).event_ids).toEqual(many);
  });

  it('keeps the message it was given as it was', () => {
    const eventIds = [3, 1, 3];
    writeOddsChanged({ changeId: 1, eventIds });
    expect(eventIds).toEqual([3, 1, 3]);
  });
});

describe('the nudge round trip: the reader reads back what the writer wrote', () => {
  const id = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER });
  const message = fc.record({
    changeId: id,
    eventIds: fc.option(fc.uniqueArray(id, { maxLength: 40 }), { nil: null }),
  });

  it('a message of ids, each once, reads back as sent (ascending), parsed or as JSON text', () => {
    fc.assert(
      fc.property(message, (sent) => {
        const expected = {
          changeId: sent.changeId,
          eventIds: sent.eventIds === null ? null : [...sent.eventIds].sort((a, b) => a - b),
        };
        const wire = writeOddsChanged(sent);
        expect(readOddsChanged(wire)).toEqual(expected);
        expect(readOddsChanged(JSON.stringify(wire))).toEqual(expected);
      }),
    );
  });

  it('whatever arrives, what the reader made of it is written and read back unchanged', () => {
    const anything = fc.oneof(
      fc.anything(),
      fc.record({
        change_id: fc.oneof(fc.integer(), fc.string(), fc.double()),
        event_ids: fc.oneof(
          fc.array(fc.oneof(fc.integer(), fc.string(), fc.double())),
          fc.anything(),
        ),
      }),
    );
    fc.assert(
      fc.property(anything, (wire) => {
        const read = readOddsChanged(wire);
        const again = readOddsChanged(writeOddsChanged(read));
        expect(again.changeId).toBe(read.changeId);
        expect(again.eventIds).toEqual(
          read.eventIds === null ? null : [...new Set(read.eventIds)].sort((a, b) => a - b),
        );
      }),
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
