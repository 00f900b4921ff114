// @ts-nocheck
// Structural equality of the pieces the worker caches and diffs. Each compares exactly the fields
// that reach the screen, and stops at the first difference: this is the cheap fingerprint that
// lets an unchanged event keep its derived view (and its object identity) across refreshes.
import type {
  EventHead,
  LeagueJump,
  LeagueOption,
  MatchClock,
  PriceChanges,
  PriceRow,
  TournamentHead,
} from './view';
import type { OddsEvent, WireOddsEntry, WireRowSetting, WireTournament } from '@contract/oddsList';

function sameTournament(a: WireTournament, b: WireTournament): boolean {
  return (
    a.tournament_id === b.tournament_id &&
    a.name_en === b.name_en &&
    a.name_th === b.name_th &&
    a.info_en === b.info_en &&
    a.info_th === b.info_th
  );
}

function sameSettings(a: readonly WireRowSetting[], b: readonly WireRowSetting[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (
      x.sort_row !== y.sort_row ||
      x.w_is_open !== y.w_is_open ||
      x.st_w_is_open !== y.st_w_is_open
    ) {
      return false;
    }
  }
  return true;
}

function sameOddsEntry(a: WireOddsEntry, b: WireOddsEntry): boolean {
  if (
    a.market_type !== b.market_type ||
    a.sort_row !== b.sort_row ||
    a.in_who !== b.in_who ||
    a.id !== b.id ||
    a.odds_id !== b.odds_id ||
    a.point !== b.point ||
    a.calcBall_h !== b.calcBall_h ||
    a.calcBall_a !== b.calcBall_a ||
    a.prices.length !== b.prices.length
  ) {
    return false;
  }
  for (let i = 0; i < a.prices.length; i++) {
    const x = a.prices[i]!;
    const y = b.prices[i]!;
    if (x.option !== y.option || x.price !== y.price) return false;
  }
  return true;
}

/** Two decoded events draw the same (calculate_data_odds_all and unknown fields are never drawn). */
export function sameOddsEvent(a: OddsEvent, b: OddsEvent): boolean {
  if (a === b) return true;
  if (
    a.event_id !== b.event_id ||
    a.sport_type_id !== b.sport_type_id ||
    a.home_en !== b.home_en ||
    a.home_th !== b.home_th ||
    a.away_en !== b.away_en ||
    a.away_th !== b.away_th ||
    a.real_kickoff_time !== b.real_kickoff_time ||
    a.show_time !== b.show_time ||
    a.is_live !== b.is_live ||
    a.channel_live !== b.channel_live ||
    a.period !== b.period ||
    a.period_start_time !== b.period_start_time ||
    a.live_home_score !== b.live_home_score ||
    a.live_away_score !== b.live_away_score ||
    a.home_red_cards !== b.home_red_cards ||
    a.away_red_cards !== b.away_red_cards ||
    a.odds.length !== b.odds.length ||
    !sameTournament(a.tournament, b.tournament) ||
    !sameSettings(a.setting_w_b_l, b.setting_w_b_l)
  ) {
    return false;
  }
  for (let i = 0; i < a.odds.length; i++) {
    if (!sameOddsEntry(a.odds[i]!, b.odds[i]!)) return false;
  }
  return true;
}

export function samePriceChanges(
  a: PriceChanges | undefined,
  b: PriceChanges | undefined,
): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  const keys = Object.keys(a) as (keyof PriceChanges)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => a[key] === b[key]);
}

