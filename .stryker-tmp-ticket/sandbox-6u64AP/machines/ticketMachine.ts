// @ts-nocheck
function stryNS_9fa48() {
  var g = typeof globalThis === 'object' && globalThis && globalThis.Math === Math && globalThis || new Function("return this")();
  var ns = g.__stryker__ || (g.__stryker__ = {});
  if (ns.activeMutant === undefined && g.process && g.process.env && g.process.env.__STRYKER_ACTIVE_MUTANT__) {
    ns.activeMutant = g.process.env.__STRYKER_ACTIVE_MUTANT__;
  }
  function retrieveNS() {
    return ns;
  }
  stryNS_9fa48 = retrieveNS;
  return retrieveNS();
}
stryNS_9fa48();
function stryCov_9fa48() {
  var ns = stryNS_9fa48();
  var cov = ns.mutantCoverage || (ns.mutantCoverage = {
    static: {},
    perTest: {}
  });
  function cover() {
    var c = cov.static;
    if (ns.currentTestId) {
      c = cov.perTest[ns.currentTestId] = cov.perTest[ns.currentTestId] || {};
    }
    var a = arguments;
    for (var i = 0; i < a.length; i++) {
      c[a[i]] = (c[a[i]] || 0) + 1;
    }
  }
  stryCov_9fa48 = cover;
  cover.apply(null, arguments);
}
function stryMutAct_9fa48(id) {
  var ns = stryNS_9fa48();
  function isActive(id) {
    if (ns.activeMutant === id) {
      if (ns.hitCount !== void 0 && ++ns.hitCount > ns.hitLimit) {
        throw new Error('Stryker: Hit count limit reached (' + ns.hitCount + ')');
      }
      return true;
    }
    return false;
  }
  stryMutAct_9fa48 = isActive;
  return isActive(id);
}
import type { PickError } from '@contract/confirm';
import type { BetType } from '@contract/wire';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { sendToSystemActor } from './systemSend';
import type { CallOutcome } from './memberTypes';
import type { popupMachine } from './popupMachine';
import type { BannerKind, FollowedPick, PickRequest, TicketPick } from './ticketTypes';

// The bet ticket: the bet type, the picks, the stake and the
// price/score-changed banner. Every added pick is first checked with the ticket endpoint; clicks
// that arrive while one is being checked wait in a queue so none is lost.
//
// The ticket follows the market ('ticket.follow'): a held pick is re-read through the
// ticket endpoint, one round at a time; a moved price or line keeps the one shown before beside it,
// a pick the endpoint answers nothing for is marked closed (and Place is off until it is removed or
// reopens), a reopened pick comes back.
// A follow names the events that may have moved (a realtime nudge, or
// the events a list reply says changed, plus picks no held list shows), and only their picks are
// re-read. Follows during a round are gathered and read in one round after it, at most one round per
// `followGap`, so a stream of nudges never becomes a stream of ticket calls.

export interface TicketContext {
  betType: BetType;
  picks: TicketPick[];
  stake: number | null;
  banner: BannerKind | null;
  /** Picks waiting for the ticket endpoint, oldest first. */
  queue: PickRequest[];
  /** Events whose picks are to be re-read at the next round ('all': every pick); null: none. */
  followWanted: readonly number[] | 'all' | null;
  /** The picks the round under way re-reads. */
  following: TicketPick[];
}
export type TicketEvent = {
  type: 'ticket.add';
  request: PickRequest;
}
/** Re-check stored picks after a reload: each goes through the ticket endpoint again. */ | {
  type: 'ticket.restore';
  requests: PickRequest[];
} | {
  type: 'ticket.remove';
  eventId: number;
} | {
  type: 'ticket.clear';
} | {
  type: 'ticket.betType';
  betType: BetType;
} | {
  type: 'ticket.stake';
  stake: number | null;
} | {
  type: 'ticket.pickErrors';
  errors: PickError[];
}
/**
 * The market may have moved: re-read the picks of `eventIds`, or every pick
 * when absent.
 */ | {
  type: 'ticket.follow';
  eventIds?: readonly number[];
};
export interface TicketInput {
  betType: BetType;
}

/** Which held pick a re-read answers for: the event, the market row and the side. */
export function pickKey(pick: Pick<TicketPick, 'event_id' | 'odd_id' | 'option'>): string {
  if (stryMutAct_9fa48("0")) {
    {}
  } else {
    stryCov_9fa48("0");
    return stryMutAct_9fa48("1") ? `` : (stryCov_9fa48("1"), `${pick.event_id}:${pick.odd_id}:${pick.option}`);
  }
}

/**
 * The held picks after a re-read: a moved price keeps the one shown before as
 * price_before (the ticket shows both with an arrow), a moved line keeps point_before, the score,
 * the live flag and the limits are the endpoint's; an answer of nothing marks the pick closed, a
 * later answer reopens it; a failed call leaves the pick as it was. Picks removed meanwhile stay out.
 */
