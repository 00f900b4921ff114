import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import type { ActorRefFrom } from 'xstate';
import type { PlaceBetEvent, placeBetMachine } from '@machines/placeBetMachine';
import { isPickOnTicket, pickKey, ticketMachine } from '@machines/ticketMachine';
import type { OddsChangePolicy, PickError, PickRequest } from '@machines/ticketTypes';
import { ODDS_CHANGE_POLICIES } from '@machines/ticketTypes';
import { toCallOutcome } from '@src/shared/api/outcome';
import { useServices } from '@src/shared/services';
import { isOnline, onReconnect, useOnline } from '@src/shared/network';
import { useStorageFilter } from '@src/shared/storage/FilterContext';
import { ticketFigures } from '@contract/money';
import type { TicketFigures } from '@contract/money';
import { oddsTypeFor } from '@contract/odds';
import { betTypeOfTab } from '@contract/wire';
import { recheckRequest } from '@src/shared/ticket/request';
import { loadStoredTicket, saveStoredTicket } from '@src/shared/ticket/ticketStorage';
import {
  clearPendingConfirm,
  loadPendingConfirm,
  savePendingConfirm,
} from '@src/shared/ticket/pendingConfirm';
import { OddsTableActionsContext } from '@src/shared/board/actions';
import { PRICE_CELL_OF } from '@src/shared/board/priceCells';
import { createActiveCells } from './activeCells';
import type { OddsTableActions, PricePick } from '@src/shared/board/actions';
import { BET_PLACED_ALERT, CLOSED_PICK_ALERT, useShowAlert } from './alerts';
import { countedMessages, messages } from './messages';
import { confirmingPlaceBetMachine, submitEventOf } from './placeBetLogic';
import { useLatest } from '@src/shared/useLatest';
import { PriceHistoryProvider } from '@src/shared/odds/priceHistorySlot';
import { afterNextFrame } from '@src/shared/ui/afterFrame';
import { useOverlay, usePopupActor } from '@src/shared/popups/PopupProvider';

// Mounts the ticket and place-bet machines for the home page, makes price cells clickable and
// active, keeps the ticket across reloads and tells the rest of the page when a bet was placed.

export type TicketActorRef = ActorRefFrom<typeof ticketMachine>;
export type PlaceBetActorRef = ActorRefFrom<typeof placeBetMachine>;

export interface QuickBetAnchor {
  x: number;
  y: number;
  /** The pick came from the early-market table: the early popup serves it. */
  early: boolean;
}

export interface TicketApi {
  ticket: TicketActorRef;
  placeBet: PlaceBetActorRef;
  policy: OddsChangePolicy;
  setPolicy(policy: OddsChangePolicy): void;
  /** The bet the ticket would send now (null without a stake); the machine's guard decides. */
  submitEvent: PlaceBetEvent | null;
  submit(): void;
  /** Where the open quick-bet popup is anchored; null while the popup machine has it closed. */
  quickBet: QuickBetAnchor | null;
  closeQuickBet(): void;
  /** Whether a single pick may be shown in the quick-bet popup now (desktop, switched on, single). */
  quickBetAllowed: boolean;
  /** Opens the quick-bet popup on the ticket's pick, anchored at a point (test hook open-quick-bet). */
  openQuickBet(at: { x: number; y: number }): void;
  /** Bumped after every placed bet: the my-bet list reloads on it. */
  /** True once after a single pick was added by keyboard: the ticket panel focuses its stake field. */
  takeStakeFocusRequest(): boolean;
}

/** The ticket holds a pick, or one being checked: something the quick bet can show. */
function hasPickToShow(snapshot: ReturnType<TicketActorRef['getSnapshot']>): boolean {
  return snapshot.context.picks.length > 0 || snapshot.matches('checking');
}

const TicketContext = createContext<TicketApi | null>(null);
export interface TicketActors {
  ticket: TicketActorRef;
  placeBet: PlaceBetActorRef;
}
/** The two actors alone: one identity for the ticket's life, so a board that follows the market,
 *  or a part that only sends to or reads the place-bet machine, does not re-render on every pick
 *  (the full api changes with the picks). */
const TicketActorsContext = createContext<TicketActors | null>(null);

/** What may have moved, as a board tells the ticket (issues 17, 28 and 32 item 11). */
export interface MarketChange {
  /** Events a nudge named or a list reply says changed; null: anything may have changed. */
  eventIds: readonly number[] | null;
  /** After a refresh of the lists: the events they show. A pick of an event none shows is re-read
   *  once per refresh (no reply or nudge of these lists would name it). Absent: a nudge. */
  shown?: { has(eventId: number): boolean };
}

