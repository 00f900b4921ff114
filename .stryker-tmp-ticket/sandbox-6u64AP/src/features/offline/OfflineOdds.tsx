// @ts-nocheck
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { OddsListSnapshot } from '@src/shared/odds/oddsClient';
import { useOnline } from '@src/shared/network';
import { messages, oddsAsOf } from './messages';
import * as styles from './Offline.css';

/** The oldest arrival among the lists shown, or null when none holds odds. */
export function oddsAsOfTime(lists: readonly OddsListSnapshot[]): number | null {
  const times = lists
    .filter((list) => list.view !== null && list.receivedAt !== undefined)
    .map((list) => list.receivedAt as number);
  return times.length === 0 ? null : Math.min(...times);
}

/**
 * The odds boards while offline: the last odds received stay on screen, greyed and not
 * clickable (inert), under a notice with the time they arrived; with none, the no-data notice. Back
 * online, the board is itself again (the refresh that follows is the board's own).
 */
export function OfflineOdds({
  lists,
  children,
}: {
  lists: readonly OddsListSnapshot[];
  children: ReactNode;
}) {
  const intl = useIntl();
  const online = useOnline();
  const asOf = oddsAsOfTime(lists);
  return (
    <>
      {online ? null : (
        <p
          className={styles.oddsNotice}
          role="status"
          data-testid="odds-offline"
          data-as-of={asOf === null ? undefined : new Date(asOf).toISOString()}
        >
          {asOf === null
            ? intl.formatMessage(messages.noOdds)
            : intl.formatMessage(oddsAsOf, {
                time: intl.formatTime(asOf, {
                  hour: '2-digit',
                  minute: '2-digit',
                  second: '2-digit',
                  hourCycle: 'h23',
                }),
              })}
        </p>
      )}
      <div
        className={online ? undefined : styles.staleOdds}
        data-testid="odds-lists"
        data-offline={!online}
        inert={!online}
      >
        {children}
      </div>
    </>
  );
}
