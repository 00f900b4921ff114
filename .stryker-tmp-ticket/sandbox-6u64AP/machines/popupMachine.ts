// @ts-nocheck
import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { StatementDateText } from '@contract/wire';

// The member-area popups: which popup is open, and each popup's
// tab, level, page and filters, plus the mobile drawer whose buttons toggle them. The page's other
// overlays (the league modal, the header's member menu, the quick bet, and the phone's ticket
// modal, filter sheet and early-date modal) share the same region: one popup or overlay is open at
// a time, and opening one closes whatever else was open. Loading the popups' data is the
// components' business; this machine holds what the member chose, so the inspector shows it and
// every opening starts from the spec's defaults.
//
// The quick bet's closing rules are the machine's too (one place decides them): the page tells it
// whether the quick bet is allowed (desktop, switched on, single bet type: `quick-bet.allowed`) and
// whether the ticket holds a pick to show (`quick-bet.pick`: a placed bet cleared it, the pick
// closed). The quick bet opens only when both hold and closes as soon as either stops holding, so
// the machine says it is open exactly when it is shown.

import { POPUP_NAMES } from './popupNames';
import type { PopupName } from './popupNames';
export { POPUP_NAMES };
export type { PopupName };

/**
 * The overlays with no state of their own to keep, named as their test ids say where they have one
 * (`popup-league`, `popup-quick-bet`, `filter-sheet`, `early-date-modal`). The league modal opened
 * from the phone's filter sheet stays over the sheet: closing it goes back to the sheet.
 */
export const OVERLAY_NAMES = [
  'league',
  'member-menu',
  'quick-bet',
  'mobile-ticket',
  'filter-sheet',
  'early-date',
] as const;
export type OverlayName = (typeof OVERLAY_NAMES)[number];

export const STATEMENT_TABS = ['statement', 'my-bet'] as const;
export type StatementTab = (typeof STATEMENT_TABS)[number];

/** The results popup's day filter values. */
export const RESULTS_DAYS = ['toDay', 'yesterDay'] as const;
export type ResultsDay = (typeof RESULTS_DAYS)[number];

/** Unknown values fall back to today. */
export function resultsDayOf(value: string): ResultsDay {
  return value === 'yesterDay' ? 'yesterDay' : 'toDay';
}

/** `?p=` at entry: `result` opens the results, `statement` the statement popup; anything else nothing. */
export function entryPopupOf(value: string | null): PopupName | null {
  if (value === 'result') return 'results';
  if (value === 'statement') return 'statement';
  return null;
}

export interface StatementState {
  tab: StatementTab;
  dateText: StatementDateText;
  /** The day drilled into at level 2 ('Statement / Settled'), `YYYY-MM-DD`. */
  settledDate: string | null;
  settledPage: number;
  myBetPage: number;
}

export interface ResultsState {
  day: ResultsDay;
  sportId: number | null;
  leagueId: number | null;
  /** One league box open at a time. */
  openLeagueId: number | null;
}

export interface PopupContext {
  statement: StatementState;
  results: ResultsState;
  announcementPage: number;
  /** Index of the open rule (one at a time), or null. */
  openRule: number | null;
  entryPopup: PopupName | null;
  firstLogin: boolean;
  /** The quick bet may be shown (desktop, switched on, single bet type): `quick-bet.allowed`. */
  quickBetAllowed: boolean;
  /** The ticket holds a pick (or one being checked) for the quick bet to show: `quick-bet.pick`. */
  quickBetHasPick: boolean;
}

export interface PopupInput {
  /** From `?p=` at entry. */
  entryPopup?: PopupName | null;
  /** The member's stored login state says first login. */
  firstLogin?: boolean;
  /** Until `quick-bet.allowed` says otherwise; true when absent. */
  quickBetAllowed?: boolean;
  /** Until `quick-bet.pick` says otherwise; true when absent. */
  quickBetHasPick?: boolean;
}

