// @ts-nocheck
import * as styles from './AnnouncementBar.css';

/** The bar's room, kept while its chunk and then its data load (the page below does not jump). */
export function AnnouncementBarPlaceholder() {
  return <div className={styles.placeholder} aria-hidden="true" />;
}
