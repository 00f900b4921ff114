// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import {
  createInspectionStore,
  INSPECTOR_LOG_LIMIT,
} from '@src/features/inspector/inspectionStore';

const counter = createMachine({ id: 'counter', on: { 'counter.bump': {} } });

describe('inspection store log', () => {
  it('shows the last INSPECTOR_LOG_LIMIT steps in order, also after the buffer is cut back', () => {
    const store = createInspectionStore();
    const actor = createActor(counter, { inspect: store.inspect, systemId: 'counter' }).start();
    const sent = 2 * INSPECTOR_LOG_LIMIT + 37;
    for (let i = 0; i < sent; i += 1) actor.send({ type: 'counter.bump' });
    const { log } = store.getSnapshot();
    expect(log).toHaveLength(INSPECTOR_LOG_LIMIT);
    // Every step numbered once, the newest last, no gap.
    const seqs = log.map((entry) => entry.seq);
    expect(seqs[seqs.length - 1]).toBe(log.length + seqs[0]! - 1);
    expect(log.at(-1)?.eventType).toBe('counter.bump');
    expect(new Set(seqs).size).toBe(seqs.length);
  });

  it('keeps one snapshot while nothing happened, a new one after a step; clearing empties the log', () => {
    const store = createInspectionStore();
    const actor = createActor(counter, { inspect: store.inspect, systemId: 'counter' }).start();
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    actor.send({ type: 'counter.bump' });
    const second = store.getSnapshot();
    expect(second).not.toBe(first);
    expect(second.log.length).toBe(first.log.length + 1);
    store.clearEvents();
    expect(store.getSnapshot().log).toEqual([]);
    actor.send({ type: 'counter.bump' });
    expect(store.getSnapshot().log.map((entry) => entry.eventType)).toEqual(['counter.bump']);
  });
});

describe('inspection store actors', () => {
  it('names each actor of one machine by its system id (XState announces it before it takes one)', () => {
    const store = createInspectionStore();
    for (const kind of ['live', 'nonlive'])
      createActor(counter, { inspect: store.inspect, systemId: `counter.${kind}` }).start();
    expect(store.getSnapshot().actors.map((actor) => actor.name)).toEqual([
      'counter.live',
      'counter.nonlive',
    ]);
  });
});