export type PopupEvent =
  | { type: 'popup.open'; popup: PopupName; tab?: StatementTab }
  | { type: 'popup.toggle'; popup: PopupName }
  | { type: 'popup.close' }
  | { type: 'overlay.open'; overlay: OverlayName }
  | { type: 'overlay.toggle'; overlay: OverlayName }
  /** Closes that overlay if it is the one open; anything else open stays. */
  | { type: 'overlay.close'; overlay: OverlayName }
  | { type: 'drawer.open' }
  | { type: 'drawer.close' }
  /** A drawer button: closes the drawer and toggles its popup. */
  | { type: 'drawer.action'; popup: PopupName }
  | { type: 'statement.tab'; tab: StatementTab }
  | { type: 'statement.date'; dateText: StatementDateText }
  | { type: 'statement.detail'; date: string }
  | { type: 'statement.back' }
  | { type: 'statement.page'; page: number }
  | { type: 'announcement.page'; page: number }
  | { type: 'results.day'; day: string }
  | { type: 'results.sport'; sportId: number | null }
  | { type: 'results.league'; leagueId: number | null }
  | { type: 'results.toggle-league'; leagueId: number }
  | { type: 'rules.toggle'; index: number }
  /** Whether the quick bet may be shown now (desktop, switched on, single bet type). */
  | { type: 'quick-bet.allowed'; allowed: boolean }
  /** Whether the ticket holds a pick (held or being checked) for the quick bet to show. */
  | { type: 'quick-bet.pick'; present: boolean };

const FRESH_STATEMENT: StatementState = {
  tab: 'statement',
  dateText: 'today',
  settledDate: null,
  settledPage: 1,
  myBetPage: 1,
};

const FRESH_RESULTS: ResultsState = {
  day: 'toDay',
  sportId: null,
  leagueId: null,
  openLeagueId: null,
};

function pageOf(page: number): number {
  return Number.isFinite(page) ? Math.max(1, Math.floor(page)) : 1;
}

/** The state node of each popup (ids are camelCase, the popup names are the test ids' kebab-case). */
const STATE_OF: Record<PopupName, string> = {
  statement: 'statement',
  announcement: 'announcement',
  profile: 'profile',
  rules: 'rules',
  results: 'results',
  favorites: 'favorites',
  'first-login': 'firstLogin',
  'change-league': 'changeLeague',
};

/** The state node of each overlay; each carries its name as a tag (`isOverlayOpen`). */
const OVERLAY_STATE_OF: Record<OverlayName, string> = {
  league: 'league',
  'member-menu': 'memberMenu',
  'quick-bet': 'quickBet',
  'mobile-ticket': 'mobileTicket',
  'filter-sheet': 'filterSheet',
  'early-date': 'earlyDate',
};

type Named = { popup: PopupName };
type NamedOverlay = { overlay: OverlayName };

