// @ts-nocheck
import { useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import type { ListKind } from '@contract/oddsList';
import type { OddsListSnapshot } from '@src/shared/odds/oddsClient';
import * as styles from './OddsArea.css';
import { useOnline } from '@src/shared/network';

// How a failing odds list looks: a list not yet shown gives the empty table with the reply's
// message ('error'); a failed refresh of a list already shown keeps that table visible but dimmed
// and not clickable (inert), with the message, until the next good refresh; the other lists stay as
// they are. Both say that the list is being retried, and offer a Retry now (a deliberate deviation
// kept in README: an empty 'error' table on every failure would throw away odds the member was
// reading). The same notice on desktop and on the phone.

const messages = {
  failed: defineMessage<{ message: string }>({ id: 'error.odds.failed' }),
  stale: defineMessage<{ time: string }>({ id: 'error.odds.stale' }),
  retrying: defineMessage<{ attempt: number; max: number }>({ id: 'error.odds.retrying' }),
  gaveUp: defineMessage({ id: 'error.odds.gave-up' }),
  retryNow: defineMessage({ id: 'error.retry' }),
};

export interface ShownList {
  kind: ListKind;
  snapshot: OddsListSnapshot;
}

export interface OddsListStateProps {
  /** The lists shown in the panel. */
  lists: readonly ShownList[];
  /** The odds tables (`odds-table` elements with `data-kind`). */
  children?: ReactNode;
  /** The notice's Retry: the lists shown are called again at once. */
  onRetry?(): void;
}

export function OddsListState({ lists, children, onRetry }: OddsListStateProps) {
  const intl = useIntl();
  // Offline, the board's offline notice says why the odds are old; failures of calls made while
  // offline add nothing to it.
  const online = useOnline();
  const failing = online ? lists.find((list) => list.snapshot.error !== null)?.snapshot : undefined;
  const staleLists = lists.filter(
    (list) => list.snapshot.error !== null && list.snapshot.view !== null,
  );
  const staleKinds = staleLists.map((list) => list.kind);
  // How old the kept odds are, as the offline notice says it: the oldest arrival.
  const staleTimes = staleLists
    .map((list) => list.snapshot.receivedAt)
    .filter((time): time is number => time !== undefined);
  const asOf = staleTimes.length === 0 ? null : Math.min(...staleTimes);
  const retry = failing?.retry ?? null;
  const wrapper = useRef<HTMLDivElement>(null);
  const staleKey = staleKinds.join(' ');
  // The tables belong to the odds table; this marks the stale ones after every render (a table
  // drawn afresh is marked again), so they take no pointer, key or focus until the next good refresh.
  useLayoutEffect(() => {
    const stale = new Set(staleKey === '' ? [] : staleKey.split(' '));
    for (const table of wrapper.current?.querySelectorAll<HTMLElement>(
      '[data-testid="odds-table"]',
    ) ?? []) {
      const isStale = stale.has(table.dataset.kind ?? '');
      table.inert = isStale;
      if (isStale) table.dataset.stale = 'true';
      else delete table.dataset.stale;
    }
  });
  return (
    <>
      {failing === undefined ? null : (
        <div
          className={styles.notice}
          role="status"
          data-testid="odds-error"
          data-stale={staleKinds.length > 0}
          data-retrying={retry !== null}
          data-as-of={asOf === null ? undefined : new Date(asOf).toISOString()}
        >
          <span className={styles.noticeTitle}>
            {intl.formatMessage(messages.failed, { message: failing.error ?? '' })}
          </span>
          {staleKinds.length > 0 ? (
            <span data-testid="odds-error-as-of">
              {intl.formatMessage(messages.stale, {
                time:
                  asOf === null
                    ? '—'
                    : intl.formatTime(asOf, {
                        hour: '2-digit',
                        minute: '2-digit',
                        second: '2-digit',
                        hourCycle: 'h23',
                      }),
              })}
            </span>
          ) : null}
          <span>
            {retry === null
              ? intl.formatMessage(messages.gaveUp)
              : intl.formatMessage(messages.retrying, { attempt: retry.attempt, max: retry.max })}
          </span>
          {onRetry === undefined ? null : (
            <button
              type="button"
              className={styles.noticeRetry}
              data-testid="odds-error-retry"
              onClick={onRetry}
            >
              {intl.formatMessage(messages.retryNow)}
            </button>
          )}
        </div>
      )}
      {/* Adds no box: the tables keep their layout and state when a list goes stale and back. */}
      <div ref={wrapper} className={styles.listState}>
        {children}
      </div>
    </>
  );
}