export function followPicks(picks: readonly TicketPick[], results: readonly FollowedPick[]): TicketPick[] {
  if (stryMutAct_9fa48("2")) {
    {}
  } else {
    stryCov_9fa48("2");
    const byKey = new Map(results.map(stryMutAct_9fa48("3") ? () => undefined : (stryCov_9fa48("3"), result => stryMutAct_9fa48("4") ? [] : (stryCov_9fa48("4"), [result.key, result.outcome]))));
    return picks.map(pick => {
      if (stryMutAct_9fa48("5")) {
        {}
      } else {
        stryCov_9fa48("5");
        const outcome = byKey.get(pickKey(pick));
        if (stryMutAct_9fa48("8") ? outcome === undefined && !outcome.ok : stryMutAct_9fa48("7") ? false : stryMutAct_9fa48("6") ? true : (stryCov_9fa48("6", "7", "8"), (stryMutAct_9fa48("10") ? outcome !== undefined : stryMutAct_9fa48("9") ? false : (stryCov_9fa48("9", "10"), outcome === undefined)) || (stryMutAct_9fa48("11") ? outcome.ok : (stryCov_9fa48("11"), !outcome.ok)))) return pick;
        const now = outcome.data;
        if (stryMutAct_9fa48("14") ? now !== null : stryMutAct_9fa48("13") ? false : stryMutAct_9fa48("12") ? true : (stryCov_9fa48("12", "13", "14"), now === null)) return (stryMutAct_9fa48("17") ? pick.closed !== true : stryMutAct_9fa48("16") ? false : stryMutAct_9fa48("15") ? true : (stryCov_9fa48("15", "16", "17"), pick.closed === (stryMutAct_9fa48("18") ? false : (stryCov_9fa48("18"), true)))) ? pick : stryMutAct_9fa48("19") ? {} : (stryCov_9fa48("19"), {
          ...pick,
          closed: stryMutAct_9fa48("20") ? false : (stryCov_9fa48("20"), true)
        });
        const priceMoved = stryMutAct_9fa48("23") ? now.price === pick.price : stryMutAct_9fa48("22") ? false : stryMutAct_9fa48("21") ? true : (stryCov_9fa48("21", "22", "23"), now.price !== pick.price);
        const pointMoved = stryMutAct_9fa48("26") ? now.point === pick.point : stryMutAct_9fa48("25") ? false : stryMutAct_9fa48("24") ? true : (stryCov_9fa48("24", "25", "26"), now.point !== pick.point);
        const next: TicketPick = stryMutAct_9fa48("27") ? {} : (stryCov_9fa48("27"), {
          ...pick,
          price: now.price,
          price_before: priceMoved ? pick.price : pick.price_before,
          point: now.point,
          h_score: now.h_score,
          a_score: now.a_score,
          is_live: now.is_live,
          min_bet: now.min_bet,
          max_bet: now.max_bet,
          max_pay_bill_sport: now.max_pay_bill_sport,
          closed: stryMutAct_9fa48("28") ? true : (stryCov_9fa48("28"), false)
        });
        if (stryMutAct_9fa48("30") ? false : stryMutAct_9fa48("29") ? true : (stryCov_9fa48("29", "30"), pointMoved)) next.point_before = pick.point;
        const same = stryMutAct_9fa48("33") ? !priceMoved && !pointMoved && pick.closed !== true && now.h_score === pick.h_score && now.a_score === pick.a_score && now.is_live === pick.is_live && now.min_bet === pick.min_bet && now.max_bet === pick.max_bet || now.max_pay_bill_sport === pick.max_pay_bill_sport : stryMutAct_9fa48("32") ? false : stryMutAct_9fa48("31") ? true : (stryCov_9fa48("31", "32", "33"), (stryMutAct_9fa48("35") ? !priceMoved && !pointMoved && pick.closed !== true && now.h_score === pick.h_score && now.a_score === pick.a_score && now.is_live === pick.is_live && now.min_bet === pick.min_bet || now.max_bet === pick.max_bet : stryMutAct_9fa48("34") ? true : (stryCov_9fa48("34", "35"), (stryMutAct_9fa48("37") ? !priceMoved && !pointMoved && pick.closed !== true && now.h_score === pick.h_score && now.a_score === pick.a_score && now.is_live === pick.is_live || now.min_bet === pick.min_bet : stryMutAct_9fa48("36") ? true : (stryCov_9fa48("36", "37"), (stryMutAct_9fa48("39") ? !priceMoved && !pointMoved && pick.closed !== true && now.h_score === pick.h_score && now.a_score === pick.a_score || now.is_live === pick.is_live : stryMutAct_9fa48("38") ? true : (stryCov_9fa48("38", "39"), (stryMutAct_9fa48("41") ? !priceMoved && !pointMoved && pick.closed !== true && now.h_score === pick.h_score || now.a_score === pick.a_score : stryMutAct_9fa48("40") ? true : (stryCov_9fa48("40", "41"), (stryMutAct_9fa48("43") ? !priceMoved && !pointMoved && pick.closed !== true || now.h_score === pick.h_score : stryMutAct_9fa48("42") ? true : (stryCov_9fa48("42", "43"), (stryMutAct_9fa48("45") ? !priceMoved && !pointMoved || pick.closed !== true : stryMutAct_9fa48("44") ? true : (stryCov_9fa48("44", "45"), (stryMutAct_9fa48("47") ? !priceMoved || !pointMoved : stryMutAct_9fa48("46") ? true : (stryCov_9fa48("46", "47"), (stryMutAct_9fa48("48") ? priceMoved : (stryCov_9fa48("48"), !priceMoved)) && (stryMutAct_9fa48("49") ? pointMoved : (stryCov_9fa48("49"), !pointMoved)))) && (stryMutAct_9fa48("51") ? pick.closed === true : stryMutAct_9fa48("50") ? true : (stryCov_9fa48("50", "51"), pick.closed !== (stryMutAct_9fa48("52") ? false : (stryCov_9fa48("52"), true)))))) && (stryMutAct_9fa48("54") ? now.h_score !== pick.h_score : stryMutAct_9fa48("53") ? true : (stryCov_9fa48("53", "54"), now.h_score === pick.h_score)))) && (stryMutAct_9fa48("56") ? now.a_score !== pick.a_score : stryMutAct_9fa48("55") ? true : (stryCov_9fa48("55", "56"), now.a_score === pick.a_score)))) && (stryMutAct_9fa48("58") ? now.is_live !== pick.is_live : stryMutAct_9fa48("57") ? true : (stryCov_9fa48("57", "58"), now.is_live === pick.is_live)))) && (stryMutAct_9fa48("60") ? now.min_bet !== pick.min_bet : stryMutAct_9fa48("59") ? true : (stryCov_9fa48("59", "60"), now.min_bet === pick.min_bet)))) && (stryMutAct_9fa48("62") ? now.max_bet !== pick.max_bet : stryMutAct_9fa48("61") ? true : (stryCov_9fa48("61", "62"), now.max_bet === pick.max_bet)))) && (stryMutAct_9fa48("64") ? now.max_pay_bill_sport !== pick.max_pay_bill_sport : stryMutAct_9fa48("63") ? true : (stryCov_9fa48("63", "64"), now.max_pay_bill_sport === pick.max_pay_bill_sport)));
        // Nothing moved: the same object, so nothing that shows the pick renders again.
        return same ? pick : next;
      }
    });
  }
}

/** The least time between two rounds of re-reads (a live match nudges up to 4 times a second). */
export const FOLLOW_GAP_MS = 500;

