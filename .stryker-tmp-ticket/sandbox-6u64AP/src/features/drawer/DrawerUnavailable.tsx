// @ts-nocheck
import { useEffect, useLayoutEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { appUpdateActor, useUpdateState } from '@src/shared/appUpdate';
import { messages } from './messages';
import * as styles from './DrawerUnavailable.css';

/**
 * What the drawer button opens when the drawer's chunk cannot load: says so right under the button
 * the member pressed, instead of a control that does nothing. After a deploy (the page runs a
 * build the server no longer has) it offers the reload that brings the menu; otherwise (the link
 * failed) it asks to try again, and the next press loads the chunk anew. Closed by its own button
 * or Escape; an in-page alert, so a screen reader hears it at once.
 */
export function DrawerUnavailable({ id, onClose }: { id: string; onClose(): void }) {
  const intl = useIntl();
  const state = useUpdateState();
  const newVersion = state === 'stale' || state === 'waiting';
  const top = useBelowOpener(id);
  useEffect(() => {
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', escape);
    return () => window.removeEventListener('keydown', escape);
  }, [onClose]);
  return (
    <div
      className={styles.note}
      style={top === null ? undefined : { top }}
      role="alert"
      data-testid="drawer-unavailable"
      data-reason={newVersion ? 'update' : 'offline'}
    >
      <p className={styles.text}>
        {intl.formatMessage(newVersion ? messages.unavailableUpdate : messages.unavailableLink)}
      </p>
      <div className={styles.actions}>
        {newVersion ? (
          <button
            type="button"
            className={styles.reload}
            data-testid="drawer-unavailable-reload"
            onClick={() => appUpdateActor().send({ type: 'update.apply' })}
          >
            {intl.formatMessage(messages.unavailableReload)}
          </button>
        ) : null}
        <button
          type="button"
          className={styles.dismiss}
          data-testid="drawer-unavailable-close"
          onClick={onClose}
        >
          {intl.formatMessage(messages.unavailableClose)}
        </button>
      </div>
    </div>
  );
}

/**
 * Just under the button that opens the drawer (the one controlling `id`), wherever the bars above
 * it put it (the update bar pushes the phone's top bar down until the page scrolls); followed on
 * scroll and resize. Null before the first measure: the stylesheet's place under the top bar.
 */
function useBelowOpener(id: string): number | null {
  const [top, setTop] = useState<number | null>(null);
  useLayoutEffect(() => {
    const opener = document.querySelector(`[aria-controls="${CSS.escape(id)}"]`);
    if (opener === null) return undefined;
    const place = () => setTop(Math.max(0, opener.getBoundingClientRect().bottom) + 4);
    place();
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
    };
  }, [id]);
  return top;
}
