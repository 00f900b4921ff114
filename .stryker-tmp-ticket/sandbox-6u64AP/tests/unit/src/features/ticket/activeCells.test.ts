// @ts-nocheck
// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { activeCellKey } from '@src/shared/board/actions';
import { createActiveCells } from '@src/features/ticket/activeCells';
import type { PicksSource } from '@src/features/ticket/activeCells';

type Pick = ReturnType<PicksSource['getSnapshot']>['context']['picks'][number];

const pick = (eventId: number, option = 'h'): Pick => ({
  event_id: eventId,
  market_type: 'Handicap',
  sortRowNo: 1,
  option,
});

type Queued = NonNullable<ReturnType<PicksSource['getSnapshot']>['context']['queue']>[number];

const queued = (p: Pick): Queued => ({
  eventId: p.event_id,
  marketType: p.market_type,
  sortRowNo: p.sortRowNo,
  option: p.option,
});

/** A ticket whose picks (and queue) the test sets, telling its subscribers as an actor does. */
function ticketOf(initial: Pick[]) {
  let picks: readonly Pick[] = initial;
  let queue: readonly Queued[] = [];
  const subscribers = new Set<() => void>();
  const source: PicksSource = {
    getSnapshot: () => ({ context: { picks, queue } }),
    subscribe(listener) {
      subscribers.add(listener);
      return { unsubscribe: () => subscribers.delete(listener) };
    },
  };
  return {
    source,
    subscribers,
    set(next: Pick[]) {
      picks = next;
      for (const listener of subscribers) listener();
    },
    touch() {
      for (const listener of subscribers) listener();
    },
    queue(next: Queued[]) {
      queue = next;
      for (const listener of subscribers) listener();
    },
  };
}

const keyOf = (p: Pick) => activeCellKey(p.event_id, p.market_type, p.sortRowNo, p.option);