/** The events of the held picks a change may have moved (each event once). */
export function eventsToFollow(
  picks: readonly { event_id: number }[],
  change: MarketChange,
): number[] {
  const named = change.eventIds === null ? null : new Set(change.eventIds);
  const events = picks
    .map((pick) => pick.event_id)
    .filter(
      (id) =>
        named === null || named.has(id) || (change.shown !== undefined && !change.shown.has(id)),
    );
  return [...new Set(events)];
}

/**
 * What a board calls when the market may have moved (after a refresh of its lists, on a realtime
 * nudge): the ticket re-reads the picks the change may touch, not every pick every time.
 * Outside a ticket (a board in a test of its own) it does nothing.
 */
export function useFollowMarket(): (change: MarketChange) => void {
  const ticket = useContext(TicketActorsContext)?.ticket;
  return useCallback(
    (change: MarketChange) => {
      if (ticket === undefined) return;
      const eventIds = eventsToFollow(ticket.getSnapshot().context.picks, change);
      if (eventIds.length > 0) ticket.send({ type: 'ticket.follow', eventIds });
    },
    [ticket],
  );
}

/** The ticket and place-bet actors, for parts that select their own state from them. */
export function useTicketActors(): TicketActors {
  const actors = useContext(TicketActorsContext);
  if (actors === null) throw new Error('useTicketActors: wrap the tree in <TicketProvider>');
  return actors;
}

export function useTicketApi(): TicketApi {
  const api = useContext(TicketContext);
  if (api === null) throw new Error('useTicketApi: wrap the tree in <TicketProvider>');
  return api;
}

const POLICY_KEY = 'oddsChangePolicy';

function loadPolicy(): OddsChangePolicy {
  try {
    const stored = localStorage.getItem(POLICY_KEY);
    return ODDS_CHANGE_POLICIES.find((policy) => policy === stored) ?? 'ask';
  } catch {
    return 'ask';
  }
}

/** The figures and the place-bet state every ticket view shows. */
export function useTicketView() {
  const { ticket, placeBet, submitEvent } = useTicketApi();
  const betType = useSelector(ticket, (snapshot) => snapshot.context.betType);
  const picks = useSelector(ticket, (snapshot) => snapshot.context.picks);
  const stake = useSelector(ticket, (snapshot) => snapshot.context.stake);
  const banner = useSelector(ticket, (snapshot) => snapshot.context.banner);
  const checking = useSelector(ticket, (snapshot) => snapshot.matches('checking'));
  const placing = useSelector(placeBet, (snapshot) => snapshot.matches('placing'));
  // Issue 34: a confirm left unanswered before a reload is being asked for again.
  const recovering = useSelector(placeBet, (snapshot) => snapshot.matches('recovering'));
  const recovered = useSelector(placeBet, (snapshot) => snapshot.context.recovered);
  const unreachable = useSelector(placeBet, (snapshot) => snapshot.matches('unreachable'));
  const throttledMs = useSelector(placeBet, (snapshot) =>
    snapshot.matches('throttled') ? snapshot.context.throttledMs : null,
  );
  const failure = useSelector(placeBet, (snapshot) => snapshot.context.failure);
  // Offline (issue 20): Place is off and says why; a separate input from the ticket's own rules.
  const offline = !useOnline();
  // The place-bet machine's own canPlaceBet guard: what it would take now (never while placing).
  const machineTakesSubmit = useSelector(
    placeBet,
    (snapshot) => submitEvent !== null && snapshot.can(submitEvent),
  );
  const figures: TicketFigures = useMemo(
    () => ticketFigures(betType, picks, stake),
    [betType, picks, stake],
  );
  return {
    betType,
    picks,
    stake,
    banner,
    checking,
    placing,
    recovering,
    recovered,
    unreachable,
    /** Place is held for this long after a 429 (null when not throttled). */
    throttledMs,
    failure,
    figures,
    offline,
    enabled: machineTakesSubmit && !offline,
  };
}

