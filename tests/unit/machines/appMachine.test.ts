import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { appMachine } from '@machines/appMachine';

const counter = createMachine({
  id: 'counter',
  initial: 'zero',
  states: { zero: { on: { bump: 'one' } }, one: {} },
});

describe('appMachine', () => {
  it('spawns a child under its system id, refuses a second one under the same name, and stops it', () => {
    const app = createActor(appMachine, { systemId: 'app' }).start();
    app.send({ type: 'app.spawn', systemId: 'counter', logic: counter });
    const first = app.system.get('counter');
    expect(first).toBeDefined();
    expect(first?.getSnapshot().status).toBe('active');
    app.send({ type: 'app.spawn', systemId: 'counter', logic: counter });
    expect(app.system.get('counter')).toBe(first);
    expect(Object.keys(app.getSnapshot().context.children)).toEqual(['counter']);

    app.send({ type: 'app.stop', systemId: 'counter' });
    expect(first?.getSnapshot().status).toBe('stopped');
    expect(app.system.get('counter')).toBeUndefined();
    expect(app.getSnapshot().context.children).toEqual({});
    // Stopping a name nobody holds changes nothing.
    app.send({ type: 'app.stop', systemId: 'counter' });
    expect(app.getSnapshot().context.children).toEqual({});

    app.send({ type: 'app.spawn', systemId: 'counter', logic: counter, input: undefined });
    const second = app.system.get('counter');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
  });

  it('stopping one actor leaves the others running, still held and still stoppable by their names', () => {
    const app = createActor(appMachine, { systemId: 'app' }).start();
    app.send({ type: 'app.spawn', systemId: 'board', logic: counter });
    app.send({ type: 'app.spawn', systemId: 'ticket', logic: counter });
    const ticket = app.system.get('ticket');

    app.send({ type: 'app.stop', systemId: 'board' });
    expect(app.system.get('board')).toBeUndefined();
    expect(ticket?.getSnapshot().status).toBe('active');
    expect(Object.keys(app.getSnapshot().context.children)).toEqual(['ticket']);
    // The other name is still taken: a second spawn under it is refused, the first actor stays.
    app.send({ type: 'app.spawn', systemId: 'ticket', logic: counter });
    expect(app.system.get('ticket')).toBe(ticket);

    // And its owner going away stops it.
    app.send({ type: 'app.stop', systemId: 'ticket' });
    expect(ticket?.getSnapshot().status).toBe('stopped');
    expect(app.system.get('ticket')).toBeUndefined();
  });
});
