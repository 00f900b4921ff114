// @ts-nocheck
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from '@src/shared/services';
import { storeFirstLoginDone } from './storeFirstLogin';
import { messages } from '../messages';
import { PopupFrame } from '../PopupFrame';
import { usePageUnloading } from './pageUnloading';
import { useLoad } from '@src/shared/useLoad';
import * as styles from './FirstLoginPopup.css';
import { Words } from '@src/shared/ui/Words';

/** The banner popup's title, split into lines at `<br>`: plain text, never HTML. */
export function titleLines(title: string): string[] {
  return title
    .split(/<br\s*\/?>/i)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * The first-login notification: the banner popup's image and title.
 * Closing it stores first login false, unless the page is unloading, so a reload does not show it
 * again.
 */
export function FirstLoginPopup({ onClose }: { onClose(): void }) {
  const intl = useIntl();
  const { memberArea } = useServices();
  const isUnloading = usePageUnloading();
  const { load } = useLoad('banner', () => memberArea.fetchBanners());
  const popup = load.status === 'ready' ? load.data.popup : null;

  const close = () => {
    if (!isUnloading()) storeFirstLoginDone(globalThis.localStorage);
    onClose();
  };

  // Nothing to show (no popup configured, or the call failed): the popup closes by itself without
  // storing anything, so it can show on a later visit.
  const nothing = load.status === 'failed' || (load.status === 'ready' && popup === null);
  useEffect(() => {
    if (nothing) onClose();
  }, [nothing, onClose]);
  if (load.status === 'loading' || popup === null) return null;

  const lines = titleLines(popup.title);
  // The popup shows both the image and the title text (with a picture the title used to be only
  // its alt text). The title is said in words beside the picture, so the picture itself is
  // decoration for a screen reader (alt="").
  return (
    <PopupFrame
      name="first-login"
      size="medium"
      title={intl.formatMessage(messages.firstLoginTitle)}
      onClose={close}
    >
      <div className={styles.body}>
        {popup.pathImg === '' ? null : (
          <img
            className={styles.image}
            src={popup.pathImg}
            alt=""
            data-testid="first-login-image"
            width={686}
            height={300}
          />
        )}
        {lines.length === 0 ? null : (
          <p className={styles.title} data-testid="first-login-title">
            {lines.map((line, index) => (
              <span key={index} className={styles.line}>
                <Words text={line} kind="prose" />
              </span>
            ))}
          </p>
        )}
        <button type="button" className={styles.ok} onClick={close}>
          {intl.formatMessage(messages.firstLoginOk)}
        </button>
      </div>
    </PopupFrame>
  );
}
