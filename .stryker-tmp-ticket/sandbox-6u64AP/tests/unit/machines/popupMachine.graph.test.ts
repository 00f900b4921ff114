// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { createActor, transition } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { popupMachine } from '@machines/popupMachine';
import type {
  OverlayName,
  PopupContext,
  PopupEvent,
  PopupName,
  StatementState,
} from '@machines/popupMachine';

/**
 * The events the walk may send: a few popups (one with a level and a page, one with its own
 * state), the drawer, and every overlay, including the league modal over the phone's filter sheet.
 */
const EVENTS: PopupEvent[] = [
  { type: 'popup.open', popup: 'statement' },
  { type: 'popup.open', popup: 'statement', tab: 'my-bet' },
  { type: 'popup.toggle', popup: 'rules' },
  { type: 'popup.close' },
  { type: 'drawer.open' },
  { type: 'drawer.action', popup: 'rules' },
  { type: 'statement.detail', date: '2026-11-20' },
  { type: 'statement.back' },
  { type: 'statement.page', page: 2 },
  { type: 'rules.toggle', index: 0 },
  { type: 'overlay.open', overlay: 'league' },
  { type: 'overlay.open', overlay: 'member-menu' },
  { type: 'overlay.open', overlay: 'quick-bet' },
  { type: 'overlay.open', overlay: 'mobile-ticket' },
  { type: 'overlay.open', overlay: 'filter-sheet' },
  { type: 'overlay.open', overlay: 'early-date' },
  { type: 'overlay.toggle', overlay: 'member-menu' },
  { type: 'overlay.close', overlay: 'league' },
  { type: 'overlay.close', overlay: 'filter-sheet' },
  { type: 'quick-bet.allowed', allowed: false },
  { type: 'quick-bet.allowed', allowed: true },
  { type: 'quick-bet.pick', present: false },
];
const ALLOWED = new Set(EVENTS.map((event) => JSON.stringify(event)));

// The oracle: what the product rules (one popup or overlay at once) say each event does, as plain
// data, without the machine. `open` is the path of the open popup or overlay, '' when none is.

const FRESH_STATEMENT: StatementState = {
  tab: 'statement',
  dateText: 'today',
  settledDate: null,
  settledPage: 1,
  myBetPage: 1,
};

interface Expected {
  drawer: 'open' | 'closed';
  open: string;
  context: PopupContext;
}

const START: Expected = {
  drawer: 'closed',
  open: '',
  context: {
    statement: FRESH_STATEMENT,
    results: { day: 'toDay', sportId: null, leagueId: null, openLeagueId: null },
    announcementPage: 1,
    openRule: null,
    entryPopup: null,
    firstLogin: false,
    quickBetAllowed: true,
    quickBetHasPick: true,
  },
};

/** Where each popup of the walk opens. */
function popupPath(popup: PopupName): string {
  return popup === 'statement' ? 'statement.daily' : popup;
}

/** Where each overlay opens, from nothing open or from another popup or overlay. */
const OVERLAY_PATH: Record<OverlayName, string> = {
  league: 'league',
  'member-menu': 'memberMenu',
  'quick-bet': 'quickBet',
  'mobile-ticket': 'mobileTicket',
  'filter-sheet': 'filterSheet.settings',
  'early-date': 'earlyDate',
};

function isOpen(open: string, overlay: OverlayName): boolean {
  if (overlay === 'league') return open === 'league' || open === 'filterSheet.league';
  if (overlay === 'filter-sheet') return open.startsWith('filterSheet.');
  return open === OVERLAY_PATH[overlay];
}

function openPopup(state: Expected, popup: PopupName, myBet = false): Expected {
  const context = { ...state.context };
  if (popup === 'statement')
    context.statement = { ...FRESH_STATEMENT, tab: myBet ? 'my-bet' : 'statement' };
  if (popup === 'rules') context.openRule = null;
  return { ...state, open: myBet ? 'statement.myBet' : popupPath(popup), context };
}

function canShowQuickBet(context: PopupContext): boolean {
  return context.quickBetAllowed && context.quickBetHasPick;
}

/** The quick bet's rules changed: it closes if it is open and may no longer be shown. */
function withQuickBetRules(state: Expected, change: Partial<PopupContext>): Expected {
  const context = { ...state.context, ...change };
  const closes = state.open === 'quickBet' && !canShowQuickBet(context);
  return { ...state, open: closes ? '' : state.open, context };
}

function openOverlay(state: Expected, overlay: OverlayName): Expected {
  // The quick bet opens only when allowed and with a pick to show; otherwise nothing changes.
  if (overlay === 'quick-bet' && !canShowQuickBet(state.context)) return state;
  // Over the filter sheet, the league modal opens on top of it.
  if (overlay === 'league' && state.open.startsWith('filterSheet.'))
    return { ...state, open: 'filterSheet.league' };
  return { ...state, open: OVERLAY_PATH[overlay] };
}

function closeOverlay(state: Expected, overlay: OverlayName): Expected {
  if (!isOpen(state.open, overlay)) return state;
  if (overlay === 'league' && state.open === 'filterSheet.league')
    return { ...state, open: 'filterSheet.settings' };
  return { ...state, open: '' };
}

function togglePopup(state: Expected, popup: PopupName): Expected {
  const own = state.open === popupPath(popup) || state.open.startsWith(`${popup}.`);
  return own ? { ...state, open: '' } : openPopup(state, popup);
}

