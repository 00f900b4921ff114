import { useIntl } from 'react-intl';
import { useLocale } from '../../shared/i18n/LocaleProvider';
import { useServices } from '../../shared/services';
import { announcementText } from '../popups/announcement/announcementText';
import { usePopupActor } from '../popups/PopupProvider';
import { useLoad } from '../popups/useLoad';
import { messages } from './messages';
import * as styles from './AnnouncementBar.css';

/** The first announcement on one line (spec section 2, popup 6); choosing it opens the list. */
export function AnnouncementBar() {
  const intl = useIntl();
  const { locale } = useLocale();
  const { memberArea } = useServices();
  const actor = usePopupActor();
  const { load } = useLoad('announces:bar', () => memberArea.fetchAnnouncements(1));
  const first = load.status === 'ready' ? load.data.announcements[0] : undefined;
  if (first === undefined) return null;
  const text = announcementText(first, locale);
  return (
    <button
      type="button"
      className={styles.bar}
      data-testid="announcement-bar"
      aria-label={`${intl.formatMessage(messages.open)}: ${text}`}
      onClick={() => actor.send({ type: 'popup.open', popup: 'announcement' })}
    >
      <span className={styles.label} aria-hidden="true">
        {intl.formatMessage(messages.label)}
      </span>
      <span className={styles.text}>{text}</span>
    </button>
  );
}
