// @ts-nocheck
// The shapes the worker hands to the UI: view models ready to render, and the messages that carry
// them. The UI imports the types with `import type`; the constants are small tables it may mirror.
import type { SortTime } from '@contract/wire';
import type { InWho, ListKind, MarketType } from '@contract/oddsList';

export const TABLE_TYPES = ['f-line', 's-line', 'd-line', 'h-line'] as const;
/** storageFilter.sortTypeTable: full-time line, single line, double line, half-time line. */
export type TableType = (typeof TABLE_TYPES)[number];
/** The table actually drawn: the member's table type, or the Muay Thai table for sport 44. */
export type Layout = TableType | 'muay';
/** storageFilter.sortTypeTime. */
export type SortTypeTime = 'normal' | 'time';

/** What a ticket pick needs from the odds entry behind a price (besides the price itself). */
export interface MarketRef {
  id: number;
  odds_id: number;
  in_who: InWho;
  point: number;
}

/**
 * The odds entries behind a row's markets, packed in one string: `;<market>,<id>,<odds_id>,<in_who>,<point>`
 * once for each market the row has. The main thread holds every row of its lists (~6,600 rows for
 * ~3,000 events) and reads an entry only when its price is picked: one string a row instead of an
 * object a market, each with three boxed numbers, was a quarter of the main thread's objects and
 * what its garbage collections marked. Numbers are written by `String`, which reads back
 * the same number.
 */
export type PackedMarkets = string;

const entryStart = (market: MarketType) => `;${market},`;

/** `packed` with `market`'s entry added; a market already packed keeps its first entry. */
export function packMarketRef(
  packed: PackedMarkets,
  market: MarketType,
  ref: MarketRef,
): PackedMarkets {
  if (packed.includes(entryStart(market))) return packed;
  return `${packed}${entryStart(market)}${ref.id},${ref.odds_id},${ref.in_who},${ref.point}`;
}

/** The entry packed for `market`, or undefined when the row has none. */
export function marketRefOf(packed: PackedMarkets, market: MarketType): MarketRef | undefined {
  const start = packed.indexOf(entryStart(market));
  if (start < 0) return undefined;
  const from = start + market.length + 2;
  const end = packed.indexOf(';', from);
  const [id = '', oddsId = '', inWho = '', point = ''] = packed
    .slice(from, end < 0 ? undefined : end)
    .split(',');
  return {
    id: Number(id),
    odds_id: Number(oddsId),
    in_who: inWho === '1' || inWho === '2' ? inWho : '',
    point: Number(point),
  };
}

/** Every price of a derived price row, named as the wire names them. */
export const PRICE_FIELDS = [
  'handicap_h',
  'handicap_a',
  'overUnder_h',
  'overUnder_a',
  'oneXtwo_h',
  'oneXtwo_x',
  'oneXtwo_a',
  'oe_h',
  'oe_a',
  'fh_handicap_h',
  'fh_handicap_a',
  'fh_overUnder_h',
  'fh_overUnder_a',
  'fh_oneXtwo_h',
  'fh_oneXtwo_x',
  'fh_oneXtwo_a',
] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];

/** The market and option behind each price field (for data-market / data-option and ticket picks). */
export const PRICE_CELLS: Readonly<
  Record<PriceField, { market_type: MarketType; option: 'h' | 'a' | 'x' }>
> = {
  handicap_h: { market_type: 'Handicap', option: 'h' },
  handicap_a: { market_type: 'Handicap', option: 'a' },
  overUnder_h: { market_type: 'OverUnder', option: 'h' },
  overUnder_a: { market_type: 'OverUnder', option: 'a' },
  oneXtwo_h: { market_type: '1x2', option: 'h' },
  oneXtwo_x: { market_type: '1x2', option: 'x' },
  oneXtwo_a: { market_type: '1x2', option: 'a' },
  oe_h: { market_type: 'OE', option: 'h' },
  oe_a: { market_type: 'OE', option: 'a' },
  fh_handicap_h: { market_type: 'FH_Handicap', option: 'h' },
  fh_handicap_a: { market_type: 'FH_Handicap', option: 'a' },
  fh_overUnder_h: { market_type: 'FH_OverUnder', option: 'h' },
  fh_overUnder_a: { market_type: 'FH_OverUnder', option: 'a' },
  fh_oneXtwo_h: { market_type: 'FH_1x2', option: 'h' },
  fh_oneXtwo_x: { market_type: 'FH_1x2', option: 'x' },
  fh_oneXtwo_a: { market_type: 'FH_1x2', option: 'a' },
};