/** What a follow asks for, added to what is already wanted. */
export function wantFollow(wanted: TicketContext['followWanted'], eventIds: readonly number[] | undefined): TicketContext['followWanted'] {
  if (stryMutAct_9fa48("65")) {
    {}
  } else {
    stryCov_9fa48("65");
    if (stryMutAct_9fa48("68") ? wanted === 'all' && eventIds === undefined : stryMutAct_9fa48("67") ? false : stryMutAct_9fa48("66") ? true : (stryCov_9fa48("66", "67", "68"), (stryMutAct_9fa48("70") ? wanted !== 'all' : stryMutAct_9fa48("69") ? false : (stryCov_9fa48("69", "70"), wanted === (stryMutAct_9fa48("71") ? "" : (stryCov_9fa48("71"), 'all')))) || (stryMutAct_9fa48("73") ? eventIds !== undefined : stryMutAct_9fa48("72") ? false : (stryCov_9fa48("72", "73"), eventIds === undefined)))) return stryMutAct_9fa48("74") ? "" : (stryCov_9fa48("74"), 'all');
    return stryMutAct_9fa48("75") ? [] : (stryCov_9fa48("75"), [...new Set(stryMutAct_9fa48("76") ? [] : (stryCov_9fa48("76"), [...(stryMutAct_9fa48("77") ? wanted && [] : (stryCov_9fa48("77"), wanted ?? (stryMutAct_9fa48("78") ? ["Stryker was here"] : (stryCov_9fa48("78"), [])))), ...eventIds]))]);
  }
}

/** The held picks a wanted follow re-reads. */
export function picksToFollow(picks: readonly TicketPick[], wanted: TicketContext['followWanted']): TicketPick[] {
  if (stryMutAct_9fa48("79")) {
    {}
  } else {
    stryCov_9fa48("79");
    // Stryker disable next-line ConditionalExpression: equivalent, a Set of null is empty and filters every pick out.
    if (stryMutAct_9fa48("82") ? wanted !== null : (stryCov_9fa48("82"), wanted === null)) return stryMutAct_9fa48("83") ? ["Stryker was here"] : (stryCov_9fa48("83"), []);
    if (stryMutAct_9fa48("86") ? wanted !== 'all' : stryMutAct_9fa48("85") ? false : stryMutAct_9fa48("84") ? true : (stryCov_9fa48("84", "85", "86"), wanted === (stryMutAct_9fa48("87") ? "" : (stryCov_9fa48("87"), 'all')))) return stryMutAct_9fa48("88") ? [] : (stryCov_9fa48("88"), [...picks]);
    const events = new Set(wanted);
    return stryMutAct_9fa48("89") ? picks : (stryCov_9fa48("89"), picks.filter(stryMutAct_9fa48("90") ? () => undefined : (stryCov_9fa48("90"), pick => events.has(pick.event_id))));
  }
}

/** Single: the new pick replaces the ticket. Step/mix: one pick per event, the new one replaces the old. */
export function addPick(betType: BetType, picks: readonly TicketPick[], pick: TicketPick): TicketPick[] {
  if (stryMutAct_9fa48("91")) {
    {}
  } else {
    stryCov_9fa48("91");
    if (stryMutAct_9fa48("94") ? betType !== 'sc' : stryMutAct_9fa48("93") ? false : stryMutAct_9fa48("92") ? true : (stryCov_9fa48("92", "93", "94"), betType === (stryMutAct_9fa48("95") ? "" : (stryCov_9fa48("95"), 'sc')))) return stryMutAct_9fa48("96") ? [] : (stryCov_9fa48("96"), [pick]);
    return stryMutAct_9fa48("97") ? [] : (stryCov_9fa48("97"), [...(stryMutAct_9fa48("98") ? picks : (stryCov_9fa48("98"), picks.filter(stryMutAct_9fa48("99") ? () => undefined : (stryCov_9fa48("99"), held => stryMutAct_9fa48("102") ? held.event_id === pick.event_id : stryMutAct_9fa48("101") ? false : stryMutAct_9fa48("100") ? true : (stryCov_9fa48("100", "101", "102"), held.event_id !== pick.event_id))))), pick]);
  }
}
function withNewPrice(pick: TicketPick, priceNew: number): TicketPick {
  if (stryMutAct_9fa48("103")) {
    {}
  } else {
    stryCov_9fa48("103");
    return stryMutAct_9fa48("104") ? {} : (stryCov_9fa48("104"), {
      ...pick,
      price_before: pick.price,
      price: priceNew
    });
  }
}

/**
 * The ticket takes the new price or point of a refused confirm. A single takes the
 * first error; step/mix match each error to its pick by odd_id.
 */
export function applyPickErrors(betType: BetType, picks: readonly TicketPick[], errors: readonly PickError[]): TicketPick[] {
  if (stryMutAct_9fa48("105")) {
    {}
  } else {
    stryCov_9fa48("105");
    const applicable = (stryMutAct_9fa48("108") ? betType !== 'sc' : stryMutAct_9fa48("107") ? false : stryMutAct_9fa48("106") ? true : (stryCov_9fa48("106", "107", "108"), betType === (stryMutAct_9fa48("109") ? "" : (stryCov_9fa48("109"), 'sc')))) ? stryMutAct_9fa48("110") ? errors : (stryCov_9fa48("110"), errors.slice(0, 1)) : errors;
    return picks.map(pick => {
      if (stryMutAct_9fa48("111")) {
        {}
      } else {
        stryCov_9fa48("111");
        let updated = pick;
        for (const error of applicable) {
          if (stryMutAct_9fa48("112")) {
            {}
          } else {
            stryCov_9fa48("112");
            if (stryMutAct_9fa48("115") ? betType !== 'sc' || error.odd_id !== pick.odd_id : stryMutAct_9fa48("114") ? false : stryMutAct_9fa48("113") ? true : (stryCov_9fa48("113", "114", "115"), (stryMutAct_9fa48("117") ? betType === 'sc' : stryMutAct_9fa48("116") ? true : (stryCov_9fa48("116", "117"), betType !== (stryMutAct_9fa48("118") ? "" : (stryCov_9fa48("118"), 'sc')))) && (stryMutAct_9fa48("120") ? error.odd_id === pick.odd_id : stryMutAct_9fa48("119") ? true : (stryCov_9fa48("119", "120"), error.odd_id !== pick.odd_id)))) continue;
            updated = (stryMutAct_9fa48("123") ? error.type_error !== 'price' : stryMutAct_9fa48("122") ? false : stryMutAct_9fa48("121") ? true : (stryCov_9fa48("121", "122", "123"), error.type_error === (stryMutAct_9fa48("124") ? "" : (stryCov_9fa48("124"), 'price')))) ? withNewPrice(updated, error.price_new) : stryMutAct_9fa48("125") ? {} : (stryCov_9fa48("125"), {
              ...updated,
              point: error.point_new
            });
          }
        }
        return updated;
      }
    });
  }
}

