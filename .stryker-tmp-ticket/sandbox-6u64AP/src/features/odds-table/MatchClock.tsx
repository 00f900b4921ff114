// @ts-nocheck
import { useIntl } from 'react-intl';
import type { MatchClock as MatchClockView } from '@workers/odds/core/view';
import type { ListKind } from '@contract/oddsList';
import { messages } from './messages';
import * as styles from './OddsTable.css';

/** '1H 23'': the period, 'H' and the minute of a running match. */
export function runningClockText(period: string, minute: number): string {
  return period === '' ? `${minute}'` : `${period}H ${minute}'`;
}

/**
 * The match clock: HT in blue at half time; a running match shows period, minute and
 * start time in red; a match not started shows its kickoff in 24-hour form (with the day on the
 * early list, where matches are days apart).
 */
export function MatchClock({
  clock,
  kind,
  rowSpan,
  cell = true,
}: {
  clock: MatchClockView;
  kind: ListKind;
  rowSpan: number;
  /** A cell of the odds grid (desktop); false outside a grid (the mobile match box). */
  cell?: boolean;
}) {
  const intl = useIntl();
  const gridRow = `span ${rowSpan}`;
  const role = cell ? 'gridcell' : undefined;
  switch (clock.kind) {
    case 'half-time':
      return (
        <div
          className={`${styles.clockCell} ${styles.clockHalfTime}`}
          style={{ gridRow }}
          role={role}
          data-testid="match-clock"
          data-clock="half-time"
        >
          {intl.formatMessage(messages.halfTimeClock)}
        </div>
      );
    case 'running':
      return (
        <div
          className={`${styles.clockCell} ${styles.clockRunning}`}
          style={{ gridRow }}
          role={role}
          data-testid="match-clock"
          data-clock="running"
        >
          <span>{runningClockText(clock.period, clock.minute)}</span>
          <span>{clock.startTime}</span>
        </div>
      );
    default:
      return (
        <div
          className={`${styles.clockCell} ${styles.clockKickoff}`}
          style={{ gridRow }}
          role={role}
          data-testid="match-clock"
          data-clock="kickoff"
        >
          {kind === 'early' && clock.day !== '' ? <span>{clock.day}</span> : null}
          <span>{clock.time}</span>
        </div>
      );
  }
}
