import type { ReactNode } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import type { OddsListSnapshot } from '../../shared/odds/oddsClient';
import * as styles from './OddsArea.css';

// How a failing odds list looks (spec section 8, issue 7 "Also fix", issue 9): a list not yet shown
// gives the empty table with the reply's message ('error'); a failed refresh of a list already shown
// keeps it visible but dimmed and not clickable, with the message, until the next good refresh. Both
// say that the list is being retried.

const messages = {
  failed: defineMessage<{ message: string }>({ id: 'error.odds.failed' }),
  stale: defineMessage({ id: 'error.odds.stale' }),
  retrying: defineMessage<{ attempt: number; max: number }>({ id: 'error.odds.retrying' }),
  gaveUp: defineMessage({ id: 'error.odds.gave-up' }),
};

export interface OddsListStateProps {
  /** The snapshots of the lists shown in the panel. */
  lists: readonly OddsListSnapshot[];
  children?: ReactNode;
}

export function OddsListState({ lists, children }: OddsListStateProps) {
  const intl = useIntl();
  const failing = lists.find((list) => list.error !== null);
  const stale = lists.some((list) => list.error !== null && list.view !== null);
  const retry = failing?.retry ?? null;
  return (
    <>
      {failing === undefined ? null : (
        <div className={styles.notice} role="status" data-testid="odds-error" data-stale={stale} data-retrying={retry !== null}>
          <span className={styles.noticeTitle}>{intl.formatMessage(messages.failed, { message: failing.error ?? '' })}</span>
          {stale ? <span>{intl.formatMessage(messages.stale)}</span> : null}
          <span>
            {retry === null
              ? intl.formatMessage(messages.gaveUp)
              : intl.formatMessage(messages.retrying, { attempt: retry.attempt, max: retry.max })}
          </span>
        </div>
      )}
      {/* One element either way, so the tables keep their state when the list goes stale and back. */}
      <div
        className={stale ? styles.stale : styles.passThrough}
        inert={stale}
        aria-disabled={stale ? true : undefined}
        data-testid={stale ? 'odds-stale' : undefined}
      >
        {children}
      </div>
    </>
  );
}
