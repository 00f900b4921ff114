// @ts-nocheck
import { useEffect } from 'react';
import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { usePopupActor } from '@src/shared/popups/PopupProvider';
import { memberActionMessages as messages } from './memberActionMessages';
import { memberActions } from './memberActions';
import * as styles from './MemberMenu.css';

export interface MemberMenuListProps {
  id: string;
  rootRef: RefObject<HTMLDivElement | null>;
  toggleRef: RefObject<HTMLButtonElement | null>;
  onClose(): void;
}

/** The burger menu's open list: a chunk of its own, fetched the first time the menu opens. */
export function MemberMenuList({ id, rootRef, toggleRef, onClose }: MemberMenuListProps) {
  const intl = useIntl();
  const actor = usePopupActor();

  useEffect(() => {
    function onPointer(event: PointerEvent) {
      if (rootRef.current !== null && !rootRef.current.contains(event.target as Node)) onClose();
    }
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        onClose();
        toggleRef.current?.focus();
      }
    }
    // On the window: a press on a price stops there, before the document (quietPriceEvents.ts).
    window.addEventListener('pointerdown', onPointer, true);
    document.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('pointerdown', onPointer, true);
      document.removeEventListener('keydown', onKey);
    };
  }, [rootRef, toggleRef, onClose]);

  return (
    <ul id={id} className={styles.list} aria-label={intl.formatMessage(messages.menuLabel)}>
      {memberActions.map((action) => (
        <li key={action.popup}>
          <button
            type="button"
            className={styles.item}
            data-action={action.popup}
            onClick={() => {
              // The list goes now: the popup gives focus back to the menu button instead.
              toggleRef.current?.focus();
              onClose();
              actor.send({ type: 'popup.open', popup: action.popup });
            }}
          >
            {intl.formatMessage(action.label)}
          </button>
        </li>
      ))}
    </ul>
  );
}
