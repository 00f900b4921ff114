// @ts-nocheck
// Rebuilds the positional events of an odds reply into objects, by the names in `structures`
// (the member API's odds lists: see contract/oddsList.ts). Whatever arrives, this never throws: a
// reply that is not a valid odds reply becomes `{ ok: false }`, an event that cannot be read is
// skipped, a field that cannot be read takes its default.
import type {
  InWho,
  OddsEvent,
  WireOddsEntry,
  WireRowSetting,
  WireTournament,
  MarketType,
  PriceOption,
} from '@contract/oddsList';

export type DecodedReply =
  | {
      ok: true;
      fullload: boolean;
      /** null when the reply carried none: the next call must then be a full load. */
      changeId: number | null;
      eventCloseIds: number[];
      events: OddsEvent[];
      /** Events that could not be read (not an array, or no event_id). */
      skipped: number;
    }
  | { ok: false; message: string };

/** `Number()` of a wire value, NaN (and anything not a number or a numeric string) read as 0. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string' || typeof value === 'boolean') {
    const n = Number(value);
    return Number.isFinite(n) ? n : 0;
  }
  return 0;
}

/** A text field: null (or anything that is not text) becomes "", a number keeps its digits. */
export function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return String(value);
  return '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toMarketType(value: unknown): MarketType | null {
  switch (value) {
    case 'Handicap':
    case 'OverUnder':
    case '1x2':
    case 'OE':
    case 'FH_Handicap':
    case 'FH_OverUnder':
    case 'FH_1x2':
      return value;
    default:
      return null;
  }
}

function toPriceOption(value: unknown): PriceOption | null {
  return value === 'h' || value === 'a' || value === 'x' ? value : null;
}

/** The favourite side: '1' home gives the handicap, '2' away; numbers are accepted too. */
function toInWho(value: unknown): InWho {
  const text = toText(value);
  return text === '1' || text === '2' ? text : '';
}

function decodeTournament(value: unknown): WireTournament {
  if (!isRecord(value))
    return { tournament_id: 0, name_en: '', name_th: '', info_en: '', info_th: '' };
  return {
    tournament_id: toNumber(value.tournament_id),
    name_en: toText(value.name_en),
    name_th: toText(value.name_th),
    info_en: toText(value.info_en),
    info_th: toText(value.info_th),
  };
}

function decodeRowSettings(value: unknown): WireRowSetting[] {
  const settings: WireRowSetting[] = [];
  if (!Array.isArray(value)) return settings;
  for (const item of value) {
    if (!isRecord(item)) continue;
    settings.push({
      sort_row: toNumber(item.sort_row),
      w_is_open: toNumber(item.w_is_open),
      st_w_is_open: toNumber(item.st_w_is_open),
    });
  }
  return settings;
}

function decodePrices(value: unknown): WireOddsEntry['prices'] {
  const prices: WireOddsEntry['prices'] = [];
  if (!Array.isArray(value)) return prices;
  for (const item of value) {
    if (!isRecord(item)) continue;
    const option = toPriceOption(item.option);
    if (option === null) continue;
    prices.push({ option, price: toNumber(item.price) });
  }
  return prices;
}

function decodeOddsEntry(value: unknown): WireOddsEntry | null {
  if (!isRecord(value)) return null;
  const marketType = toMarketType(value.market_type);
  if (marketType === null) return null;
  return {
    market_type: marketType,
    sort_row: toNumber(value.sort_row),
    in_who: toInWho(value.in_who),
    id: toNumber(value.id),
    odds_id: toNumber(value.odds_id),
    point: toNumber(value.point),
    calcBall_h: toText(value.calcBall_h),
    calcBall_a: toText(value.calcBall_a),
    prices: decodePrices(value.prices),
  };
}

function decodeOdds(value: unknown): WireOddsEntry[] {
  const odds: WireOddsEntry[] = [];
  if (!Array.isArray(value)) return odds;
  for (const item of value) {
    const entry = decodeOddsEntry(item);
    if (entry !== null) odds.push(entry);
  }
  return odds;
}

/** Where each known field sits in an event array; -1 when `structures` does not name it. */
interface FieldPositions {
  event_id: number;
  sport_type_id: number;
  tournament: number;
  home_en: number;
  home_th: number;
  away_en: number;
  away_th: number;
  real_kickoff_time: number;
  show_time: number;
  is_live: number;
  channel_live: number;
  period: number;
  period_start_time: number;
  live_home_score: number;
  live_away_score: number;
  home_red_cards: number;
  away_red_cards: number;
  setting_w_b_l: number;
  odds: number;
  calculate_data_odds_all: number;
}

interface Layout {
  at: FieldPositions;
  /** Names the client does not know, with their positions: kept on the event as `extra`. */
  unknown: [string, number][];
}