/** The banner follows the first error that applies: 'point' is score changed, 'price' price changed. */
export function bannerOf(betType: BetType, picks: readonly TicketPick[], errors: readonly PickError[]): BannerKind | null {
  if (stryMutAct_9fa48("126")) {
    {}
  } else {
    stryCov_9fa48("126");
    const held = new Set(picks.map(stryMutAct_9fa48("127") ? () => undefined : (stryCov_9fa48("127"), pick => pick.odd_id)));
    const first = (stryMutAct_9fa48("130") ? betType !== 'sc' : stryMutAct_9fa48("129") ? false : stryMutAct_9fa48("128") ? true : (stryCov_9fa48("128", "129", "130"), betType === (stryMutAct_9fa48("131") ? "" : (stryCov_9fa48("131"), 'sc')))) ? errors[0] : errors.find(stryMutAct_9fa48("132") ? () => undefined : (stryCov_9fa48("132"), error => held.has(error.odd_id)));
    return stryMutAct_9fa48("133") ? first?.type_error && null : (stryCov_9fa48("133"), (stryMutAct_9fa48("134") ? first.type_error : (stryCov_9fa48("134"), first?.type_error)) ?? null);
  }
}

/**
 * A price cell is active while its pick (tournament, event, market type, row, option) is on the
 * ticket. An event belongs to one tournament, so the event id stands for both.
 */
export function isPickOnTicket(picks: readonly TicketPick[], cell: {
  eventId: number;
  marketType: string;
  sortRowNo: number;
  option: string;
}): boolean {
  if (stryMutAct_9fa48("135")) {
    {}
  } else {
    stryCov_9fa48("135");
    return stryMutAct_9fa48("136") ? picks.every(pick => pick.event_id === cell.eventId && pick.market_type === cell.marketType && pick.sortRowNo === cell.sortRowNo && pick.option === cell.option) : (stryCov_9fa48("136"), picks.some(stryMutAct_9fa48("137") ? () => undefined : (stryCov_9fa48("137"), pick => stryMutAct_9fa48("140") ? pick.event_id === cell.eventId && pick.market_type === cell.marketType && pick.sortRowNo === cell.sortRowNo || pick.option === cell.option : stryMutAct_9fa48("139") ? false : stryMutAct_9fa48("138") ? true : (stryCov_9fa48("138", "139", "140"), (stryMutAct_9fa48("142") ? pick.event_id === cell.eventId && pick.market_type === cell.marketType || pick.sortRowNo === cell.sortRowNo : stryMutAct_9fa48("141") ? true : (stryCov_9fa48("141", "142"), (stryMutAct_9fa48("144") ? pick.event_id === cell.eventId || pick.market_type === cell.marketType : stryMutAct_9fa48("143") ? true : (stryCov_9fa48("143", "144"), (stryMutAct_9fa48("146") ? pick.event_id !== cell.eventId : stryMutAct_9fa48("145") ? true : (stryCov_9fa48("145", "146"), pick.event_id === cell.eventId)) && (stryMutAct_9fa48("148") ? pick.market_type !== cell.marketType : stryMutAct_9fa48("147") ? true : (stryCov_9fa48("147", "148"), pick.market_type === cell.marketType)))) && (stryMutAct_9fa48("150") ? pick.sortRowNo !== cell.sortRowNo : stryMutAct_9fa48("149") ? true : (stryCov_9fa48("149", "150"), pick.sortRowNo === cell.sortRowNo)))) && (stryMutAct_9fa48("152") ? pick.option !== cell.option : stryMutAct_9fa48("151") ? true : (stryCov_9fa48("151", "152"), pick.option === cell.option))))));
  }
}

