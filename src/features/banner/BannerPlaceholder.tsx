import * as styles from './BannerCarousel.css';

/** The carousel's room, kept while its chunk and then the banners load (the page below does not jump). */
export function BannerPlaceholder() {
  return <div className={styles.root} aria-hidden="true" />;
}
