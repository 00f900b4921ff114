// @ts-nocheck
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ModalDialog } from '@src/shared/ui/ModalDialog';
import { messages } from './messages';
import * as styles from './Drawer.css';

export interface DrawerProps {
  id: string;
  onClose(): void;
  children: ReactNode;
}

/**
 * The mobile navigation drawer, sliding in from the right: a native modal dialog (focus moves in,
 * Tab stays inside, Escape or a tap outside closes it, focus goes back to the opener). Rendered
 * only while open.
 */
export function Drawer({ id, onClose, children }: DrawerProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <ModalDialog onClose={onClose} testId="drawer" labelledBy={titleId} className={styles.drawer}>
      <div id={id} className={styles.inner}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {intl.formatMessage(messages.title)}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={intl.formatMessage(messages.close)}
          >
            ×
          </button>
        </div>
        <nav className={styles.body} aria-labelledby={titleId} tabIndex={0}>
          {children}
        </nav>
      </div>
    </ModalDialog>
  );
}
