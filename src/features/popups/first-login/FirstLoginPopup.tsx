import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from '@src/shared/services';
import { storeFirstLoginDone } from './storeFirstLogin';
import { messages } from '../messages';
import { PopupFrame } from '../PopupFrame';
import { usePageUnloading } from './pageUnloading';
import { useLoad } from '../useLoad';
import * as styles from './FirstLoginPopup.css';

/** The banner popup's title, split into lines at `<br>`: plain text, never HTML. */
export function titleLines(title: string): string[] {
  return title
    .split(/<br\s*\/?>/i)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * The first-login notification (spec section 2, popup 4): the banner popup's image and title.
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
  // The title is the operator's words for the picture, usually written on it (issue 21: shown under
  // the member's-language heading it repeated the image's English text). With a picture it is the
  // picture's text alternative; without one it is the caption.
  return (
    <PopupFrame
      name="first-login"
      size="medium"
      title={intl.formatMessage(messages.firstLoginTitle)}
      onClose={close}
    >
      <div className={styles.body}>
        {popup.pathImg === '' ? (
          <p className={styles.title} data-testid="first-login-title">
            {lines.map((line, index) => (
              <span key={index} className={styles.line}>
                {line}
              </span>
            ))}
          </p>
        ) : (
          <img
            className={styles.image}
            src={popup.pathImg}
            alt={lines.join(' ')}
            data-testid="first-login-image"
            width={686}
            height={300}
          />
        )}
        <button type="button" className={styles.ok} onClick={close}>
          {intl.formatMessage(messages.firstLoginOk)}
        </button>
      </div>
    </PopupFrame>
  );
}