describe('createActiveCells', () => {
  it('wakes only the prices whose key entered or left the picks', () => {
    const ticket = ticketOf([pick(1)]);
    const cells = createActiveCells(ticket.source);
    const one = vi.fn();
    const two = vi.fn();
    const other = vi.fn();
    cells.subscribe(keyOf(pick(1)), one);
    cells.subscribe(keyOf(pick(2)), two);
    cells.subscribe(keyOf(pick(3)), other);
    // Single mode: the pick of event 2 replaces the one of event 1.
    ticket.set([pick(2)]);
    expect([one.mock.calls.length, two.mock.calls.length, other.mock.calls.length]).toEqual([
      1, 1, 0,
    ]);
    // Another transition of the ticket (a stake typed) with the same picks wakes nobody.
    ticket.touch();
    ticket.set([pick(2)]);
    expect([one.mock.calls.length, two.mock.calls.length, other.mock.calls.length]).toEqual([
      1, 1, 0,
    ]);
  });

  it('holds one subscription to the ticket while any price listens, none after', () => {
    const ticket = ticketOf([]);
    const cells = createActiveCells(ticket.source);
    expect(ticket.subscribers.size).toBe(0);
    const stopA = cells.subscribe(keyOf(pick(1)), vi.fn());
    const stopB = cells.subscribe(keyOf(pick(1, 'a')), vi.fn());
    expect(ticket.subscribers.size).toBe(1);
    stopA();
    expect(ticket.subscribers.size).toBe(1);
    stopB();
    expect(ticket.subscribers.size).toBe(0);
  });

  it('starts again from the picks held when a price listens after a quiet spell', () => {
    const ticket = ticketOf([pick(1)]);
    const cells = createActiveCells(ticket.source);
    cells.subscribe(keyOf(pick(1)), vi.fn())();
    // Changed while nobody listened.
    ticket.set([pick(2)]);
    const two = vi.fn();
    cells.subscribe(keyOf(pick(2)), two);
    ticket.touch();
    expect(two).not.toHaveBeenCalled();
    ticket.set([]);
    expect(two).toHaveBeenCalledTimes(1);
  });

  it('shows the clicked price pressed until the ticket has checked its pick, then lets go', () => {
    const ticket = ticketOf([]);
    const cells = createActiveCells(ticket.source);
    const one = vi.fn();
    const two = vi.fn();
    cells.subscribe(keyOf(pick(1)), one);
    cells.subscribe(keyOf(pick(2)), two);

    // The click: pressed at once, before the ticket has heard of it.
    cells.press(keyOf(pick(1)));
    expect(cells.isPressed(keyOf(pick(1)))).toBe(true);
    expect(one).toHaveBeenCalledTimes(1);
    // A transition of the ticket before the pick is sent lets nothing go.
    ticket.touch();
    expect(cells.isPressed(keyOf(pick(1)))).toBe(true);

    // Sent after the tap's frame: it waits in the queue while it is checked.
    ticket.queue([queued(pick(1))]);
    cells.sent(keyOf(pick(1)));
    expect(cells.isPressed(keyOf(pick(1)))).toBe(true);
    // The check answered: the pick is on the ticket, the queue empty, the press let go.
    ticket.set([pick(1)]);
    ticket.queue([]);
    expect(cells.isPressed(keyOf(pick(1)))).toBe(false);
    expect(one).toHaveBeenCalledTimes(3);
    expect(two).not.toHaveBeenCalled();
  });

  it('lets go of a press whose pick the ticket dropped at once, and of the last one when another price is clicked', () => {
    const ticket = ticketOf([]);
    const cells = createActiveCells(ticket.source);
    const one = vi.fn();
    cells.subscribe(keyOf(pick(1)), one);
    cells.press(keyOf(pick(1)));
    cells.press(keyOf(pick(2)));
    expect(cells.isPressed(keyOf(pick(1)))).toBe(false);
    expect(cells.isPressed(keyOf(pick(2)))).toBe(true);
    expect(one).toHaveBeenCalledTimes(2);
    // The first click's pick sent after the second click: the second press stays.
    ticket.queue([queued(pick(1))]);
    cells.sent(keyOf(pick(1)));
    expect(cells.isPressed(keyOf(pick(2)))).toBe(true);
    // Sent, but the ticket dropped it (a stale request): nothing of it waits in the queue.
    cells.sent(keyOf(pick(2)));
    expect(cells.isPressed(keyOf(pick(2)))).toBe(false);
  });

  it('marks a clicked element at once and tells its cell only when the pick is sent (no render in the tap)', () => {
    const ticket = ticketOf([]);
    const cells = createActiveCells(ticket.source);
    const one = vi.fn();
    cells.subscribe(keyOf(pick(1)), one);
    const price = document.createElement('button');

    cells.press(keyOf(pick(1)), price);
    // The ring is on the element in the tap's own task; the cell has not been woken.
    expect(price.getAttribute('data-pressed')).toBe('true');
    expect(cells.isPressed(keyOf(pick(1)))).toBe(true);
    expect(one).not.toHaveBeenCalled();

    // After the frame: the pick sent, the cell told (it renders the same mark).
    ticket.queue([queued(pick(1))]);
    cells.sent(keyOf(pick(1)));
    expect(one).toHaveBeenCalledTimes(1);
    expect(price.getAttribute('data-pressed')).toBe('true');

    // Checked: the mark goes with the press, whether or not the cell rendered it.
    ticket.set([pick(1)]);
    ticket.queue([]);
    expect(cells.isPressed(keyOf(pick(1)))).toBe(false);
    expect(price.hasAttribute('data-pressed')).toBe(false);
  });

  it('takes the mark off an element pressed and left before its cell ever rendered it', () => {
    const ticket = ticketOf([]);
    const cells = createActiveCells(ticket.source);
    const first = document.createElement('button');
    const second = document.createElement('button');
    const one = vi.fn();
    cells.subscribe(keyOf(pick(1)), one);

    // Two clicks within one frame: the first price's cell never heard of its press.
    cells.press(keyOf(pick(1)), first);
    cells.press(keyOf(pick(2)), second);
    expect(first.hasAttribute('data-pressed')).toBe(false);
    expect(second.getAttribute('data-pressed')).toBe('true');
    expect(one).toHaveBeenCalledTimes(1);
    // The first click's pick, sent late, neither marks nor tells anything again.
    cells.sent(keyOf(pick(1)));
    expect(first.hasAttribute('data-pressed')).toBe(false);
    expect(one).toHaveBeenCalledTimes(1);
    // The second's pick dropped by the ticket (nothing in the queue): its mark goes too.
    cells.sent(keyOf(pick(2)));
    expect(second.hasAttribute('data-pressed')).toBe(false);
  });
});
