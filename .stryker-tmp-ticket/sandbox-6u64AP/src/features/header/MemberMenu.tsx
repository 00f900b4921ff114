// @ts-nocheck
import { Suspense, useId, useRef } from 'react';
import { lazyNamed } from '@src/shared/ui/lazyNamed';
import { useIntl } from 'react-intl';
import { useOverlay } from '@src/shared/popups/PopupProvider';
import { memberActionMessages as messages } from './memberActionMessages';
import * as styles from './MemberMenu.css';

const MemberMenuList = lazyNamed(() => import('./MemberMenuList'), 'MemberMenuList');

/**
 * The desktop header's burger menu: lists the member actions; choosing
 * one closes the menu and opens its popup. Escape or a click elsewhere closes the menu. The test
 * hooks' `open-<name>` openers are the left menu's buttons, always in view; these carry none.
 * Whether it is open is the popup machine's: opening it closes any popup, and a popup closes it.
 */
export function MemberMenu() {
  const intl = useIntl();
  const { open, toggle, close } = useOverlay('member-menu');
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

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
        onClick={toggle}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
        </svg>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MemberMenuList id={listId} rootRef={rootRef} toggleRef={toggleRef} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