function readLayout(structures: readonly string[]): Layout {
  const at: FieldPositions = {
    event_id: -1,
    sport_type_id: -1,
    tournament: -1,
    home_en: -1,
    home_th: -1,
    away_en: -1,
    away_th: -1,
    real_kickoff_time: -1,
    show_time: -1,
    is_live: -1,
    channel_live: -1,
    period: -1,
    period_start_time: -1,
    live_home_score: -1,
    live_away_score: -1,
    home_red_cards: -1,
    away_red_cards: -1,
    setting_w_b_l: -1,
    odds: -1,
    calculate_data_odds_all: -1,
  };
  const unknown: [string, number][] = [];
  structures.forEach((name, position) => {
    if (Object.prototype.hasOwnProperty.call(at, name)) {
      const key = name as keyof FieldPositions;
      // The first position of a repeated name wins, so a stray duplicate cannot shadow it.
      if (at[key] === -1) at[key] = position;
    } else {
      unknown.push([name, position]);
    }
  });
  return { at, unknown };
}

function field(row: readonly unknown[], position: number): unknown {
  return position >= 0 && position < row.length ? row[position] : null;
}

/** One event from its positional array, or null when it has no readable event_id. */
function decodeEvent(row: unknown, layout: Layout): OddsEvent | null {
  if (!Array.isArray(row)) return null;
  const at = layout.at;
  const eventId = toNumber(field(row, at.event_id));
  if (eventId === 0) return null;
  let extra: Record<string, unknown> | undefined;
  if (layout.unknown.length > 0) {
    extra = {};
    for (const [name, position] of layout.unknown) extra[name] = field(row, position);
  }
  const calculated = field(row, at.calculate_data_odds_all);
  return {
    event_id: eventId,
    sport_type_id: toNumber(field(row, at.sport_type_id)),
    tournament: decodeTournament(field(row, at.tournament)),
    home_en: toText(field(row, at.home_en)),
    home_th: toText(field(row, at.home_th)),
    away_en: toText(field(row, at.away_en)),
    away_th: toText(field(row, at.away_th)),
    real_kickoff_time: toText(field(row, at.real_kickoff_time)),
    show_time: toText(field(row, at.show_time)),
    is_live: toNumber(field(row, at.is_live)),
    channel_live: toText(field(row, at.channel_live)),
    period: toText(field(row, at.period)),
    period_start_time: toNumber(field(row, at.period_start_time)),
    live_home_score: toText(field(row, at.live_home_score)),
    live_away_score: toText(field(row, at.live_away_score)),
    home_red_cards: toText(field(row, at.home_red_cards)),
    away_red_cards: toText(field(row, at.away_red_cards)),
    setting_w_b_l: decodeRowSettings(field(row, at.setting_w_b_l)),
    odds: decodeOdds(field(row, at.odds)),
    calculate_data_odds_all: calculated === null || calculated === undefined ? '' : calculated,
    extra,
  };
}

function decodeEventCloseIds(value: unknown): number[] {
  const ids: number[] = [];
  if (!Array.isArray(value)) return ids;
  for (const item of value) {
    const id = toNumber(item);
    if (id !== 0) ids.push(id);
  }
  return ids;
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((name) => typeof name === 'string');
}

function failure(payload: unknown): DecodedReply {
  const message = isRecord(payload) ? toText(payload.message) : '';
  return { ok: false, message: message === '' ? 'error' : message };
}

/**
 * Reads an odds reply. A valid reply has `state: true` and a `data` list; `structures` must name the
 * positions whenever there are events. Events repeated in one reply keep their first place and
 * their last content.
 */
export function decodeOddsReply(payload: unknown): DecodedReply {
  if (!isRecord(payload) || payload.state !== true || !Array.isArray(payload.data)) {
    return failure(payload);
  }
  const data: unknown[] = payload.data;
  const structures = payload.structures;
  if (data.length > 0 && !isStringList(structures)) return failure(payload);
  // Stryker disable next-line ArrayDeclaration: without structures only an empty data list gets here
  const layout = readLayout(isStringList(structures) ? structures : []);
  const events: OddsEvent[] = [];
  const placeOf = new Map<number, number>();
  let skipped = 0;
  for (const row of data) {
    const event = decodeEvent(row, layout);
    if (event === null) {
      skipped += 1;
      continue;
    }
    const place = placeOf.get(event.event_id);
    if (place === undefined) {
      placeOf.set(event.event_id, events.length);
      events.push(event);
    } else {
      events[place] = event;
    }
  }
  const changeId = toNumber(payload.change_id);
  return {
    ok: true,
    // Only an explicit `false` is a delta: a reply that does not say is safest read as a full list.
    fullload: payload.fullload !== false,
    changeId: changeId === 0 ? null : changeId,
    eventCloseIds: decodeEventCloseIds(payload.event_close_id),
    events,
    skipped,
  };
}
