import 'keen-slider/keen-slider.min.css';
import { useKeenSlider } from 'keen-slider/react';
import type { KeenSliderPlugin, TrackDetails } from 'keen-slider/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Banner } from '@src/shared/api/banners';
import { useServices } from '@src/shared/services';
import { useLoad } from '../popups/useLoad';
import { bannerPicture, PLACEHOLDER_BANNER, safeBannerLink } from './bannerLinks';
import { countedMessages, messages } from './messages';
import * as styles from './BannerCarousel.css';
import { BannerPlaceholder } from './BannerPlaceholder';

export const AUTOPLAY_MS = 5000;

/** How long the slide the autoplay moved to takes to fade in (on the compositor). */
export const AUTOPLAY_FADE_MS = 400;

/**
 * Moves to the next slide every few seconds; pauses while the pointer is over the carousel or
 * focus is inside it, and never starts when the member asked for reduced motion; waits while the
 * carousel is scrolled out of sight or the page is hidden.
 * A move is a jump (one frame) whose new slide fades in by a Web Animation of its opacity, which
 * the compositor runs: keen-slider's animated move is about 30 frames of script, style and commit
 * on the main thread, over half of a phone's main-thread time between refreshes in issue 19's
 * traces. A member's swipe keeps keen-slider's own motion.
 */
export function autoplay(enabled: boolean): KeenSliderPlugin {
  return (slider) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let jumped = false;
    let hovered = false;
    let focused = false;
    let inSight = true;
    let observer: IntersectionObserver | null = null;
    const clear = () => clearTimeout(timer);
    const schedule = () => {
      clear();
      if (!enabled || hovered || focused || !inSight || document.hidden) return;
      timer = setTimeout(() => {
        const details = slider.track.details as TrackDetails | null;
        if (details === null) return;
        jumped = true;
        slider.moveToIdx(details.abs + 1, true, { duration: 0 });
      }, AUTOPLAY_MS);
    };
    const onVisibility = () => schedule();
    slider.on('created', () => {
      const box = slider.container;
      if (typeof IntersectionObserver === 'function') {
        observer = new IntersectionObserver((entries) => {
          inSight = entries.some((entry) => entry.isIntersecting);
          schedule();
        });
        observer.observe(box);
      }
      document.addEventListener('visibilitychange', onVisibility);
      box.addEventListener('mouseenter', () => {
        hovered = true;
        clear();
      });
      box.addEventListener('mouseleave', () => {
        hovered = false;
        schedule();
      });
      box.addEventListener('focusin', () => {
        focused = true;
        clear();
      });
      box.addEventListener('focusout', () => {
        focused = false;
        schedule();
      });
      schedule();
    });
    slider.on('dragStarted', clear);
    slider.on('animationEnded', () => {
      // The jump has just been drawn in this frame: the new slide starts from transparent.
      if (jumped) slider.slides[slider.track.details.rel]?.animate?.(FADE_IN, FADE_TIMING);
      jumped = false;
      schedule();
    });
    slider.on('updated', schedule);
    slider.on('destroyed', () => {
      clear();
      observer?.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
    });
  };
}

const FADE_IN: Keyframe[] = [{ opacity: 0 }, { opacity: 1 }];
const FADE_TIMING: KeyframeAnimationOptions = { duration: AUTOPLAY_FADE_MS, easing: 'ease-out' };

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

function Slides({ banners }: { banners: readonly Banner[] }) {
  const intl = useIntl();
  const [reduced] = useState(prefersReducedMotion);
  const [current, setCurrent] = useState(0);
  const [sliderRef] = useKeenSlider<HTMLDivElement>(
    {
      loop: banners.length > 1,
      slideChanged: (slider) => setCurrent(slider.track.details.rel),
    },
    [autoplay(!reduced && banners.length > 1)],
  );
  return (
    <section
      className={styles.root}
      aria-roledescription="carousel"
      aria-label={intl.formatMessage(messages.label)}
      data-testid="banner-carousel"
      data-autoplay={!reduced && banners.length > 1}
    >
      <div ref={sliderRef} className={`keen-slider ${styles.track}`} aria-live="off">
        {banners.map((banner, index) => {
          const href = safeBannerLink(banner.link);
          const label = intl.formatMessage(countedMessages.slide, {
            n: index + 1,
            total: banners.length,
          });
          return (
            <a
              key={`${index}-${banner.picture}`}
              className={`keen-slider__slide ${styles.slide}`}
              data-testid="banner-slide"
              aria-label={label}
              aria-current={index === current ? 'true' : undefined}
              {...(href === null ? {} : { href, target: '_blank', rel: 'noopener noreferrer' })}
            >
              <img
                className={styles.image}
                src={bannerPicture(banner.picture)}
                alt=""
                width={686}
                height={200}
                fetchPriority={index === 0 ? 'high' : 'low'}
                // The slides beyond the first load as they come near (issue 19: the first screen
                // downloads one picture).
                loading={index === 0 ? 'eager' : 'lazy'}
              />
            </a>
          );
        })}
      </div>
    </section>
  );
}

/** The home page's banner carousel (spec section 2, item 14); one placeholder when there are none. */
export function BannerCarousel() {
  const intl = useIntl();
  const { memberArea } = useServices();
  const { load } = useLoad('banners', () => memberArea.fetchBanners());
  if (load.status === 'loading') return <BannerPlaceholder />;
  const banners = load.status === 'ready' ? load.data.banners : [];
  if (banners.length === 0) {
    return (
      <section
        className={styles.root}
        aria-label={intl.formatMessage(messages.label)}
        data-testid="banner-carousel"
      >
        <div className={styles.slide} data-testid="banner-slide">
          <img
            className={styles.image}
            src={PLACEHOLDER_BANNER}
            alt={intl.formatMessage(messages.placeholder)}
            width={686}
            height={200}
          />
        </div>
      </section>
    );
  }
  return <Slides banners={banners} />;
}
