// @ts-nocheck
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { EventView } from '@workers/odds/core/view';
import { useLocale } from '@src/shared/i18n/LocaleProvider';
import { nameByLocale } from '@src/shared/i18n/locale';
import { EventLeagueContext } from '@src/shared/board/actions';
import { MatchNameContext } from './PriceCell';
import { priceNameMessages } from './priceName';

/**
 * What every price of an event needs from the event: its league (sent with a pick to the ticket
 * call) and its match name (a screen reader's name of the price). The desktop row and the phone's
 * match box both draw their prices inside it.
 */
export function EventNames({ head, children }: { head: EventView['head']; children: ReactNode }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { league_en: en, league_th: th } = head;
  const league = useMemo(() => ({ en, th }), [en, th]);
  const match = intl.formatMessage(priceNameMessages.matchName, {
    home: nameByLocale(locale, { th: head.home_th, en: head.home_en }),
    away: nameByLocale(locale, { th: head.away_th, en: head.away_en }),
  });
  return (
    <EventLeagueContext.Provider value={league}>
      <MatchNameContext.Provider value={match}>{children}</MatchNameContext.Provider>
    </EventLeagueContext.Provider>
  );
}
