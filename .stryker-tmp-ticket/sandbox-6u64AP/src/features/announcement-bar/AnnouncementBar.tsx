// @ts-nocheck
import { useIntl } from 'react-intl';
import { useLocale } from '@src/shared/i18n/LocaleProvider';
import { useServices } from '@src/shared/services';
import { announcementLang, announcementText } from '@src/shared/text/announcementText';
import { usePopupActor } from '@src/shared/popups/PopupProvider';
import { useLoad } from '@src/shared/useLoad';
import { messages } from './messages';
import * as styles from './AnnouncementBar.css';
import { AnnouncementBarPlaceholder } from './AnnouncementBarPlaceholder';
import { Words } from '@src/shared/ui/Words';

/** The first announcement on one line; choosing it opens the list. */
export function AnnouncementBar() {
  const intl = useIntl();
  const { locale } = useLocale();
  const { memberArea } = useServices();
  const actor = usePopupActor();
  const { load } = useLoad('announces:bar', () => memberArea.fetchAnnouncements(1), {
    name: 'announcementBar',
  });
  if (load.status === 'loading') return <AnnouncementBarPlaceholder />;
  const first = load.status === 'ready' ? load.data.announcements[0] : undefined;
  if (first === undefined) return null;
  const text = announcementText(first, locale);
  // The visible words are the name (WCAG 2.5.3 label in name): "News <text>"; that it opens the
  // list is said by aria-haspopup and the title.
  return (
    <button
      type="button"
      className={styles.bar}
      data-testid="announcement-bar"
      aria-haspopup="dialog"
      title={intl.formatMessage(messages.open)}
      onClick={() => actor.send({ type: 'popup.open', popup: 'announcement' })}
    >
      <span className={styles.label}>{intl.formatMessage(messages.label)}</span>
      <span className={styles.text} lang={announcementLang(first, locale)}>
        <Words text={text} kind="prose" />
      </span>
    </button>
  );
}
