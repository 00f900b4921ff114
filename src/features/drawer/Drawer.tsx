import { useId } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useModalDialog } from '../../shared/ui/useModalDialog';
import { messages } from './messages';
import * as styles from './Drawer.css';


export interface DrawerProps {
  id: string;
  onClose(): void;
  children: ReactNode;
}

/**
 * The mobile navigation drawer, sliding in from the right. Rendered only while open: it takes
 * focus, keeps Tab inside, closes on Escape or a tap outside, and gives focus back to whatever
 * opened it.
 */
export function Drawer({ id, onClose, children }: DrawerProps) {
  const intl = useIntl();
  const titleId = useId();
  const { dialogRef: panelRef, closeRef, keepTabInside } = useModalDialog(onClose);

  return (
    <>
      <div className={styles.overlay} onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.drawer}
        data-testid="drawer"
        onKeyDown={keepTabInside}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {intl.formatMessage(messages.title)}
          </h2>
          <button
            ref={closeRef}
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
    </>
  );
}
