// @ts-nocheck
import { useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import { useLocale } from '@src/shared/i18n/LocaleProvider';
import { useServices } from '@src/shared/services';
import { LoadState } from '../LoadState';
import { messages } from '../messages';
import { PopupFrame } from '../PopupFrame';
import { usePopupActor } from '@src/shared/popups/PopupProvider';
import { Pagination } from '../statement/Pagination';
import { useLoad } from '@src/shared/useLoad';
import { announcementLang, announcementText } from '@src/shared/text/announcementText';
import * as styles from './AnnouncementPopup.css';
import { Words } from '@src/shared/ui/Words';

/** Announcements: 100 a page, in the member's language. */
export function AnnouncementPopup({ onClose }: { onClose(): void }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const actor = usePopupActor();
  const { memberArea } = useServices();
  const page = useSelector(actor, (s) => s.context.announcementPage);
  const { load, retry } = useLoad(`announces:${page}`, () => memberArea.fetchAnnouncements(page));
  const lastPage = load.status === 'ready' ? load.data.lastPage : page;
  return (
    <PopupFrame
      name="announcement"
      title={intl.formatMessage(messages.announcementTitle)}
      onClose={onClose}
    >
      {/* Scrolls on its own: keyboard users reach it with Tab and scroll with the arrow keys. */}
      <div
        className={styles.scroll}
        aria-busy={load.status === 'loading'}
        role="region"
        aria-label={intl.formatMessage(messages.announcementTitle)}
        tabIndex={0}
      >
        <LoadState load={load} retry={retry} isEmpty={(data) => data.announcements.length === 0}>
          {(data) => (
            <ol className={styles.list} start={(data.page - 1) * 100 + 1}>
              {data.announcements.map((item, index) => (
                <li
                  key={`${item.dateTime}-${index}`}
                  className={styles.item}
                  data-testid="announcement-item"
                >
                  <time className={styles.time}>{item.dateTime}</time>
                  <p className={styles.text} lang={announcementLang(item, locale)}>
                    <Words text={announcementText(item, locale)} kind="prose" />
                  </p>
                </li>
              ))}
            </ol>
          )}
        </LoadState>
      </div>
      <Pagination
        page={page}
        lastPage={lastPage}
        disabled={load.status === 'loading'}
        onChange={(next) => actor.send({ type: 'announcement.page', page: next })}
      />
    </PopupFrame>
  );
}
