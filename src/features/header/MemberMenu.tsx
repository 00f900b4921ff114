import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { usePopupActor } from '../popups/PopupProvider';
import { memberActionMessages as messages } from './memberActionMessages';
import { memberActions } from './memberActions';
import * as styles from './MemberMenu.css';

/**
 * The desktop header's burger menu (spec section 2, item 11): lists the member actions; choosing
 * one closes the menu and opens its popup. Escape or a click elsewhere closes the menu.
 */
export function MemberMenu() {
  const intl = useIntl();
  const actor = usePopupActor();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onPointer(event: PointerEvent) {
      if (rootRef.current !== null && !rootRef.current.contains(event.target as Node))
        setOpen(false);
    }
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    }
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        data-testid="open-menu"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={intl.formatMessage(messages.openMenu)}
        onClick={() => setOpen((value) => !value)}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
        </svg>
      </button>
      <ul
        id={listId}
        className={styles.list}
        hidden={!open}
        aria-label={intl.formatMessage(messages.menuLabel)}
      >
        {memberActions.map((action) => (
          <li key={action.popup}>
            <button
              type="button"
              className={styles.item}
              data-testid={`open-${action.popup}`}
              onClick={() => {
                // The list hides now: the popup gives focus back to the menu button instead.
                toggleRef.current?.focus();
                setOpen(false);
                actor.send({ type: 'popup.open', popup: action.popup });
              }}
            >
              {intl.formatMessage(action.label)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
