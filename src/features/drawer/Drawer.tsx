import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './messages';
import * as styles from './Drawer.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

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
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    // On the document, so Escape works wherever focus happens to be.
    function closeOnEscape(event: globalThis.KeyboardEvent) {
      if (event.key === 'Escape') onCloseRef.current();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      opener?.focus();
    };
  }, []);

  function keepTabInside(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab' || panelRef.current === null) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (first === undefined || last === undefined) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

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
        <nav className={styles.body} aria-labelledby={titleId}>
          {children}
        </nav>
      </div>
    </>
  );
}