/** Per price: true rose, false fell; a price that did not move has no entry. */
export type PriceChanges = Partial<Record<PriceField, boolean>>;

/**
 * One derived price row: the prices of one sort_row side by side. A price that is missing or zero
 * is left undefined (drawn blank or '-'); only the markets the layout shows are filled in.
 */
export interface PriceRow {
  /** sort_row of the odds entries; stable key of the row within its event. */
  sort_row_no: number;
  handicap_point: number | undefined;
  handicap_h: number | undefined;
  handicap_a: number | undefined;
  overUnder_point: number | undefined;
  overUnder_h: number | undefined;
  overUnder_a: number | undefined;
  oneXtwo_h: number | undefined;
  oneXtwo_x: number | undefined;
  oneXtwo_a: number | undefined;
  oe_h: number | undefined;
  oe_a: number | undefined;
  fh_handicap_point: number | undefined;
  fh_handicap_h: number | undefined;
  fh_handicap_a: number | undefined;
  fh_overUnder_point: number | undefined;
  fh_overUnder_h: number | undefined;
  fh_overUnder_a: number | undefined;
  fh_oneXtwo_h: number | undefined;
  fh_oneXtwo_x: number | undefined;
  fh_oneXtwo_a: number | undefined;
  /** Handicap as shown on the giving side ('0.5-1'), '' on the other. */
  calcBall_h: string | undefined;
  calcBall_a: string | undefined;
  calcBall_h_overUnder: string | undefined;
  calcBall_a_overUnder: string | undefined;
  fh_calcBall_h: string | undefined;
  fh_calcBall_a: string | undefined;
  fh_calcBall_h_overUnder: string | undefined;
  fh_calcBall_a_overUnder: string | undefined;
  /** The odds entry behind each market of the row, for building a ticket pick (`marketRefOf`). */
  markets: PackedMarkets;
  /** Against the prices of the previous refresh; undefined when nothing moved. */
  price_change: PriceChanges | undefined;
}

/** The live clock or kickoff cell of a match. */
export type MatchClock =
  /** period '5': 'HT', drawn blue. */
  | { kind: 'half-time' }
  /** A running match: period, minute and start time, drawn red. */
  | { kind: 'running'; period: string; minute: number; startTime: string }
  /** Not started: kickoff in 24-hour form, with its day ('dd/mm') for the early list. */
  | { kind: 'kickoff'; time: string; day: string };

/** Everything about an event except its prices; changes rarely (score, clock, red cards). */
export interface EventHead {
  eventId: number;
  tournamentId: number;
  sportTypeId: number;
  /** Both languages: the UI picks by locale. */
  home_en: string;
  home_th: string;
  away_en: string;
  away_th: string;
  realKickoffTime: string;
  isLive: boolean;
  clock: MatchClock;
  homeScore: string;
  awayScore: string;
  /** Red-card icons repeat by count; 0 shows none. */
  homeRedCards: number;
  awayRedCards: number;
  /** Highlighted team: in_who of the first row's handicap ('1' home, '2' away). */
  favourite: 'home' | 'away' | '';
  channelLive: string;
  /** Category 10035 draws team names in the bullfight font. */
  bullfightFont: boolean;
  /** The event's league (tournament) names, sent with a ticket pick. */
  league_en: string;
  league_th: string;
}

export interface EventView {
  /** event_id: the stable key of the event. */
  key: number;
  head: EventHead;
  rows: PriceRow[];
  /** Rows the first cell spans: 3 per price row in the double-line table, 1 per row elsewhere. */
  rowSpan: number;
  /** Single-line '+N': how many of 1x2, FH_1x2 and odd/even have a price in the first row. */
  moreCount: number;
}

