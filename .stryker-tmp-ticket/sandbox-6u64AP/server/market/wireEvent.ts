// @ts-nocheck
// One event as the odds lists put it on the wire: named fields, then a positional array in the
// order of `structures` (the wire's rule: the order is not fixed, clients decode by name).
import type { OddsType } from '@contract/wire';
import type { EVENT_FIELDS, WireOddsEntry, WireRowSetting } from '@contract/oddsList';
import { bangkokClock, bangkokDateTime } from '@contract/bangkok';
import type { Snapshot } from './matchState';
import { handicapDisplay, lineNotation, priceInOddsType } from './oddsFormat';
import type { PricedEntry } from './pricing';
import { ENTRY_ID_STRIDE, ODDS_ID_OFFSET } from './schedule';
import type { EventPlan } from './schedule';

export type EventField = (typeof EVENT_FIELDS)[number];

/** The odds entry id (`id`) of a slot. */
export function entryIdOf(eventId: number, slot: number): number {
  return eventId * ENTRY_ID_STRIDE + slot;
}

/** What a ticket calls `odd_id`. */
export function oddsIdOf(eventId: number, slot: number): number {
  return eventId * ENTRY_ID_STRIDE + ODDS_ID_OFFSET + slot;
}

/** Handicap lines show on the giving side; totals show on calcBall_h; 1x2 and OE have no line. */
export function wireOddsEntry(eventId: number, e: PricedEntry, oddsType: OddsType): WireOddsEntry {
  // Built field by field without spreads: a full early list encodes a few hundred thousand of these.
  const prices: WireOddsEntry['prices'] = [];
  for (const p of e.prices)
    prices.push({ option: p.option, price: priceInOddsType(p.price, oddsType, e.market) });
  let inWho: WireOddsEntry['in_who'] = '';
  let point = 0;
  let calcBallH = '';
  let calcBallA = '';
  if (e.market === 'Handicap' || e.market === 'FH_Handicap') {
    const shown = handicapDisplay(e.line);
    inWho = shown.in_who;
    point = shown.point;
    calcBallH = shown.calcBall_h;
    calcBallA = shown.calcBall_a;
  } else if (e.market === 'OverUnder' || e.market === 'FH_OverUnder') {
    point = e.line;
    calcBallH = lineNotation(e.line);
  }
  return {
    market_type: e.market,
    sort_row: e.sortRow,
    in_who: inWho,
    id: entryIdOf(eventId, e.slot),
    odds_id: oddsIdOf(eventId, e.slot),
    point,
    calcBall_h: calcBallH,
    calcBall_a: calcBallA,
    prices,
  };
}

export function rowSettings(s: Snapshot): WireRowSetting[] {
  return s.rowOpen.map((open, i) => ({
    sort_row: i + 1,
    w_is_open: open,
    st_w_is_open: s.stepOpen[i] ?? 0,
  }));
}

/** The named fields of one event; `channel_live` is null when no stream is allowed (the client maps it to ""). */
export function wireEventFields(
  plan: EventPlan,
  s: Snapshot,
  entries: readonly PricedEntry[],
  oddsType: OddsType,
): Record<EventField, unknown> {
  const live = s.phase === 'live';
  return {
    event_id: plan.eventId,
    sport_type_id: plan.sport.id,
    tournament: {
      tournament_id: plan.tournament.id,
      name_en: plan.tournament.en,
      name_th: plan.tournament.th,
      info_en: '',
      info_th: '',
    },
    home_en: plan.home.en,
    home_th: plan.home.th,
    away_en: plan.away.en,
    away_th: plan.away.th,
    real_kickoff_time: bangkokDateTime(plan.kickoffMs),
    show_time: bangkokClock(plan.kickoffMs),
    is_live: live ? 1 : 0,
    channel_live: live && plan.streamId !== '' ? plan.streamId : null,
    period: s.period,
    period_start_time: s.minute,
    live_home_score: String(s.home),
    live_away_score: String(s.away),
    home_red_cards: String(s.homeRed),
    away_red_cards: String(s.awayRed),
    setting_w_b_l: rowSettings(s),
    odds: entries.map((e) => wireOddsEntry(plan.eventId, e, oddsType)),
    calculate_data_odds_all: null,
  };
}

export function toPositional(
  fields: Record<EventField, unknown>,
  structures: readonly EventField[],
): unknown[] {
  return structures.map((name) => fields[name]);
}
