// @ts-nocheck
import type { ConfirmBody } from '@contract/confirm';
import { MAINBET_OF } from '@contract/wire';
import type { BetType } from '@contract/wire';
import type { PickRequest, TicketPick } from '@machines/ticketTypes';
import { oddsTotal } from '@contract/confirm';
import { PAYLOAD_LANG } from '@contract/queries';

// From what the member clicked to what the ticket endpoint and the confirm are sent. The tab's bet
// type and the odds type a call asks for are the contract's (contract/wire.ts, contract/odds.ts).

/** The same pick asked for again (after a reload): its last known price is the `odd` sent. */
export function recheckRequest(betType: BetType, pick: TicketPick): PickRequest {
  return {
    betType,
    eventId: pick.event_id,
    sortRowNo: pick.sortRowNo,
    marketType: pick.market_type,
    option: pick.option,
    inWho: pick.in_who,
    point: pick.point,
    id: pick.id,
    oddId: pick.odd_id,
    odd: pick.price,
    sportTypeId: pick.sport_type_id,
    oddsType: pick.odds_type,
    leagueNameEn: pick.league_name_en,
    leagueNameTh: pick.league_name_th,
    ...(pick.clicked_price === undefined ? {} : { clickedPrice: pick.clicked_price }),
  };
}

export interface ConfirmSettings {
  betType: BetType;
  stake: number;
  device: 'pc' | 'mb';
  tableType: string;
}

/** The confirm body (see contract/confirm.ts) for the picks on the ticket. */
export function confirmBody(picks: readonly TicketPick[], settings: ConfirmSettings): ConfirmBody {
  const first = picks[0];
  const single = settings.betType === 'sc';
  const mainbet = MAINBET_OF[settings.betType];
  return {
    lang: PAYLOAD_LANG,
    stake: settings.stake,
    action_type: settings.betType,
    sport_type: first?.sport_type_id ?? 0,
    sport_id: first?.sport_type_id ?? 0,
    select_table: settings.tableType,
    device: settings.device,
    ticket: {
      odds_type: single ? (first?.odds_type ?? 'MY') : 'EU',
      odds_total: oddsTotal(
        mainbet,
        picks.map((pick) => pick.price),
      ),
      item: picks.map((pick) => ({
        event_id: pick.event_id,
        odd_id: pick.odd_id,
        option: pick.option,
        point: pick.point,
        price: pick.price,
        choose: pick.bet_choice,
        market_type: pick.market_type,
        in_who: pick.in_who,
        h_score: pick.h_score,
        a_score: pick.a_score,
        is_live: pick.is_live,
      })),
    },
    mainbet,
  };
}