function pickRequestOf(
  pick: PricePick,
  filter: ReturnType<typeof useStorageFilter>,
): PickRequest | null {
  if (pick.market === undefined) return null;
  const betType = betTypeOfTab(filter.sortFilterEventId);
  const { market_type: marketType, option } = PRICE_CELL_OF[pick.field];
  return {
    betType,
    eventId: pick.eventId,
    sortRowNo: pick.sortRowNo,
    marketType,
    option,
    inWho: pick.market.in_who,
    point: pick.market.point,
    id: pick.market.id,
    oddId: pick.market.odds_id,
    odd: pick.price,
    sportTypeId: filter.selectCategoryId,
    oddsType: oddsTypeFor(betType, filter.selectCategoryId, filter.sortCurrency),
    leagueNameEn: pick.leagueNameEn,
    leagueNameTh: pick.leagueNameTh,
  };
}

export function TicketProvider({
  children,
  layout,
  member,
  onBetPlaced,
}: {
  children: ReactNode;
  layout: 'desktop' | 'mobile';
  /** The signed-in member's username ('' until known): an unanswered confirm is theirs alone. */
  member: string;
  /** The balance moved: reload it. */
  onBetPlaced(): void;
}) {
  const intl = useIntl();
  const { memberApi, inspect } = useServices();
  const filter = useStorageFilter();
  const showAlert = useShowAlert();
  const betType = betTypeOfTab(filter.sortFilterEventId);
  // Whether the quick bet is open is the popup machine's (one popup or overlay at a time, and the
  // quick bet's rules: allowed, with a pick to show); where it is anchored is kept here, set by the
  // price click that opens it.
  const popups = usePopupActor();
  const quickBetOverlay = useOverlay('quick-bet');
  const [quickBetAnchor, setQuickBetAnchor] = useState<QuickBetAnchor | null>(null);
  const quickBet = quickBetOverlay.open ? quickBetAnchor : null;
  const closeQuickBet = quickBetOverlay.close;
  const showQuickBet = quickBetOverlay.show;

  // Callbacks the machines call: refs keep them current without re-creating the actors.
  const effects = useLatest({ showAlert, onBetPlaced, intl, member });

  const ticketLogic = useMemo(
    () =>
      ticketMachine.provide({
        actors: {
          // A tap's pick reaches the machine after the tap's frame (pickPrice), so building and
          // sending this request is not part of the tap's latency (INP).
          checkPick: fromPromise(async ({ input }: { input: PickRequest }) =>
            toCallOutcome(await memberApi.fetchTicketPick(input)),
          ),
          // Issue 17: the picks named by the follow asked for again at the price they show now.
          followPicks: fromPromise(async ({ input }) =>
            Promise.all(
              input.picks.map(async (pick) => ({
                key: pickKey(pick),
                outcome: toCallOutcome(
                  await memberApi.fetchTicketPick(recheckRequest(input.betType, pick)),
                ),
              })),
            ),
          ),
        },
        actions: {
          alertClosedPick: () => effects.current.showAlert(CLOSED_PICK_ALERT),
          alertCheckFailed: (_, message: string) => effects.current.showAlert(message),
        },
      }),
    [memberApi, effects],
  );
  const ticket = useActorRef(ticketLogic, { input: { betType }, inspect, systemId: 'ticket' });

  // The popup machine closes the quick bet when the ticket has no pick left to show (a placed bet
  // cleared it, the pick closed): told on each change, in the ticket's own transition.
  useEffect(() => {
    let present: boolean | null = null;
    const subscription = ticket.subscribe((snapshot) => {
      const now = hasPickToShow(snapshot);
      if (now === present) return;
      present = now;
      popups.send({ type: 'quick-bet.pick', present });
    });
    present = hasPickToShow(ticket.getSnapshot());
    popups.send({ type: 'quick-bet.pick', present });
    return () => subscription.unsubscribe();
  }, [ticket, popups]);

  const placeBetLogic = useMemo(() => {
    const placedAndCleared = () => {
      ticket.send({ type: 'ticket.clear' });
      effects.current.onBetPlaced();
    };
    return confirmingPlaceBetMachine(memberApi).provide({
      actions: {
        storePolicy: (_, policy) => {
          try {
            localStorage.setItem(POLICY_KEY, policy);
          } catch {
            // Storage off: the choice lasts for this visit.
          }
        },
        betPlaced: () => {
          effects.current.showAlert(BET_PLACED_ALERT, 'success');
          placedAndCleared();
        },
        recoveredPlaced: (_, outcome) => {
          effects.current.showAlert(
            effects.current.intl.formatMessage(countedMessages.recoveredPlaced, {
              ticketId: outcome.ticketId,
            }),
            'success',
          );
          placedAndCleared();
        },
        recoveredNotPlaced: (_, reason: string | null) =>
          effects.current.showAlert(
            effects.current.intl.formatMessage(countedMessages.recoveredNotPlaced, {
              reason: reason ?? effects.current.intl.formatMessage(messages.recoveredMoved),
            }),
          ),
        // Issue 34: kept before it goes out, until an answer says what happened.
        rememberConfirm: (_, confirm) => {
          if (effects.current.member === '') return;
          savePendingConfirm(localStorage, {
            member: effects.current.member,
            key: confirm.key,
            body: confirm.body,
          });
        },
        forgetConfirm: ({ context }) => {
          if (context.key !== null) clearPendingConfirm(localStorage, context.key);
        },
        pickErrorsArrived: (_, errors: PickError[]) =>
          ticket.send({ type: 'ticket.pickErrors', errors }),
        autoAcceptedPrices: () =>
          effects.current.showAlert(
            effects.current.intl.formatMessage(messages.autoAccepted),
            'info',
          ),
        alertMessage: (_, message: string) => effects.current.showAlert(message),
        alertThrottled: (_, seconds: number) =>
          effects.current.showAlert(
            effects.current.intl.formatMessage(countedMessages.throttled, { seconds }),
          ),
        alertUnreachable: ({ context }, message: string) => {
          console.error(`bet confirm got no answer: ${message}`);
          effects.current.showAlert(
            effects.current.intl.formatMessage(
              context.recovered ? messages.recoveredUnknown : messages.unreachable,
            ),
          );
        },
      },
    });
  }, [memberApi, ticket, effects]);
  const placeBet = useActorRef(placeBetLogic, { inspect, systemId: 'placeBet' });
  // The setting kept from an earlier visit, given to the machine as it starts.
  useEffect(() => {
    const kept = loadPolicy();
    if (kept !== placeBet.getSnapshot().context.setting)
      placeBet.send({ type: 'bet.policy', policy: kept });
  }, [placeBet]);
  // The link came back: a confirm left unanswered when it dropped is sent again (same key).
  useEffect(() => onReconnect(() => placeBet.send({ type: 'network.online' })), [placeBet]);
  // Issue 34: before anything else, a confirm this member sent that never got its answer (the page
  // reloaded, or it was sent from another tab) is asked for again under its own key.
  const recoveryAsked = useRef(false);
  useEffect(() => {
    if (recoveryAsked.current || member === '') return;
    recoveryAsked.current = true;
    const pending = loadPendingConfirm(localStorage);
    if (pending !== null && pending.member === member)
      placeBet.send({ type: 'bet.recover', body: pending.body, key: pending.key });
  }, [placeBet, member]);

  // Switching tab clears the ticket when the bet type changes (the machine checks).
  useEffect(() => {
    ticket.send({ type: 'ticket.betType', betType });
  }, [ticket, betType]);

  // The ticket survives a reload: restore once (each pick re-checked), then save on every change.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return undefined;
    restored.current = true;
    const stored = loadStoredTicket(localStorage);
    if (stored !== null && stored.betType === ticket.getSnapshot().context.betType) {
      ticket.send({
        type: 'ticket.restore',
        requests: stored.picks.map((pick) => recheckRequest(stored.betType, pick)),
      });
    }
    return undefined;
  }, [ticket]);
  useEffect(() => {
    const subscription = ticket.subscribe((snapshot) => {
      // While stored picks are being re-checked the ticket is not yet what it will be.
      if (snapshot.context.queue.length > 0) return;
      saveStoredTicket(localStorage, {
        betType: snapshot.context.betType,
        picks: snapshot.context.picks,
      });
    });
    return () => subscription.unsubscribe();
  }, [ticket]);

  const picks = useSelector(ticket, (snapshot) => snapshot.context.picks);
  const stake = useSelector(ticket, (snapshot) => snapshot.context.stake);

  const filterRef = useLatest(filter);
  const quickBetAllowed = layout === 'desktop' && filter.quickBet && betType === 'sc';
  const quickRef = useLatest(quickBetAllowed);
  // The quick bet is for desktop singles with the switch on: the popup machine refuses to open it
  // otherwise and closes it when that stops holding (another tab, the phone's layout, switched off).
  // The render that changes it hides it already (`quickBet` below), the machine closes it here.
  useEffect(() => {
    popups.send({ type: 'quick-bet.allowed', allowed: quickBetAllowed });
  }, [popups, quickBetAllowed]);

  const openQuickBet = useCallback(
    (at: { x: number; y: number }) => {
      if (!quickRef.current) return;
      setQuickBetAnchor({ x: at.x, y: at.y, early: filterRef.current.sortFilterEventId === 3 });
      showQuickBet();
    },
    [quickRef, filterRef, showQuickBet],
  );
  const stakeFocusRequested = useRef(false);
  const takeStakeFocusRequest = useCallback(() => {
    const requested = stakeFocusRequested.current;
    stakeFocusRequested.current = false;
    return requested;
  }, []);
  const pickPrice = useCallback<OddsTableActions['pickPrice']>(
    (pick, at) => {
      const request = pickRequestOf(pick, filterRef.current);
      if (request === null) return;
      // Issue 29: nothing of a pick shows before the ticket's check answers (the price turns active
      // with the answer), so the machine gets it after the tap's frame: its transitions, the check
      // call and what listens to the ticket are not part of the tap's latency (INP).
      afterNextFrame(() => ticket.send({ type: 'ticket.add', request }));
      // A parlay collects several picks from the grid; a single bet goes straight to its stake.
      stakeFocusRequested.current =
        at.keyboard === true && !quickRef.current && request.betType === 'sc';
      if (quickRef.current) {
        const anchor = { x: at.x, y: at.y, early: filterRef.current.sortFilterEventId === 3 };
        // The popup is placed and drawn after the click's frame, so neither its mount nor the
        // ticket's re-render for its anchor is part of the click's latency (INP).
        afterNextFrame(() => {
          setQuickBetAnchor(anchor);
          showQuickBet();
        });
      }
    },
    [ticket, filterRef, quickRef, showQuickBet],
  );
  // One subscription to the ticket for every price drawn: a change of the picks wakes only the
  // prices whose key entered or left them (not ~130 listeners on each of the ticket's transitions).
  const activeCells = useMemo(() => createActiveCells(ticket), [ticket]);
  // One identity for the life of the ticket: prices subscribe to the ticket and re-render only when
  // their own active state changes (a click used to re-render every price on the board).
  const tableActions = useMemo<OddsTableActions>(
    () => ({
      pickPrice,
      isActive: (eventId, marketType, sortRowNo, option) =>
        isPickOnTicket(ticket.getSnapshot().context.picks, {
          eventId,
          marketType,
          sortRowNo,
          option,
        }),
      subscribeActiveCell: activeCells.subscribe,
    }),
    [pickPrice, ticket, activeCells],
  );

  const device = layout === 'desktop' ? 'pc' : 'mb';
  const tableType = filter.sortTypeTable;
  const submitEvent = useMemo(
    () => submitEventOf(picks, { betType, stake, device, tableType }),
    [picks, betType, stake, device, tableType],
  );
  // The machine's canPlaceBet guard refuses a bet outside its limits, and any bet while placing.
  const submit = useCallback(() => {
    if (submitEvent !== null && isOnline()) placeBet.send(submitEvent);
  }, [placeBet, submitEvent]);

  // The "when odds change" setting is the place-bet machine's (the inspector shows it).
  const policy = useSelector(placeBet, (snapshot) => snapshot.context.setting);
  const setPolicy = useCallback(
    (next: OddsChangePolicy) => placeBet.send({ type: 'bet.policy', policy: next }),
    [placeBet],
  );
  const actors = useMemo<TicketActors>(() => ({ ticket, placeBet }), [ticket, placeBet]);
  const api = useMemo<TicketApi>(
    () => ({
      ticket,
      placeBet,
      policy,
      setPolicy,
      submitEvent,
      submit,
      quickBet: quickBetAllowed ? quickBet : null,
      closeQuickBet,
      quickBetAllowed,
      openQuickBet,
      takeStakeFocusRequest,
    }),
    [
      ticket,
      placeBet,
      policy,
      setPolicy,
      submitEvent,
      submit,
      quickBet,
      quickBetAllowed,
      closeQuickBet,
      openQuickBet,
      takeStakeFocusRequest,
    ],
  );
  return (
    <TicketActorsContext.Provider value={actors}>
      <TicketContext.Provider value={api}>
        <OddsTableActionsContext.Provider value={tableActions}>
          <PriceHistoryProvider>{children}</PriceHistoryProvider>
        </OddsTableActionsContext.Provider>
      </TicketContext.Provider>
    </TicketActorsContext.Provider>
  );
}