export const popupMachine = setup({
  types: {
    context: {} as PopupContext,
    events: {} as PopupEvent,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- XState reads the input type from this cast
    input: {} as PopupInput,
    tags: {} as OverlayName,
  },
  guards: {
    isPopup: (_, params: { event: Named; popup: PopupName }) => params.event.popup === params.popup,
    isOverlay: (_, params: { event: NamedOverlay; overlay: OverlayName }) =>
      params.event.overlay === params.overlay,
    isMyBetTab: (_, params: { tab: StatementTab | undefined }) => params.tab === 'my-bet',
    isEntryPopup: ({ context }, params: { popup: PopupName }) =>
      context.entryPopup === params.popup,
    isFirstLogin: ({ context }) => context.firstLogin,
    /** The event names the quick bet, which may be shown now and has a pick to show. */
    isShowableQuickBet: ({ context }, params: { event: NamedOverlay }) =>
      params.event.overlay === 'quick-bet' && context.quickBetAllowed && context.quickBetHasPick,
    cannotShowQuickBet: ({ context }) => !context.quickBetAllowed || !context.quickBetHasPick,
  },
  actions: {
    resetStatement: assign({ statement: { ...FRESH_STATEMENT } }),
    resetStatementToMyBet: assign({ statement: { ...FRESH_STATEMENT, tab: 'my-bet' } }),
    resetResults: assign({ results: { ...FRESH_RESULTS } }),
    resetAnnouncements: assign({ announcementPage: 1 }),
    resetRules: assign({ openRule: null }),
    forgetEntryPopup: assign({ entryPopup: null }),
    forgetFirstLogin: assign({ firstLogin: false }),
    assignQuickBetAllowed: assign((_, params: { allowed: boolean }) => ({
      quickBetAllowed: params.allowed,
    })),
    assignQuickBetHasPick: assign((_, params: { present: boolean }) => ({
      quickBetHasPick: params.present,
    })),
    assignStatementTab: assign(({ context }, params: { tab: StatementTab }) => ({
      statement: {
        ...context.statement,
        tab: params.tab,
        settledDate: null,
        settledPage: 1,
        myBetPage: 1,
      },
    })),
    assignDateText: assign(({ context }, params: { dateText: StatementDateText }) => ({
      statement: { ...context.statement, dateText: params.dateText },
    })),
    assignSettledDate: assign(({ context }, params: { date: string }) => ({
      statement: { ...context.statement, settledDate: params.date, settledPage: 1 },
    })),
    clearSettledDate: assign(({ context }) => ({
      statement: { ...context.statement, settledDate: null, settledPage: 1 },
    })),
    assignSettledPage: assign(({ context }, params: { page: number }) => ({
      statement: { ...context.statement, settledPage: pageOf(params.page) },
    })),
    assignMyBetPage: assign(({ context }, params: { page: number }) => ({
      statement: { ...context.statement, myBetPage: pageOf(params.page) },
    })),
    assignAnnouncementPage: assign((_, params: { page: number }) => ({
      announcementPage: pageOf(params.page),
    })),
    assignResultsDay: assign(({ context }, params: { day: string }) => ({
      results: { ...context.results, day: resultsDayOf(params.day), openLeagueId: null },
    })),
    // A new sport narrows the league options: the league chosen for another sport goes.
    assignResultsSport: assign(({ context }, params: { sportId: number | null }) => ({
      results: { ...context.results, sportId: params.sportId, leagueId: null, openLeagueId: null },
    })),
    assignResultsLeague: assign(({ context }, params: { leagueId: number | null }) => ({
      results: { ...context.results, leagueId: params.leagueId, openLeagueId: null },
    })),
    toggleResultsLeague: assign(({ context }, params: { leagueId: number }) => ({
      results: {
        ...context.results,
        openLeagueId: context.results.openLeagueId === params.leagueId ? null : params.leagueId,
      },
    })),
    toggleRule: assign(({ context }, params: { index: number }) => ({
      openRule: context.openRule === params.index ? null : params.index,
    })),
  },
}).createMachine({
  id: 'popup',
  type: 'parallel',
  context: ({ input }) => ({
    statement: { ...FRESH_STATEMENT },
    results: { ...FRESH_RESULTS },
    announcementPage: 1,
    openRule: null,
    entryPopup: input.entryPopup ?? null,
    firstLogin: input.firstLogin ?? false,
    quickBetAllowed: input.quickBetAllowed ?? true,
    quickBetHasPick: input.quickBetHasPick ?? true,
  }),
  states: {
    drawer: {
      initial: 'closed',
      states: {
        closed: { on: { 'drawer.open': 'open' } },
        open: { on: { 'drawer.close': 'closed', 'drawer.action': 'closed' } },
      },
    },
    popup: {
      initial: 'entry',
      // Opening any popup, from wherever: the target popup starts from its defaults. A toggle of
      // the open popup is caught by that popup's own state first (it closes).
      on: {
        'popup.open': [
          {
            guard: { type: 'isMyBetTab', params: ({ event }) => ({ tab: event.tab }) },
            target: '.statement.myBet',
            actions: 'resetStatementToMyBet',
          },
          ...openTransitions(),
        ],
        'popup.toggle': openTransitions(),
        'drawer.action': openTransitions(),
        'popup.close': '.closed',
        'overlay.open': overlayOpenTransitions(),
        'overlay.toggle': overlayOpenTransitions(),
        'quick-bet.allowed': {
          actions: { type: 'assignQuickBetAllowed', params: ({ event }) => event },
        },
        'quick-bet.pick': {
          actions: { type: 'assignQuickBetHasPick', params: ({ event }) => event },
        },
      },
      states: {
        // `?p=` (results, statement), or the popup that could not open before an update's reload
        // (any), wins over the first-login popup: the member asked for it.
        entry: {
          always: [
            ...POPUP_NAMES.map((popup) => ({
              guard: { type: 'isEntryPopup' as const, params: { popup } },
              target: STATE_OF[popup],
              actions: [resetActionOf(popup), 'forgetEntryPopup' as const].flat(),
            })),
            { guard: 'isFirstLogin', target: 'firstLogin' },
            { target: 'closed' },
          ],
        },
        closed: {},
        statement: {
          on: toggleOff('statement'),
          initial: 'daily',
          states: {
            daily: {
              on: {
                'statement.date': {
                  actions: { type: 'assignDateText', params: ({ event }) => event },
                },
                'statement.detail': {
                  target: 'settled',
                  actions: { type: 'assignSettledDate', params: ({ event }) => event },
                },
                'statement.tab': [
                  {
                    guard: { type: 'isMyBetTab', params: ({ event }) => ({ tab: event.tab }) },
                    target: 'myBet',
                    actions: { type: 'assignStatementTab', params: ({ event }) => event },
                  },
                ],
              },
            },
            settled: {
              on: {
                'statement.back': { target: 'daily', actions: 'clearSettledDate' },
                'statement.page': {
                  actions: { type: 'assignSettledPage', params: ({ event }) => event },
                },
                'statement.tab': [
                  {
                    guard: { type: 'isMyBetTab', params: ({ event }) => ({ tab: event.tab }) },
                    target: 'myBet',
                    actions: { type: 'assignStatementTab', params: ({ event }) => event },
                  },
                  {
                    target: 'daily',
                    actions: { type: 'assignStatementTab', params: ({ event }) => event },
                  },
                ],
              },
            },
            myBet: {
              on: {
                'statement.page': {
                  actions: { type: 'assignMyBetPage', params: ({ event }) => event },
                },
                'statement.tab': [
                  { guard: { type: 'isMyBetTab', params: ({ event }) => ({ tab: event.tab }) } },
                  {
                    target: 'daily',
                    actions: { type: 'assignStatementTab', params: ({ event }) => event },
                  },
                ],
              },
            },
          },
        },
        announcement: {
          on: {
            ...toggleOff('announcement'),
            'announcement.page': {
              actions: { type: 'assignAnnouncementPage', params: ({ event }) => event },
            },
          },
        },
        profile: { on: toggleOff('profile') },
        rules: {
          on: {
            ...toggleOff('rules'),
            'rules.toggle': { actions: { type: 'toggleRule', params: ({ event }) => event } },
          },
        },
        results: {
          on: {
            ...toggleOff('results'),
            'results.day': { actions: { type: 'assignResultsDay', params: ({ event }) => event } },
            'results.sport': {
              actions: { type: 'assignResultsSport', params: ({ event }) => event },
            },
            'results.league': {
              actions: { type: 'assignResultsLeague', params: ({ event }) => event },
            },
            'results.toggle-league': {
              actions: { type: 'toggleResultsLeague', params: ({ event }) => event },
            },
          },
        },
        favorites: { on: toggleOff('favorites') },
        // Jump to a league of the current list.
        changeLeague: { on: toggleOff('change-league') },
        firstLogin: {
          on: toggleOff('first-login'),
          exit: 'forgetFirstLogin',
        },
        league: { tags: 'league', on: overlayOff('league') },
        memberMenu: { tags: 'member-menu', on: overlayOff('member-menu') },
        // Closes as soon as it may not be shown (another bet type, the phone's layout, the switch
        // off) or has nothing to show (a placed bet cleared the ticket, the pick closed).
        quickBet: {
          tags: 'quick-bet',
          on: overlayOff('quick-bet'),
          always: { guard: 'cannotShowQuickBet', target: '#popup.popup.closed' },
        },
        mobileTicket: { tags: 'mobile-ticket', on: overlayOff('mobile-ticket') },
        earlyDate: { tags: 'early-date', on: overlayOff('early-date') },
        // The phone's filter sheet holds the filter bar, whose league button opens the league modal
        // over the sheet; the sheet stays open under it.
        filterSheet: {
          tags: 'filter-sheet',
          initial: 'settings',
          on: {
            'overlay.close': [overlayTo('filter-sheet', '#popup.popup.closed')],
            'overlay.open': [overlayTo('league', '.league')],
            'overlay.toggle': [
              overlayTo('filter-sheet', '#popup.popup.closed'),
              overlayTo('league', '.league'),
            ],
          },
          states: {
            settings: {},
            league: {
              tags: 'league',
              on: {
                'overlay.close': [overlayTo('league', 'settings')],
                'overlay.toggle': [overlayTo('league', 'settings')],
              },
            },
          },
        },
      },
    },
  },
});

