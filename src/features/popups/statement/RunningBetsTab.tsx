import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from '@src/shared/services';
import type { MyBetPage } from '@src/shared/ticket/wire';
import { HISTORY_FAILED_ALERT, useShowAlert } from '@src/features/ticket/alerts';
import { messages } from './messages';
import { MyBetTicketRow } from './MyBetTicketRow';
import { Pagination } from './Pagination';
import { formatMoney } from '@src/shared/format';
import { openBetsOddsTotal } from './ticketView';
import * as styles from './StatementPopup.css';
import { usePopupLayout } from '../PopupLayout';
import { useExpandedCard } from './expandedCard';

type Load = { status: 'loading' } | { status: 'ready'; page: MyBetPage } | { status: 'failed' };

/** Tab "My bet" (spec section 2, popup 5): the member's open bets, one page at a time. */
export function RunningBetsTab({
  page,
  onPageChange,
}: {
  page: number;
  onPageChange(page: number): void;
}) {
  const intl = useIntl();
  const { memberApi } = useServices();
  const showAlert = useShowAlert();
  const mobile = usePopupLayout() === 'mobile';
  const { expandedId, toggle } = useExpandedCard();
  // The last reply and the page it answers: another page than the one shown is still loading.
  const [answer, setAnswer] = useState<{ page: number; load: Load } | null>(null);
  const load: Load = answer?.page === page ? answer.load : { status: 'loading' };
  // Kept apart from the load, so the pagination keeps its shape while the next page loads.
  const [lastPage, setLastPage] = useState(1);

  useEffect(() => {
    // A reply for a page the member has already left is dropped.
    let current = true;
    void memberApi.fetchRunningBets(page).then((result) => {
      if (!current) return;
      if (result.ok && result.data !== undefined) {
        setAnswer({ page, load: { status: 'ready', page: result.data } });
        setLastPage(result.data.lastPage);
        return;
      }
      setAnswer({ page, load: { status: 'failed' } });
      // A 401 is the session's business (the no-session screen); anything else is the spec's alert.
      if (result.status !== 401) showAlert(HISTORY_FAILED_ALERT);
    });
    return () => {
      current = false;
    };
  }, [memberApi, page, showAlert]);

  const tickets = load.status === 'ready' ? load.page.tickets : [];
  return (
    <>
      <div className={styles.scroll} aria-busy={load.status === 'loading'}>
        {load.status === 'loading' ? (
          <p className={styles.message} role="status" data-testid="statement-loading">
            {intl.formatMessage(messages.loading)}
          </p>
        ) : tickets.length === 0 ? (
          <p className={styles.message} data-testid="no-data">
            {intl.formatMessage(messages.noData)}
          </p>
        ) : (
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
                <td className={`${styles.td} ${styles.numeric}`} data-testid="mybet-total-odds">
                  {formatMoney(openBetsOddsTotal(tickets))}
                </td>
                <td className={styles.td} colSpan={2} />
              </tr>
            </tfoot>
          </table>
        )}
      </div>
      <Pagination
        page={page}
        lastPage={lastPage}
        disabled={load.status === 'loading'}
        onChange={onPageChange}
      />
    </>
  );
}
