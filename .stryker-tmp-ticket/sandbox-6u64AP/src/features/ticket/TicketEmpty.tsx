// @ts-nocheck
import { useIntl } from 'react-intl';
import { useTicketView } from './TicketProvider';
import { messages } from './messages';
import * as styles from './Ticket.css';

/**
 * A ticket without picks: how to add one, or that the saved picks are being checked again. The
 * panel shows it until the body's chunk is in; the body says the same itself (importing this from
 * the lazy body split the first load into more chunks, +1.6 kB gzip).
 */
export function TicketEmpty() {
  const intl = useIntl();
  const { checking } = useTicketView();
  return (
    <p className={styles.empty}>
      {intl.formatMessage(checking ? messages.checking : messages.empty)}
    </p>
  );
}