/** Transitions that open `popup` from its defaults, one per popup name, chosen by the event's popup. */
function openTransitions() {
  return POPUP_NAMES.map((popup) => ({
    guard: {
      type: 'isPopup' as const,
      params: ({ event }: { event: Named }) => ({ event, popup }),
    },
    target: `.${STATE_OF[popup]}`,
    actions: resetActionOf(popup),
  }));
}

function resetActionOf(popup: PopupName) {
  switch (popup) {
    case 'statement':
      return 'resetStatement' as const;
    case 'results':
      return 'resetResults' as const;
    case 'announcement':
      return 'resetAnnouncements' as const;
    case 'rules':
      return 'resetRules' as const;
    default:
      return [];
  }
}

/** In the open popup's own state: a toggle (or drawer button) of that same popup closes it. */
function toggleOff(popup: PopupName) {
  const closes = {
    guard: {
      type: 'isPopup' as const,
      params: ({ event }: { event: Named }) => ({ event, popup }),
    },
    target: '#popup.popup.closed',
  };
  return { 'popup.toggle': [closes], 'drawer.action': [closes] };
}

/** A transition taken when the event names `overlay`. */
function overlayTo(overlay: OverlayName, target: string) {
  return {
    guard: {
      type: 'isOverlay' as const,
      params: ({ event }: { event: NamedOverlay }) => ({ event, overlay }),
    },
    target,
  };
}