export interface TournamentHead {
  tournamentId: number;
  name_en: string;
  name_th: string;
  isEsport: boolean;
  /** Any event of the group has a live channel. */
  liveIcon: boolean;
}

export interface TournamentGroupView {
  /** tournament_id: the stable key of the group. */
  key: number;
  head: TournamentHead;
  events: EventView[];
}

/** A league for the league-choice modal, before the league selection is applied. */
export interface LeagueOption {
  tournamentId: number;
  name_en: string;
  name_th: string;
  eventCount: number;
}

/** A league shown in the table, for the change-league popup: where its first group is. */
export interface LeagueJump extends LeagueOption {
  /** The key of the league's first group in the table (the one to jump to); `eventCount` counts all its groups. */
  groupKey: number;
}

export interface OddsListView {
  kind: ListKind;
  layout: Layout;
  changeId: number | null;
  /** Events shown, after every filter. */
  eventCount: number;
  groups: TournamentGroupView[];
  leagues: LeagueOption[];
  /** The leagues of `groups`, each once, in table order (after every filter). */
  jumps: LeagueJump[];
}

/** The client-side view settings (the filter bar), applied by the worker. */
export interface ViewQuery {
  kind: ListKind;
  layout: Layout;
  /** sc: single; step and mix hide more rows (see filter.ts). */
  betType: 'sc' | 'step' | 'mix';
  sortTypeTime: SortTypeTime;
  sortTime: SortTime;
  leagueAll: boolean;
  leagueIds: readonly number[];
  /** Team and league search text (beyond the spec); '' or absent shows everything. */
  search?: string;
  /** "Moving now": only these events (their prices moved more than once lately). */
  onlyEvents?: ReadonlySet<number> | null;
}

/**
 * A row of a changed event. For a row the UI already holds: its sort_row_no and only the fields
 * that changed (a field present with the value undefined was cleared). For a new row: all of it.
 */
export type RowPatch = Partial<PriceRow> & { sort_row_no: number };

/** A changed or new event: only what changed, rows by their sort_row_no. */
export interface EventPatch {
  key: number;
  /** The head fields that changed; the whole head for a new event. */
  head?: Partial<EventHead>;
  /** Changed or new rows. */
  rows?: RowPatch[];
  /** The row keys in order, present when rows were added, removed or reordered. */
  rowKeys?: number[];
  rowSpan: number;
  moreCount: number;
}

export interface GroupPatch {
  key: number;
  head?: TournamentHead;
  /** The group's event keys in order, present when they changed. */
  eventKeys?: number[];
}

/** Everything that changed between two views of one list, batched per refresh. */
export interface OddsListDelta {
  layout: Layout;
  changeId: number | null;
  eventCount: number;
  /** The group keys in order, present when groups were added, removed or reordered. */
  groupOrder?: number[];
  groups: GroupPatch[];
  events: EventPatch[];
  removedGroups: number[];
  removedEvents: number[];
  leagues?: LeagueOption[];
  jumps?: LeagueJump[];
}

/** A price's moves within the last minutes: shown on the board when more than one. */
export interface PriceMoveMark {
  up: number;
  down: number;
}

/** Worker to UI, one message per refresh of one list (and its moves after it, when they changed). */
export type OddsMessage =
  | { type: 'odds.full'; kind: ListKind; seq: number; view: OddsListView }
  /** Apply to the view of `baseSeq`; if the UI holds another, it asks for a resync. */
  | { type: 'odds.delta'; kind: ListKind; seq: number; baseSeq: number; delta: OddsListDelta }
  /** The call failed: the last good list stays on screen. */
  | { type: 'odds.error'; kind: ListKind; seq: number; message: string; status?: number }
  /**
   * The marks of the prices that moved more than once lately, by cell key (`event:row:field`),
   * only those that changed: null clears one. Apart from the rows, so a mark never redraws a row.
   */
  | { type: 'odds.moves'; kind: ListKind; moves: Record<string, PriceMoveMark | null> };
