// @ts-nocheck
import { STATEMENT_DATE_TEXTS } from '@contract/wire';
import type { StatementDateText } from '@contract/wire';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { useSelector } from '@xstate/react';
import { formatMoney } from '@src/shared/format';
import { useServices } from '@src/shared/services';
import { bangkokDate, statementRange } from '@contract/bangkok';
import { displayDay } from '../dates';
import { LoadState } from '../LoadState';
import { messages as popupMessages } from '../messages';
import { usePopupActor } from '@src/shared/popups/PopupProvider';
import * as frameStyles from '../PopupFrame.css';
import { useLoad } from '@src/shared/useLoad';
import { messages } from './messages';
import { amountCell, BetsPage } from './BetsPage';
import { StatementChart } from './StatementChart';
import { statementTotals } from './ticketView';
import * as styles from './StatementPopup.css';

export const DATE_OPTION_LABELS: Record<StatementDateText, MessageDescriptor> = {
  today: popupMessages.dateToday,
  yesterday: popupMessages.dateYesterday,
  'this+week': popupMessages.dateThisWeek,
  'last+week': popupMessages.dateLastWeek,
  'this+month': popupMessages.dateThisMonth,
  'last+month': popupMessages.dateLastMonth,
};

function isDateText(value: string): value is StatementDateText {
  return (STATEMENT_DATE_TEXTS as readonly string[]).includes(value);
}

const money = (value: number) => formatMoney(value);

/** Level 1: one row per day of the chosen range, each with its drill-down icon. */
function DailyStatement() {
  const intl = useIntl();
  const actor = usePopupActor();
  const { memberArea } = useServices();
  const dateText = useSelector(actor, (s) => s.context.statement.dateText);
  const selectId = useId();
  const { load, retry } = useLoad(`statement:${dateText}`, () =>
    memberArea.fetchStatement(dateText),
  );
  // The day the tab was opened: a render reads no clock (React keeps renders pure).
  const [openedAt] = useState(Date.now);
  const range = statementRange(dateText, openedAt);
  return (
    <>
      <div className={frameStyles.toolbar}>
        <label className={frameStyles.field} htmlFor={selectId}>
          {intl.formatMessage(popupMessages.statementDate)}
        </label>
        <select
          id={selectId}
          className={frameStyles.select}
          data-testid="statement-date"
          value={dateText}
          onChange={(event) => {
            if (isDateText(event.target.value))
              actor.send({ type: 'statement.date', dateText: event.target.value });
          }}
        >
          {STATEMENT_DATE_TEXTS.map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage(DATE_OPTION_LABELS[value])}
            </option>
          ))}
        </select>
        <span className={styles.range} data-testid="statement-range">
          {range.from === range.to
            ? displayDay(range.from)
            : `${displayDay(range.from)} – ${displayDay(range.to)}`}
        </span>
      </div>
      <div className={styles.scroll} aria-busy={load.status === 'loading'}>
        <LoadState load={load} retry={retry} isEmpty={(days) => days.length === 0}>
          {(days) => {
            const totals = statementTotals(days);
            return (
              <>
                <StatementChart
                  rows={days}
                  today={bangkokDate(openedAt)}
                  onOpenDay={(date) => actor.send({ type: 'statement.detail', date })}
                />
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th className={styles.th} scope="col">
                        {intl.formatMessage(popupMessages.colDate)}
                      </th>
                      <th className={`${styles.th} ${styles.numeric}`} scope="col">
                        {intl.formatMessage(popupMessages.colStake)}
                      </th>
                      <th className={`${styles.th} ${styles.numeric}`} scope="col">
                        {intl.formatMessage(popupMessages.colWinloss)}
                      </th>
                      <th className={styles.th} scope="col">
                        <span className={styles.visuallyHidden}>
                          {intl.formatMessage(popupMessages.statementDetail)}
                        </span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {days.map((day) => (
                      <tr key={day.date} data-testid="statement-day" data-date={day.date}>
                        <td className={styles.td}>{displayDay(day.date)}</td>
                        <td
                          className={`${styles.td} ${styles.numeric}`}
                          data-testid="statement-stake"
                        >
                          {money(day.stake)}
                        </td>
                        <td
                          className={amountCell(day.winloss)}
                          data-testid="statement-winloss"
                          data-negative={day.winloss < 0}
                        >
                          {money(day.winloss)}
                        </td>
                        <td className={styles.td}>
                          <button
                            type="button"
                            className={styles.detailButton}
                            data-testid="statement-detail"
                            aria-label={`${intl.formatMessage(popupMessages.statementDetail)} ${displayDay(day.date)}`}
                            onClick={() => actor.send({ type: 'statement.detail', date: day.date })}
                          >
                            ›
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot className={styles.footer}>
                    <tr>
                      <th className={styles.td} scope="row">
                        {intl.formatMessage(messages.total)}
                      </th>
                      <td
                        className={`${styles.td} ${styles.numeric}`}
                        data-testid="statement-total-stake"
                      >
                        {money(totals.stake)}
                      </td>
                      <td
                        className={amountCell(totals.winloss)}
                        data-testid="statement-total-winloss"
                      >
                        {money(totals.winloss)}
                      </td>
                      <td className={styles.td} />
                    </tr>
                  </tfoot>
                </table>
              </>
            );
          }}
        </LoadState>
      </div>
    </>
  );
}

/** Level 2, 'Statement / Settled': the settled tickets of one day, a page at a time. */
function SettledDay({ date }: { date: string }) {
  const intl = useIntl();
  const actor = usePopupActor();
  const { memberArea } = useServices();
  const page = useSelector(actor, (s) => s.context.statement.settledPage);
  const loaded = useLoad(`settled:${date}:${page}`, () => memberArea.fetchSettledBets(page, date));
  return (
    <>
      <div className={styles.crumbBar}>
        <button
          type="button"
          className={styles.crumb}
          data-testid="statement-back"
          onClick={() => actor.send({ type: 'statement.back' })}
        >
          {intl.formatMessage(popupMessages.statementTab)} /
        </button>
        <span data-testid="statement-level-title">
          {intl.formatMessage(popupMessages.statementSettled)} · {displayDay(date)}
        </span>
      </div>
      <BetsPage
        loaded={loaded}
        page={page}
        onPageChange={(next) => actor.send({ type: 'statement.page', page: next })}
        settled
      />
    </>
  );
}

/** Tab 1 of the statement popup: the daily summary, or the settled drill-down of one day. */
export function StatementTab() {
  const actor = usePopupActor();
  const settledDate = useSelector(actor, (s) =>
    s.matches({ popup: { statement: 'settled' } }) ? s.context.statement.settledDate : null,
  );
  return settledDate === null ? <DailyStatement /> : <SettledDay date={settledDate} />;
}