/**
 * Transitions that open an overlay, one per overlay name, chosen by the event's overlay. The quick
 * bet opens only when it may be shown and has a pick to show; otherwise nothing changes.
 */
function overlayOpenTransitions() {
  return OVERLAY_NAMES.map((overlay) =>
    overlay === 'quick-bet'
      ? {
          guard: {
            type: 'isShowableQuickBet' as const,
            params: ({ event }: { event: NamedOverlay }) => ({ event }),
          },
          target: `.${OVERLAY_STATE_OF[overlay]}`,
        }
      : overlayTo(overlay, `.${OVERLAY_STATE_OF[overlay]}`),
  );
}

/** In the open overlay's own state: closing or toggling that same overlay closes it. */
function overlayOff(overlay: OverlayName) {
  const closes = overlayTo(overlay, '#popup.popup.closed');
  return { 'overlay.close': [closes], 'overlay.toggle': [closes] };
}

/** Whether `overlay` is open (the league modal also over the phone's filter sheet). */
export function isOverlayOpen(
  snapshot: SnapshotFrom<typeof popupMachine>,
  overlay: OverlayName,
): boolean {
  return snapshot.hasTag(overlay);
}

/** The open popup's name, read from a snapshot's state value; null when none is open. */
export function openPopupOf(value: unknown): PopupName | null {
  if (typeof value !== 'object' || value === null) return null;
  const popup = (value as Record<string, unknown>).popup;
  const state =
    typeof popup === 'string'
      ? popup
      : typeof popup === 'object' && popup !== null
        ? Object.keys(popup)[0]
        : undefined;
  return POPUP_NAMES.find((name) => STATE_OF[name] === state) ?? null;
}
