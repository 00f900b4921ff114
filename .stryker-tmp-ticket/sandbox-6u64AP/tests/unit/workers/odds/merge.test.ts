// @ts-nocheck
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeOddsReply } from '@workers/odds/core/decode';
import { EMPTY_ODDS_LIST, continuesHeld, mergeOddsList } from '@workers/odds/core/merge';
import type { OddsList } from '@workers/odds/core/merge';
import type { OddsEvent } from '@contract/oddsList';
import { oddsEvent, oddsReply } from '@tests/fixtures/odds/events';

function merged(held: OddsList, payload: unknown): OddsList {
  const outcome = mergeOddsList(held, decodeOddsReply(payload));
  if (outcome.status !== 'ok')
    throw new Error(outcome.status === 'error' ? outcome.message : 'reload');
  return outcome.list;
}

function event(id: number, homeEn = `Home ${id}`): OddsEvent {
  return oddsEvent({ event_id: id, home_en: homeEn });
}

function okReply(payload: unknown) {
  const reply = decodeOddsReply(payload);
  if (!reply.ok) throw new Error(reply.message);
  return reply;
}

const ids = (list: OddsList) => list.events.map((e) => e.event_id);

describe('merge', () => {
  const held = merged(EMPTY_ODDS_LIST, oddsReply([event(1), event(2), event(3)], { changeId: 10 }));

  it('a full load replaces the list and keeps its change_id', () => {
    const list = merged(held, oddsReply([event(9)], { changeId: 11 }));
    expect(ids(list)).toEqual([9]);
    expect(list.changeId).toBe(11);
  });

  it('an incremental load removes event_close_id, replaces by event_id in place, appends new ones', () => {
    const list = merged(
      held,
      oddsReply([event(2, 'Moved'), event(4)], { fullload: false, closed: [1], changeId: 12 }),
    );
    expect(ids(list)).toEqual([2, 3, 4]);
    expect(list.events[0]?.home_en).toBe('Moved');
    expect(list.changeId).toBe(12);
  });

  it('an incremental load keeps the objects of the events it does not touch', () => {
    const list = merged(held, oddsReply([event(4)], { fullload: false }));
    expect(list.events[0]).toBe(held.events[0]);
  });

  it('a failed call leaves the last good list and reports error', () => {
    const outcome = mergeOddsList(
      held,
      decodeOddsReply({ state: false, message: 'error', data: [] }),
    );
    expect(outcome).toEqual({ status: 'error', list: held, message: 'error' });
  });

  it('an incremental reply with a lower change_id than held is not applied: reload, change_id dropped', () => {
    const outcome = mergeOddsList(
      held,
      decodeOddsReply(oddsReply([event(2, 'Wrong base')], { fullload: false, changeId: 9 })),
    );
    expect(outcome).toEqual({ status: 'reload', list: { events: held.events, changeId: null } });
  });

  it('an incremental reply with the same or a higher change_id is applied', () => {
    expect(
      merged(held, oddsReply([event(2, 'Same')], { fullload: false, changeId: 10 })).changeId,
    ).toBe(10);
    expect(continuesHeld(held, okReply(oddsReply([], { fullload: false, changeId: 11 })))).toBe(
      true,
    );
  });

  it('an incremental reply with no change_id, or with none held, is not applied', () => {
    const noId = { ...oddsReply([event(2)], { fullload: false }), change_id: 0 };
    expect(mergeOddsList(held, decodeOddsReply(noId)).status).toBe('reload');
    expect(
      mergeOddsList(EMPTY_ODDS_LIST, decodeOddsReply(oddsReply([event(2)], { fullload: false })))
        .status,
    ).toBe('reload');
    // A full load applies whatever its change_id.
    expect(merged(held, oddsReply([event(7)], { changeId: 2 })).changeId).toBe(2);
  });

  it('a full load continues any list held: none, one at a higher change_id, and without its own', () => {
    const full = (changeId?: number) =>
      okReply(changeId === undefined ? { state: true, data: [] } : oddsReply([], { changeId }));
    expect(continuesHeld(EMPTY_ODDS_LIST, full(5))).toBe(true);
    expect(continuesHeld(held, full(2))).toBe(true);
    expect(continuesHeld(held, full())).toBe(true);
  });

  it('a full load without change_id asks for a full load next time', () => {
    expect(merged(held, { state: true, data: [] }).changeId).toBeNull();
  });

  /** One step of an operator's list: some events close, some change, some open. */
  const step = fc.record({
    closed: fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 8 }),
    changed: fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 8 }),
    opened: fc.uniqueArray(fc.integer({ min: 41, max: 80 }), { maxLength: 5 }),
  });

  it('closed ids are gone, changed events replaced by id, new ones appended (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 30 }),
        step,
        (start, change) => {
          const base = merged(EMPTY_ODDS_LIST, oddsReply(start.map((id) => event(id))));
          const changed = change.changed.filter((id) => !change.closed.includes(id));
          const incoming = [
            ...changed.map((id) => event(id, 'Changed')),
            ...change.opened.map((id) => event(id)),
          ];
          const list = merged(
            base,
            oddsReply(incoming, { fullload: false, closed: change.closed }),
          );
          for (const id of change.closed) expect(ids(list)).not.toContain(id);
          for (const id of changed)
            expect(list.events.find((e) => e.event_id === id)?.home_en).toBe('Changed');
          const kept = start.filter((id) => !change.closed.includes(id));
          const appended = incoming.map((e) => e.event_id).filter((id) => !kept.includes(id));
          expect(ids(list)).toEqual([...kept, ...appended]);
        },
      ),
    );
  });

  it('a run of deltas gives the same set of events as one full load of the end state (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 30 }),
        fc.array(step, { maxLength: 6 }),
        (start, steps) => {
          // The operator's truth, as a map of event id to the version of its content.
          const truth = new Map<number, string>(start.map((id) => [id, 'v0']));
          let list = merged(EMPTY_ODDS_LIST, oddsReply(start.map((id) => event(id, 'v0'))));
          steps.forEach((change, index) => {
            const version = `v${index + 1}`;
            for (const id of change.closed) truth.delete(id);
            const sent = [...change.changed.filter((id) => truth.has(id)), ...change.opened];
            for (const id of sent) truth.set(id, version);
            list = merged(
              list,
              oddsReply(
                sent.map((id) => event(id, version)),
                { fullload: false, closed: change.closed },
              ),
            );
          });
          const fullLoad = merged(
            EMPTY_ODDS_LIST,
            oddsReply([...truth].map(([id, version]) => event(id, version))),
          );
          const asSet = (l: OddsList) => new Map(l.events.map((e) => [e.event_id, e.home_en]));
          expect(asSet(list)).toEqual(asSet(fullLoad));
        },
      ),
    );
  });
});