function withStatement(state: Expected, change: Partial<StatementState>): Expected {
  return {
    ...state,
    context: { ...state.context, statement: { ...state.context.statement, ...change } },
  };
}

function expectedStep(state: Expected, event: PopupEvent): Expected {
  switch (event.type) {
    case 'popup.open':
      return openPopup(state, event.popup, event.tab === 'my-bet');
    case 'popup.toggle':
      return togglePopup(state, event.popup);
    case 'popup.close':
      return { ...state, open: '' };
    case 'drawer.open':
      return { ...state, drawer: 'open' };
    case 'drawer.action':
      return { ...togglePopup(state, event.popup), drawer: 'closed' };
    case 'statement.detail':
      return state.open === 'statement.daily'
        ? {
            ...withStatement(state, { settledDate: event.date, settledPage: 1 }),
            open: 'statement.settled',
          }
        : state;
    case 'statement.back':
      return state.open === 'statement.settled'
        ? {
            ...withStatement(state, { settledDate: null, settledPage: 1 }),
            open: 'statement.daily',
          }
        : state;
    case 'statement.page':
      if (state.open === 'statement.settled')
        return withStatement(state, { settledPage: event.page });
      if (state.open === 'statement.myBet') return withStatement(state, { myBetPage: event.page });
      return state;
    case 'rules.toggle':
      if (state.open !== 'rules') return state;
      return {
        ...state,
        context: {
          ...state.context,
          openRule: state.context.openRule === event.index ? null : event.index,
        },
      };
    case 'overlay.open':
      return openOverlay(state, event.overlay);
    case 'overlay.toggle':
      return isOpen(state.open, event.overlay)
        ? closeOverlay(state, event.overlay)
        : openOverlay(state, event.overlay);
    case 'overlay.close':
      return closeOverlay(state, event.overlay);
    case 'quick-bet.allowed':
      return withQuickBetRules(state, { quickBetAllowed: event.allowed });
    case 'quick-bet.pick':
      return withQuickBetRules(state, { quickBetHasPick: event.present });
    default:
      throw new Error(`not in the walk: ${event.type}`);
  }
}

/** The oracle's reading of a machine snapshot (to check each transition from where it starts). */
function expectedOf(snapshot: { value: unknown; context: PopupContext }): Expected {
  const { drawer, popup } = snapshot.value as { drawer: 'open' | 'closed'; popup: unknown };
  const open =
    popup === 'closed'
      ? ''
      : typeof popup === 'string'
        ? popup
        : Object.entries(popup as Record<string, string>)
            .map(([head, child]) => `${head}.${child}`)
            .join();
  return { drawer, open, context: snapshot.context };
}

/** The state value the machine reports for `expected`. */
function valueOf(expected: Expected): unknown {
  const [head, child] = expected.open === '' ? ['closed'] : expected.open.split('.');
  return { drawer: expected.drawer, popup: child === undefined ? head : { [head!]: child } };
}

describe('popupMachine: shortest paths over popups, drawer and overlays (createTestModel)', () => {
  const model = createTestModel(popupMachine, {
    input: {},
    events: EVENTS,
    // Only the events above (createTestModel adds a bare `{ type }` for the others).
    filterEvents: (_, event) => ALLOWED.has(JSON.stringify(event)),
    // A state is its value and context, however it was reached.
    serializeTransition: () => '',
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it('reaches every popup state of the walk and every overlay, one path per distinct state', () => {
    expect(paths).toHaveLength(740);
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    const popups = new Set(
      [...reached].map((value) => JSON.stringify((JSON.parse(value) as { popup: unknown }).popup)),
    );
    expect([...popups].sort()).toEqual(
      [
        '"closed"',
        '"earlyDate"',
        '"league"',
        '"memberMenu"',
        '"mobileTicket"',
        '"quickBet"',
        '"rules"',
        '{"filterSheet":"league"}',
        '{"filterSheet":"settings"}',
        '{"statement":"daily"}',
        '{"statement":"myBet"}',
        '{"statement":"settled"}',
      ].sort(),
    );
  });

  it('takes every event of the walk as the oracle says, from every state it reaches', () => {
    const states = Object.values(model.getAdjacencyMap()).map((entry) => entry.state);
    expect(states).toHaveLength(paths.length);
    for (const state of states) {
      // Each event, also those the state ignores (the oracle must say it changes nothing).
      for (const event of EVENTS) {
        const [reached] = transition(popupMachine, state, event);
        const expected = expectedStep(expectedOf(state), event);
        expect({ from: state.value, event, value: reached.value }).toEqual({
          from: state.value,
          event,
          value: valueOf(expected),
        });
        expect(reached.context).toEqual(expected.context);
      }
    }
  });

  for (const path of paths) {
    it(path.description, () => {
      // The first step is the machine's own start (`xstate.init`), not one of the walk's events.
      const events = path.steps
        .map((step) => step.event)
        .filter((event) => ALLOWED.has(JSON.stringify(event)));
      expect(events).toHaveLength(path.steps.length - 1);
      const actor = createActor(popupMachine, { input: {} }).start();
      let expected = START;
      for (const event of events) {
        actor.send(event);
        expected = expectedStep(expected, event);
        expect(actor.getSnapshot().value).toEqual(valueOf(expected));
      }
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(valueOf(expected));
      expect(snapshot.context).toEqual(expected.context);
      // Never two popups or overlays open at once: at most the sheet and the league over it.
      const tags = [...snapshot.tags].sort();
      expect(tags.length <= 1 || tags.join() === 'filter-sheet,league').toBe(true);
    });
  }
});
