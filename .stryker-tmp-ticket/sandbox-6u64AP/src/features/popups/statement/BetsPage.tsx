// @ts-nocheck
import { useIntl } from 'react-intl';
import type { MyBetPage } from '@src/shared/ticket/wire';
import type { Loaded } from '@src/shared/useLoad';
import { formatMoney } from '@src/shared/format';
import { LoadState } from '../LoadState';
import { messages as popupMessages } from '../messages';
import { usePopupLayout } from '../PopupLayout';
import { useExpandedCard } from './expandedCard';
import { messages } from './messages';
import { MyBetTicketRow } from './MyBetTicketRow';
import { Pagination } from './Pagination';
import { openBetsOddsTotal, settledTotals } from './ticketView';
import * as styles from './StatementPopup.css';

/** A money cell: right-aligned, red when below zero (the statement's days and the settled bets). */
export const amountCell = (value: number) =>
  `${styles.td} ${styles.numeric} ${value < 0 ? styles.negative : ''}`;

export interface BetsPageProps {
  /** The page's load (useLoad): loading, failed with its retry, empty or the tickets. */
  loaded: Loaded<MyBetPage>;
  page: number;
  onPageChange(page: number): void;
  /**
   * Settled bets (the statement's Settled tab): a win/lose column, and the footer totals the odds
   * and the win/lose of the page. Open bets (My bet): the footer totals the odds only.
   */
  settled: boolean;
}

/** One page of the member's bets (open or settled of a day), with its pager. */
export function BetsPage({ loaded, page, onPageChange, settled }: BetsPageProps) {
  const intl = useIntl();
  const mobile = usePopupLayout() === 'mobile';
  const { expandedId, toggle } = useExpandedCard();
  const { load, latest, retry } = loaded;
  const loading = load.status === 'loading';
  return (
    <>
      <div className={styles.scroll} aria-busy={loading}>
        <LoadState load={load} retry={retry} isEmpty={(data) => data.tickets.length === 0}>
          {({ tickets }) => {
            const totals = settledTotals(tickets);
            return (
              <table className={mobile ? `${styles.table} ${styles.cardTable}` : styles.table}>
                <thead>
                  <tr>
                    <th className={styles.th} scope="col">
                      {intl.formatMessage(messages.colTime)}
                    </th>
                    <th className={styles.th} scope="col">
                      {intl.formatMessage(messages.colDetail)}
                    </th>
                    <th className={`${styles.th} ${styles.numeric}`} scope="col">
                      {intl.formatMessage(messages.colOdds)}
                    </th>
                    <th className={`${styles.th} ${styles.numeric}`} scope="col">
                      {intl.formatMessage(messages.colStake)}
                    </th>
                    {settled ? (
                      <th className={`${styles.th} ${styles.numeric}`} scope="col">
                        {intl.formatMessage(popupMessages.colWinlose)}
                      </th>
                    ) : null}
                    <th className={styles.th} scope="col">
                      {intl.formatMessage(messages.colStatus)}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {tickets.map((ticket) => (
                    <MyBetTicketRow
                      key={ticket.id}
                      ticket={ticket}
                      showWinlose={settled}
                      {...(mobile
                        ? { card: { expanded: expandedId === ticket.id, onToggle: toggle } }
                        : {})}
                    />
                  ))}
                </tbody>
                <tfoot className={styles.footer}>
                  <tr>
                    <th className={styles.td} scope="row" colSpan={2}>
                      {intl.formatMessage(messages.total)}
                    </th>
                    {settled ? (
                      <>
                        <td
                          className={`${styles.td} ${styles.numeric}`}
                          data-testid="settled-total-odds"
                        >
                          {formatMoney(totals.odds)}
                        </td>
                        <td className={styles.td} />
                        <td
                          className={amountCell(totals.winlose)}
                          data-testid="settled-total-winlose"
                        >
                          {formatMoney(totals.winlose)}
                        </td>
                        <td className={styles.td} />
                      </>
                    ) : (
                      <>
                        <td
                          className={`${styles.td} ${styles.numeric}`}
                          data-testid="mybet-total-odds"
                        >
                          {formatMoney(openBetsOddsTotal(tickets))}
                        </td>
                        <td className={styles.td} colSpan={2} />
                      </>
                    )}
                  </tr>
                </tfoot>
              </table>
            );
          }}
        </LoadState>
      </div>
      {/* The last page count known: the pager keeps its shape while the next page loads. */}
      <Pagination
        page={page}
        lastPage={latest?.lastPage ?? 1}
        disabled={loading}
        onChange={onPageChange}
      />
    </>
  );
}