export function samePriceRow(a: PriceRow, b: PriceRow): boolean {
  if (a === b) return true;
  if (
    a.sort_row_no !== b.sort_row_no ||
    a.handicap_point !== b.handicap_point ||
    a.handicap_h !== b.handicap_h ||
    a.handicap_a !== b.handicap_a ||
    a.overUnder_point !== b.overUnder_point ||
    a.overUnder_h !== b.overUnder_h ||
    a.overUnder_a !== b.overUnder_a ||
    a.oneXtwo_h !== b.oneXtwo_h ||
    a.oneXtwo_x !== b.oneXtwo_x ||
    a.oneXtwo_a !== b.oneXtwo_a ||
    a.oe_h !== b.oe_h ||
    a.oe_a !== b.oe_a ||
    a.fh_handicap_point !== b.fh_handicap_point ||
    a.fh_handicap_h !== b.fh_handicap_h ||
    a.fh_handicap_a !== b.fh_handicap_a ||
    a.fh_overUnder_point !== b.fh_overUnder_point ||
    a.fh_overUnder_h !== b.fh_overUnder_h ||
    a.fh_overUnder_a !== b.fh_overUnder_a ||
    a.fh_oneXtwo_h !== b.fh_oneXtwo_h ||
    a.fh_oneXtwo_x !== b.fh_oneXtwo_x ||
    a.fh_oneXtwo_a !== b.fh_oneXtwo_a ||
    a.calcBall_h !== b.calcBall_h ||
    a.calcBall_a !== b.calcBall_a ||
    a.calcBall_h_overUnder !== b.calcBall_h_overUnder ||
    a.calcBall_a_overUnder !== b.calcBall_a_overUnder ||
    a.fh_calcBall_h !== b.fh_calcBall_h ||
    a.fh_calcBall_a !== b.fh_calcBall_a ||
    a.fh_calcBall_h_overUnder !== b.fh_calcBall_h_overUnder ||
    a.fh_calcBall_a_overUnder !== b.fh_calcBall_a_overUnder ||
    !samePriceChanges(a.price_change, b.price_change)
  ) {
    return false;
  }
  return a.markets === b.markets;
}

export function sameClock(a: MatchClock, b: MatchClock): boolean {
  if (a === b) return true;
  switch (a.kind) {
    case 'half-time':
      return b.kind === 'half-time';
    case 'running':
      return (
        b.kind === 'running' &&
        a.period === b.period &&
        a.minute === b.minute &&
        a.startTime === b.startTime
      );
    case 'kickoff':
      return b.kind === 'kickoff' && a.time === b.time && a.day === b.day;
  }
}

export function sameEventHead(a: EventHead, b: EventHead): boolean {
  if (a === b) return true;
  return (
    a.eventId === b.eventId &&
    a.tournamentId === b.tournamentId &&
    a.sportTypeId === b.sportTypeId &&
    a.home_en === b.home_en &&
    a.home_th === b.home_th &&
    a.away_en === b.away_en &&
    a.away_th === b.away_th &&
    a.realKickoffTime === b.realKickoffTime &&
    a.isLive === b.isLive &&
    a.homeScore === b.homeScore &&
    a.awayScore === b.awayScore &&
    a.homeRedCards === b.homeRedCards &&
    a.awayRedCards === b.awayRedCards &&
    a.favourite === b.favourite &&
    a.channelLive === b.channelLive &&
    a.bullfightFont === b.bullfightFont &&
    a.league_en === b.league_en &&
    a.league_th === b.league_th &&
    sameClock(a.clock, b.clock)
  );
}

export function sameTournamentHead(a: TournamentHead, b: TournamentHead): boolean {
  if (a === b) return true;
  return (
    a.tournamentId === b.tournamentId &&
    a.name_en === b.name_en &&
    a.name_th === b.name_th &&
    a.isEsport === b.isEsport &&
    a.liveIcon === b.liveIcon
  );
}

export function sameLeagues(a: readonly LeagueOption[], b: readonly LeagueOption[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (
      x.tournamentId !== y.tournamentId ||
      x.name_en !== y.name_en ||
      x.name_th !== y.name_th ||
      x.eventCount !== y.eventCount
    ) {
      return false;
    }
  }
  return true;
}

/** Two change-league lists say the same: the same leagues and counts, each at the same first group. */
export function sameJumps(a: readonly LeagueJump[], b: readonly LeagueJump[]): boolean {
  return a === b || (sameLeagues(a, b) && a.every((jump, i) => jump.groupKey === b[i]!.groupKey));
}
