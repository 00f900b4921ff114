// @ts-nocheck
import { useSyncExternalStore } from 'react';
import { useServices } from '@src/shared/services';
import * as styles from './BannerCarousel.css';

const NO_SUBSCRIPTION = () => () => undefined;

/**
 * The carousel's room, kept while its chunk and then the banners load (the page below does not
 * jump). Once the list asked for at boot is in, it already shows the first picture, the one the
 * carousel starts on: a phone's largest paint does not wait for the carousel's code.
 */
export function BannerPlaceholder() {
  const { earlyBanners } = useServices();
  const picture = useSyncExternalStore(
    earlyBanners?.subscribe ?? NO_SUBSCRIPTION,
    () => earlyBanners?.firstPicture() ?? null,
  );
  return (
    <div className={styles.root} aria-hidden="true">
      {picture !== null && (
        <img
          className={styles.image}
          src={picture}
          alt=""
          width={686}
          height={200}
          fetchPriority="high"
        />
      )}
    </div>
  );
}