/** The quick bet's `quick-bet.pick`, unless the popup machine holds that value already. */
function quickBetPick(present: boolean, popup: AnyActorRef): {
  type: 'quick-bet.pick';
  present: boolean;
} | null {
  if (stryMutAct_9fa48("153")) {
    {}
  } else {
    stryCov_9fa48("153");
    // The receiver registered as `popup` is the popup machine (its provider spawns it).
    const held = (popup.getSnapshot() as SnapshotFrom<typeof popupMachine>).context.quickBetHasPick;
    return (stryMutAct_9fa48("156") ? held !== present : stryMutAct_9fa48("155") ? false : stryMutAct_9fa48("154") ? true : (stryCov_9fa48("154", "155", "156"), held === present)) ? null : stryMutAct_9fa48("157") ? {} : (stryCov_9fa48("157"), {
      type: stryMutAct_9fa48("158") ? "" : (stryCov_9fa48("158"), 'quick-bet.pick'),
      present
    });
  }
}
export const ticketMachine = setup(stryMutAct_9fa48("159") ? {} : (stryCov_9fa48("159"), {
  types: stryMutAct_9fa48("160") ? {} : (stryCov_9fa48("160"), {
    context: {} as TicketContext,
    events: {} as TicketEvent,
    input: {} as TicketInput
  }),
  actors: stryMutAct_9fa48("161") ? {} : (stryCov_9fa48("161"), {
    /** The ticket endpoint: the pick, or null when the pick is closed. */
    checkPick: fromPromise<CallOutcome<TicketPick | null>, PickRequest>(async () => {
      if (stryMutAct_9fa48("162")) {
        {}
      } else {
        stryCov_9fa48("162");
        throw new Error(stryMutAct_9fa48("163") ? "" : (stryCov_9fa48("163"), 'ticketMachine: the "checkPick" actor must be provided'));
      }
    }),
    /** Every held pick re-read through the ticket endpoint (one call each, side by side). */
    followPicks: fromPromise<FollowedPick[], {
      betType: BetType;
      picks: TicketPick[];
    }>(async () => {
      if (stryMutAct_9fa48("164")) {
        {}
      } else {
        stryCov_9fa48("164");
        // Stryker disable next-line StringLiteral: equivalent, a failed round's error is not read (onError keeps the picks).
        throw new Error('ticketMachine: the "followPicks" actor must be provided');
      }
    })
  }),
  delays: stryMutAct_9fa48("166") ? {} : (stryCov_9fa48("166"), {
    followGap: FOLLOW_GAP_MS
  }),
  guards: stryMutAct_9fa48("167") ? {} : (stryCov_9fa48("167"), {
    hasQueuedPick: stryMutAct_9fa48("168") ? () => undefined : (stryCov_9fa48("168"), ({
      context
    }) => stryMutAct_9fa48("172") ? context.queue.length <= 0 : stryMutAct_9fa48("171") ? context.queue.length >= 0 : stryMutAct_9fa48("170") ? false : stryMutAct_9fa48("169") ? true : (stryCov_9fa48("169", "170", "171", "172"), context.queue.length > 0)),
    hasPicks: stryMutAct_9fa48("173") ? () => undefined : (stryCov_9fa48("173"), ({
      context
    }) => stryMutAct_9fa48("177") ? context.picks.length <= 0 : stryMutAct_9fa48("176") ? context.picks.length >= 0 : stryMutAct_9fa48("175") ? false : stryMutAct_9fa48("174") ? true : (stryCov_9fa48("174", "175", "176", "177"), context.picks.length > 0)),
    hasFollowDue: stryMutAct_9fa48("178") ? () => undefined : (stryCov_9fa48("178"), ({
      context
    }) => stryMutAct_9fa48("182") ? picksToFollow(context.picks, context.followWanted).length <= 0 : stryMutAct_9fa48("181") ? picksToFollow(context.picks, context.followWanted).length >= 0 : stryMutAct_9fa48("180") ? false : stryMutAct_9fa48("179") ? true : (stryCov_9fa48("179", "180", "181", "182"), picksToFollow(context.picks, context.followWanted).length > 0)),
    hasFollowWanted: stryMutAct_9fa48("183") ? () => undefined : (stryCov_9fa48("183"), ({
      context
    }) => stryMutAct_9fa48("186") ? context.followWanted === null : stryMutAct_9fa48("185") ? false : stryMutAct_9fa48("184") ? true : (stryCov_9fa48("184", "185", "186"), context.followWanted !== null)),
    isOtherBetType: ({
      context,
      event
    }) => {
      if (stryMutAct_9fa48("187")) {
        {}
      } else {
        stryCov_9fa48("187");
        assertEvent(event, stryMutAct_9fa48("188") ? "" : (stryCov_9fa48("188"), 'ticket.betType'));
        return stryMutAct_9fa48("191") ? event.betType === context.betType : stryMutAct_9fa48("190") ? false : stryMutAct_9fa48("189") ? true : (stryCov_9fa48("189", "190", "191"), event.betType !== context.betType);
      }
    },
    /** A pick asked for under another bet type (a click racing a tab switch) is dropped. */
    isStaleRequest: stryMutAct_9fa48("192") ? () => undefined : (stryCov_9fa48("192"), ({
      context
    }) => stryMutAct_9fa48("195") ? context.queue[0] !== undefined || context.queue[0].betType !== context.betType : stryMutAct_9fa48("194") ? false : stryMutAct_9fa48("193") ? true : (stryCov_9fa48("193", "194", "195"), (stryMutAct_9fa48("197") ? context.queue[0] === undefined : stryMutAct_9fa48("196") ? true : (stryCov_9fa48("196", "197"), context.queue[0] !== undefined)) && (stryMutAct_9fa48("199") ? context.queue[0].betType === context.betType : stryMutAct_9fa48("198") ? true : (stryCov_9fa48("198", "199"), context.queue[0].betType !== context.betType))))
  }),
  actions: stryMutAct_9fa48("200") ? {} : (stryCov_9fa48("200"), {
    /**
     * Tells the popup machine (system id `popup`) whether the ticket has a pick for the quick bet to
     * show (a pick held, or one being checked): it closes the quick bet when none is left. Told
     * only when the popup holds the other value.
     */
    tellPopup: sendToSystemActor<boolean, TicketContext, TicketEvent>(stryMutAct_9fa48("201") ? "" : (stryCov_9fa48("201"), 'popup'), quickBetPick),
    /** The same, in a transition that stays in its state (a pick removed): read from that state. */
    tellPopupNow: sendToSystemActor<boolean, TicketContext, TicketEvent>(stryMutAct_9fa48("202") ? "" : (stryCov_9fa48("202"), 'popup'), stryMutAct_9fa48("203") ? () => undefined : (stryCov_9fa48("203"), (held, popup, ticket) => quickBetPick(stryMutAct_9fa48("206") ? held && (ticket.getSnapshot() as {
      value?: unknown;
    }).value === 'checking' : stryMutAct_9fa48("205") ? false : stryMutAct_9fa48("204") ? true : (stryCov_9fa48("204", "205", "206"), held || (stryMutAct_9fa48("208") ? (ticket.getSnapshot() as {
      value?: unknown;
    }).value !== 'checking' : stryMutAct_9fa48("207") ? false : (stryCov_9fa48("207", "208"), (ticket.getSnapshot() as {
      value?: unknown;
    }).value === (stryMutAct_9fa48("209") ? "" : (stryCov_9fa48("209"), 'checking'))))), popup))),
    enqueue: assign(stryMutAct_9fa48("210") ? () => undefined : (stryCov_9fa48("210"), ({
      context
    }, requests: PickRequest[]) => stryMutAct_9fa48("211") ? {} : (stryCov_9fa48("211"), {
      queue: stryMutAct_9fa48("212") ? [] : (stryCov_9fa48("212"), [...context.queue, ...requests])
    }))),
    dequeue: assign(stryMutAct_9fa48("213") ? () => undefined : (stryCov_9fa48("213"), ({
      context
    }) => stryMutAct_9fa48("214") ? {} : (stryCov_9fa48("214"), {
      queue: stryMutAct_9fa48("215") ? context.queue : (stryCov_9fa48("215"), context.queue.slice(1))
    }))),
    assignPick: assign(stryMutAct_9fa48("216") ? () => undefined : (stryCov_9fa48("216"), ({
      context
    }, pick: TicketPick) => stryMutAct_9fa48("217") ? {} : (stryCov_9fa48("217"), {
      picks: addPick(context.betType, context.picks, pick),
      banner: null
    }))),
    removePick: assign(stryMutAct_9fa48("218") ? () => undefined : (stryCov_9fa48("218"), ({
      context
    }, eventId: number) => stryMutAct_9fa48("219") ? {} : (stryCov_9fa48("219"), {
      picks: stryMutAct_9fa48("220") ? context.picks : (stryCov_9fa48("220"), context.picks.filter(stryMutAct_9fa48("221") ? () => undefined : (stryCov_9fa48("221"), pick => stryMutAct_9fa48("224") ? pick.event_id === eventId : stryMutAct_9fa48("223") ? false : stryMutAct_9fa48("222") ? true : (stryCov_9fa48("222", "223", "224"), pick.event_id !== eventId)))),
      banner: null
    }))),
    clearTicket: assign(stryMutAct_9fa48("225") ? {} : (stryCov_9fa48("225"), {
      picks: stryMutAct_9fa48("226") ? ["Stryker was here"] : (stryCov_9fa48("226"), []),
      stake: null,
      banner: null,
      queue: stryMutAct_9fa48("227") ? ["Stryker was here"] : (stryCov_9fa48("227"), []),
      followWanted: null,
      following: stryMutAct_9fa48("228") ? ["Stryker was here"] : (stryCov_9fa48("228"), [])
    })),
    addFollowWanted: assign(stryMutAct_9fa48("229") ? () => undefined : (stryCov_9fa48("229"), ({
      context
    }, eventIds: readonly number[] | undefined) => stryMutAct_9fa48("230") ? {} : (stryCov_9fa48("230"), {
      followWanted: wantFollow(context.followWanted, eventIds)
    }))),
    startFollow: assign(stryMutAct_9fa48("231") ? () => undefined : (stryCov_9fa48("231"), ({
      context
    }) => stryMutAct_9fa48("232") ? {} : (stryCov_9fa48("232"), {
      following: picksToFollow(context.picks, context.followWanted),
      followWanted: null
    }))),
    dropFollow: assign(stryMutAct_9fa48("233") ? {} : (stryCov_9fa48("233"), {
      followWanted: null
    })),
    assignBetType: assign(stryMutAct_9fa48("234") ? () => undefined : (stryCov_9fa48("234"), (_, betType: BetType) => stryMutAct_9fa48("235") ? {} : (stryCov_9fa48("235"), {
      betType
    }))),
    assignStake: assign(stryMutAct_9fa48("236") ? () => undefined : (stryCov_9fa48("236"), (_, stake: number | null) => stryMutAct_9fa48("237") ? {} : (stryCov_9fa48("237"), {
      stake
    }))),
    assignFollowed: assign(stryMutAct_9fa48("238") ? () => undefined : (stryCov_9fa48("238"), ({
      context
    }, results: FollowedPick[]) => stryMutAct_9fa48("239") ? {} : (stryCov_9fa48("239"), {
      picks: followPicks(context.picks, results)
    }))),
    assignPickErrors: assign(stryMutAct_9fa48("240") ? () => undefined : (stryCov_9fa48("240"), ({
      context
    }, errors: PickError[]) => stryMutAct_9fa48("241") ? {} : (stryCov_9fa48("241"), {
      picks: applyPickErrors(context.betType, context.picks, errors),
      banner: bannerOf(context.betType, context.picks, errors)
    }))),
    // Provided by the UI: the accessible alert 'ไม่ สำเร็จ คู่ปิด'.
    alertClosedPick: () => undefined,
    alertCheckFailed: (_, message: string) => {
      if (stryMutAct_9fa48("242")) {
        {}
      } else {
        stryCov_9fa48("242");
        console.error(stryMutAct_9fa48("243") ? `` : (stryCov_9fa48("243"), `ticket: the pick could not be checked: ${message}`));
      }
    }
  })
})).createMachine(stryMutAct_9fa48("244") ? {} : (stryCov_9fa48("244"), {
  id: stryMutAct_9fa48("245") ? "" : (stryCov_9fa48("245"), 'ticket'),
  context: stryMutAct_9fa48("246") ? () => undefined : (stryCov_9fa48("246"), ({
    input
  }) => stryMutAct_9fa48("247") ? {} : (stryCov_9fa48("247"), {
    betType: input.betType,
    picks: stryMutAct_9fa48("248") ? ["Stryker was here"] : (stryCov_9fa48("248"), []),
    stake: null,
    banner: null,
    // Stryker disable next-line ArrayDeclaration: equivalent, a queued entry of no bet type is dropped as stale before the first snapshot.
    queue: [],
    followWanted: null,
    following: stryMutAct_9fa48("250") ? ["Stryker was here"] : (stryCov_9fa48("250"), [])
  })),
  initial: stryMutAct_9fa48("251") ? "" : (stryCov_9fa48("251"), 'idle'),
  on: stryMutAct_9fa48("252") ? {} : (stryCov_9fa48("252"), {
    'ticket.add': stryMutAct_9fa48("253") ? {} : (stryCov_9fa48("253"), {
      actions: stryMutAct_9fa48("254") ? {} : (stryCov_9fa48("254"), {
        type: stryMutAct_9fa48("255") ? "" : (stryCov_9fa48("255"), 'enqueue'),
        params: stryMutAct_9fa48("256") ? () => undefined : (stryCov_9fa48("256"), ({
          event
        }) => stryMutAct_9fa48("257") ? [] : (stryCov_9fa48("257"), [event.request]))
      })
    }),
    'ticket.restore': stryMutAct_9fa48("258") ? {} : (stryCov_9fa48("258"), {
      actions: stryMutAct_9fa48("259") ? {} : (stryCov_9fa48("259"), {
        type: stryMutAct_9fa48("260") ? "" : (stryCov_9fa48("260"), 'enqueue'),
        params: stryMutAct_9fa48("261") ? () => undefined : (stryCov_9fa48("261"), ({
          event
        }) => event.requests)
      })
    }),
    'ticket.remove': stryMutAct_9fa48("262") ? {} : (stryCov_9fa48("262"), {
      actions: stryMutAct_9fa48("263") ? [] : (stryCov_9fa48("263"), [stryMutAct_9fa48("264") ? {} : (stryCov_9fa48("264"), {
        type: stryMutAct_9fa48("265") ? "" : (stryCov_9fa48("265"), 'removePick'),
        params: stryMutAct_9fa48("266") ? () => undefined : (stryCov_9fa48("266"), ({
          event
        }) => event.eventId)
      }), stryMutAct_9fa48("267") ? {} : (stryCov_9fa48("267"), {
        type: stryMutAct_9fa48("268") ? "" : (stryCov_9fa48("268"), 'tellPopupNow'),
        params: stryMutAct_9fa48("269") ? () => undefined : (stryCov_9fa48("269"), ({
          context
        }) => stryMutAct_9fa48("273") ? context.picks.length <= 0 : stryMutAct_9fa48("272") ? context.picks.length >= 0 : stryMutAct_9fa48("271") ? false : stryMutAct_9fa48("270") ? true : (stryCov_9fa48("270", "271", "272", "273"), context.picks.length > 0))
      })])
    }),
    'ticket.stake': stryMutAct_9fa48("274") ? {} : (stryCov_9fa48("274"), {
      actions: stryMutAct_9fa48("275") ? {} : (stryCov_9fa48("275"), {
        type: stryMutAct_9fa48("276") ? "" : (stryCov_9fa48("276"), 'assignStake'),
        params: stryMutAct_9fa48("277") ? () => undefined : (stryCov_9fa48("277"), ({
          event
        }) => event.stake)
      })
    }),
    'ticket.pickErrors': stryMutAct_9fa48("278") ? {} : (stryCov_9fa48("278"), {
      actions: stryMutAct_9fa48("279") ? {} : (stryCov_9fa48("279"), {
        type: stryMutAct_9fa48("280") ? "" : (stryCov_9fa48("280"), 'assignPickErrors'),
        params: stryMutAct_9fa48("281") ? () => undefined : (stryCov_9fa48("281"), ({
          event
        }) => event.errors)
      })
    }),
    'ticket.clear': stryMutAct_9fa48("282") ? {} : (stryCov_9fa48("282"), {
      target: stryMutAct_9fa48("283") ? "" : (stryCov_9fa48("283"), '.idle'),
      actions: stryMutAct_9fa48("284") ? "" : (stryCov_9fa48("284"), 'clearTicket')
    }),
    'ticket.follow': stryMutAct_9fa48("285") ? {} : (stryCov_9fa48("285"), {
      guard: stryMutAct_9fa48("286") ? "" : (stryCov_9fa48("286"), 'hasPicks'),
      actions: stryMutAct_9fa48("287") ? {} : (stryCov_9fa48("287"), {
        type: stryMutAct_9fa48("288") ? "" : (stryCov_9fa48("288"), 'addFollowWanted'),
        params: stryMutAct_9fa48("289") ? () => undefined : (stryCov_9fa48("289"), ({
          event
        }) => event.eventIds)
      })
    }),
    'ticket.betType': stryMutAct_9fa48("290") ? {} : (stryCov_9fa48("290"), {
      // Switching tab clears the ticket only when the bet type changes.
      guard: stryMutAct_9fa48("291") ? "" : (stryCov_9fa48("291"), 'isOtherBetType'),
      target: stryMutAct_9fa48("292") ? "" : (stryCov_9fa48("292"), '.idle'),
      actions: stryMutAct_9fa48("293") ? [] : (stryCov_9fa48("293"), [stryMutAct_9fa48("294") ? "" : (stryCov_9fa48("294"), 'clearTicket'), stryMutAct_9fa48("295") ? {} : (stryCov_9fa48("295"), {
        type: stryMutAct_9fa48("296") ? "" : (stryCov_9fa48("296"), 'assignBetType'),
        params: stryMutAct_9fa48("297") ? () => undefined : (stryCov_9fa48("297"), ({
          event
        }) => event.betType)
      })])
    })
  }),
  states: stryMutAct_9fa48("298") ? {} : (stryCov_9fa48("298"), {
    idle: stryMutAct_9fa48("299") ? {} : (stryCov_9fa48("299"), {
      entry: stryMutAct_9fa48("300") ? {} : (stryCov_9fa48("300"), {
        type: stryMutAct_9fa48("301") ? "" : (stryCov_9fa48("301"), 'tellPopup'),
        params: stryMutAct_9fa48("302") ? () => undefined : (stryCov_9fa48("302"), ({
          context
        }) => stryMutAct_9fa48("306") ? context.picks.length <= 0 : stryMutAct_9fa48("305") ? context.picks.length >= 0 : stryMutAct_9fa48("304") ? false : stryMutAct_9fa48("303") ? true : (stryCov_9fa48("303", "304", "305", "306"), context.picks.length > 0))
      }),
      always: stryMutAct_9fa48("307") ? [] : (stryCov_9fa48("307"), [stryMutAct_9fa48("308") ? {} : (stryCov_9fa48("308"), {
        guard: stryMutAct_9fa48("309") ? "" : (stryCov_9fa48("309"), 'isStaleRequest'),
        actions: stryMutAct_9fa48("310") ? "" : (stryCov_9fa48("310"), 'dequeue')
      }), stryMutAct_9fa48("311") ? {} : (stryCov_9fa48("311"), {
        guard: stryMutAct_9fa48("312") ? "" : (stryCov_9fa48("312"), 'hasQueuedPick'),
        target: stryMutAct_9fa48("313") ? "" : (stryCov_9fa48("313"), 'checking')
      }), stryMutAct_9fa48("314") ? {} : (stryCov_9fa48("314"), {
        guard: stryMutAct_9fa48("315") ? "" : (stryCov_9fa48("315"), 'hasFollowDue'),
        target: stryMutAct_9fa48("316") ? "" : (stryCov_9fa48("316"), 'following'),
        actions: stryMutAct_9fa48("317") ? "" : (stryCov_9fa48("317"), 'startFollow')
      }), // Wanted for events no held pick belongs to (removed meanwhile): nothing to read.
      stryMutAct_9fa48("318") ? {} : (stryCov_9fa48("318"), {
        guard: stryMutAct_9fa48("319") ? "" : (stryCov_9fa48("319"), 'hasFollowWanted'),
        actions: stryMutAct_9fa48("320") ? "" : (stryCov_9fa48("320"), 'dropFollow')
      })])
    }),
    // The picks named re-read; clicks meanwhile wait in the queue, follows meanwhile are gathered
    // for the next round, a clear or a tab of another bet type cancels it.
    following: stryMutAct_9fa48("321") ? {} : (stryCov_9fa48("321"), {
      // A round starts only for held picks (hasFollowDue): there is one to show.
      entry: stryMutAct_9fa48("322") ? {} : (stryCov_9fa48("322"), {
        type: stryMutAct_9fa48("323") ? "" : (stryCov_9fa48("323"), 'tellPopup'),
        params: stryMutAct_9fa48("324") ? false : (stryCov_9fa48("324"), true)
      }),
      invoke: stryMutAct_9fa48("325") ? {} : (stryCov_9fa48("325"), {
        src: stryMutAct_9fa48("326") ? "" : (stryCov_9fa48("326"), 'followPicks'),
        input: stryMutAct_9fa48("327") ? () => undefined : (stryCov_9fa48("327"), ({
          context
        }) => stryMutAct_9fa48("328") ? {} : (stryCov_9fa48("328"), {
          betType: context.betType,
          picks: context.following
        })),
        onDone: stryMutAct_9fa48("329") ? {} : (stryCov_9fa48("329"), {
          target: stryMutAct_9fa48("330") ? "" : (stryCov_9fa48("330"), 'resting'),
          actions: stryMutAct_9fa48("331") ? {} : (stryCov_9fa48("331"), {
            type: stryMutAct_9fa48("332") ? "" : (stryCov_9fa48("332"), 'assignFollowed'),
            params: stryMutAct_9fa48("333") ? () => undefined : (stryCov_9fa48("333"), ({
              event
            }) => event.output)
          })
        }),
        onError: stryMutAct_9fa48("334") ? {} : (stryCov_9fa48("334"), {
          target: stryMutAct_9fa48("335") ? "" : (stryCov_9fa48("335"), 'resting')
        })
      })
    }),
    // The gap between two rounds of re-reads; a click is checked at once.
    resting: stryMutAct_9fa48("336") ? {} : (stryCov_9fa48("336"), {
      entry: stryMutAct_9fa48("337") ? {} : (stryCov_9fa48("337"), {
        type: stryMutAct_9fa48("338") ? "" : (stryCov_9fa48("338"), 'tellPopup'),
        params: stryMutAct_9fa48("339") ? () => undefined : (stryCov_9fa48("339"), ({
          context
        }) => stryMutAct_9fa48("343") ? context.picks.length <= 0 : stryMutAct_9fa48("342") ? context.picks.length >= 0 : stryMutAct_9fa48("341") ? false : stryMutAct_9fa48("340") ? true : (stryCov_9fa48("340", "341", "342", "343"), context.picks.length > 0))
      }),
      always: stryMutAct_9fa48("344") ? {} : (stryCov_9fa48("344"), {
        guard: stryMutAct_9fa48("345") ? "" : (stryCov_9fa48("345"), 'hasQueuedPick'),
        target: stryMutAct_9fa48("346") ? "" : (stryCov_9fa48("346"), 'checking')
      }),
      after: stryMutAct_9fa48("347") ? {} : (stryCov_9fa48("347"), {
        followGap: stryMutAct_9fa48("348") ? {} : (stryCov_9fa48("348"), {
          target: stryMutAct_9fa48("349") ? "" : (stryCov_9fa48("349"), 'idle')
        })
      })
    }),
    checking: stryMutAct_9fa48("350") ? {} : (stryCov_9fa48("350"), {
      entry: stryMutAct_9fa48("351") ? {} : (stryCov_9fa48("351"), {
        type: stryMutAct_9fa48("352") ? "" : (stryCov_9fa48("352"), 'tellPopup'),
        params: stryMutAct_9fa48("353") ? false : (stryCov_9fa48("353"), true)
      }),
      invoke: stryMutAct_9fa48("354") ? {} : (stryCov_9fa48("354"), {
        src: stryMutAct_9fa48("355") ? "" : (stryCov_9fa48("355"), 'checkPick'),
        input: stryMutAct_9fa48("356") ? () => undefined : (stryCov_9fa48("356"), ({
          context
        }) => context.queue[0] as PickRequest),
        onDone: stryMutAct_9fa48("357") ? [] : (stryCov_9fa48("357"), [stryMutAct_9fa48("358") ? {} : (stryCov_9fa48("358"), {
          guard: stryMutAct_9fa48("359") ? () => undefined : (stryCov_9fa48("359"), ({
            event
          }) => stryMutAct_9fa48("362") ? event.output.ok || event.output.data !== null : stryMutAct_9fa48("361") ? false : stryMutAct_9fa48("360") ? true : (stryCov_9fa48("360", "361", "362"), event.output.ok && (stryMutAct_9fa48("364") ? event.output.data === null : stryMutAct_9fa48("363") ? true : (stryCov_9fa48("363", "364"), event.output.data !== null)))),
          target: stryMutAct_9fa48("365") ? "" : (stryCov_9fa48("365"), 'idle'),
          actions: stryMutAct_9fa48("366") ? [] : (stryCov_9fa48("366"), [stryMutAct_9fa48("367") ? {} : (stryCov_9fa48("367"), {
            type: stryMutAct_9fa48("368") ? "" : (stryCov_9fa48("368"), 'assignPick'),
            params: stryMutAct_9fa48("369") ? () => undefined : (stryCov_9fa48("369"), ({
              event
            }) => (event.output as {
              ok: true;
              data: TicketPick;
            }).data)
          }), stryMutAct_9fa48("370") ? "" : (stryCov_9fa48("370"), 'dequeue')])
        }), stryMutAct_9fa48("371") ? {} : (stryCov_9fa48("371"), {
          guard: stryMutAct_9fa48("372") ? () => undefined : (stryCov_9fa48("372"), ({
            event
          }) => event.output.ok),
          target: stryMutAct_9fa48("373") ? "" : (stryCov_9fa48("373"), 'idle'),
          actions: stryMutAct_9fa48("374") ? [] : (stryCov_9fa48("374"), [stryMutAct_9fa48("375") ? "" : (stryCov_9fa48("375"), 'alertClosedPick'), stryMutAct_9fa48("376") ? "" : (stryCov_9fa48("376"), 'dequeue')])
        }), stryMutAct_9fa48("377") ? {} : (stryCov_9fa48("377"), {
          target: stryMutAct_9fa48("378") ? "" : (stryCov_9fa48("378"), 'idle'),
          actions: stryMutAct_9fa48("379") ? [] : (stryCov_9fa48("379"), [stryMutAct_9fa48("380") ? {} : (stryCov_9fa48("380"), {
            type: stryMutAct_9fa48("381") ? "" : (stryCov_9fa48("381"), 'alertCheckFailed'),
            // Stryker disable next-line StringLiteral: equivalent, this branch is reached only by a failed outcome.
            params: stryMutAct_9fa48("382") ? () => undefined : (stryCov_9fa48("382"), ({
              event
            }) => event.output.ok ? '' : event.output.message)
          }), stryMutAct_9fa48("384") ? "" : (stryCov_9fa48("384"), 'dequeue')])
        })]),
        onError: stryMutAct_9fa48("385") ? {} : (stryCov_9fa48("385"), {
          target: stryMutAct_9fa48("386") ? "" : (stryCov_9fa48("386"), 'idle'),
          actions: stryMutAct_9fa48("387") ? [] : (stryCov_9fa48("387"), [stryMutAct_9fa48("388") ? {} : (stryCov_9fa48("388"), {
            type: stryMutAct_9fa48("389") ? "" : (stryCov_9fa48("389"), 'alertCheckFailed'),
            params: stryMutAct_9fa48("390") ? () => undefined : (stryCov_9fa48("390"), ({
              event
            }) => String(event.error))
          }), stryMutAct_9fa48("391") ? "" : (stryCov_9fa48("391"), 'dequeue')])
        })
      })
    })
  })
}));