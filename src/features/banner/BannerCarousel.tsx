import 'keen-slider/keen-slider.min.css';
import KeenSlider from 'keen-slider';
import type { KeenSliderOptions, KeenSliderPlugin, TrackDetails } from 'keen-slider';
import { useEffect, useState } from 'react';
import { useLatest } from '@src/shared/useLatest';
import { DEFERRED_TURN } from '@src/shared/firstOdds';
import { useAfterFirstOdds } from '@src/shared/ui/AfterFirstOdds';
import { onReconnect } from '@src/shared/network';
import { useIntl } from 'react-intl';
import type { WireBanner } from '@contract/content';
import { useServices } from '@src/shared/services';
import { useLoad } from '@src/shared/useLoad';
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
 * on the main thread, over half of a phone's main-thread time between refreshes in performance
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

/**
 * The placeholder picture drawn in the page: no request, so it shows where a banner's picture
 * could not load (a phone offline) instead of the browser's broken-image icon.
 */
function DrawnPlaceholder() {
  return (
    <svg
      className={styles.image}
      viewBox="0 0 686 200"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      data-testid="banner-drawn-placeholder"
    >
      <rect width="686" height="200" fill="#1e293b" />
      <g fill="none" stroke="#fff" strokeOpacity="0.25" strokeWidth="6">
        <rect x="293" y="55" width="100" height="90" rx="10" />
        <path d="M300 135l30-35 22 24 14-14 24 25" />
      </g>
      <circle cx="370" cy="82" r="9" fill="#fff" fillOpacity="0.25" />
    </svg>
  );
}

/** Pictures that failed to load, forgotten when the link comes back so they are tried again. */
function useFailedPictures(): [ReadonlySet<string>, (picture: string) => void] {
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(
    () => onReconnect(() => setFailed((current) => (current.size === 0 ? current : new Set()))),
    [],
  );
  const fail = (picture: string) =>
    setFailed((current) => (current.has(picture) ? current : new Set(current).add(picture)));
  return [failed, fail];
}

/**
 * keen-slider over the element given to the returned ref, made once the first odds are on screen
 * and the page is idle, or at the member's first tap or key (`afterFirstOdds`). Made at mount, its
 * set-up (measuring and placing every slide) was half of the banner's first commit, one of the
 * phone's long boot tasks. Until then the first slide shows as it will after: the slides
 * do not shrink (styles.slide), the rest wait beyond the track's edge.
 */
function useIdleKeenSlider(
  options: KeenSliderOptions,
  plugins: KeenSliderPlugin[],
  slideCount: number,
): (element: HTMLDivElement | null) => void {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const latest = useLatest({ options, plugins });
  const ready = useAfterFirstOdds(DEFERRED_TURN.bannerSlider);
  useEffect(() => {
    if (element === null || !ready) return undefined;
    const slider = new KeenSlider(element, latest.current.options, latest.current.plugins);
    return () => slider.destroy();
    // Made again for another number of slides (keen-slider reads its slides when it is made).
  }, [element, ready, latest, slideCount]);
  return setElement;
}

function Slides({ banners }: { banners: readonly WireBanner[] }) {
  const intl = useIntl();
  const [failed, fail] = useFailedPictures();
  const [reduced] = useState(prefersReducedMotion);
  const [current, setCurrent] = useState(0);
  const sliderRef = useIdleKeenSlider(
    {
      loop: banners.length > 1,
      slideChanged: (slider) => setCurrent(slider.track.details.rel),
    },
    [autoplay(!reduced && banners.length > 1)],
    banners.length,
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
              {failed.has(bannerPicture(banner.picture)) ? (
                <DrawnPlaceholder />
              ) : (
                <img
                  className={styles.image}
                  src={bannerPicture(banner.picture)}
                  alt=""
                  width={686}
                  height={200}
                  fetchPriority={index === 0 ? 'high' : 'low'}
                  // The slides beyond the first load as they come near (so the first screen
                  // downloads one picture).
                  loading={index === 0 ? 'eager' : 'lazy'}
                  onError={() => fail(bannerPicture(banner.picture))}
                />
              )}
            </a>
          );
        })}
      </div>
    </section>
  );
}

/** The home page's banner carousel; one placeholder when there are none. */
export function BannerCarousel() {
  const intl = useIntl();
  const { memberArea } = useServices();
  const { load } = useLoad('banners', () => memberArea.fetchBanners());
  const [failed, fail] = useFailedPictures();
  if (load.status === 'loading') return <BannerPlaceholder />;
  const banners = load.status === 'ready' ? load.data.banners : [];
  if (banners.length === 0) {
    // With no banners, one placeholder picture with an empty link: a link element with no
    // address (HTML's placeholder link), so it leads nowhere and takes no focus.
    return (
      <section
        className={styles.root}
        aria-label={intl.formatMessage(messages.label)}
        data-testid="banner-carousel"
      >
        {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- the placeholder's empty link: HTML's placeholder link */}
        <a className={styles.slide} data-testid="banner-slide" data-placeholder="true">
          {failed.has(PLACEHOLDER_BANNER) ? (
            <DrawnPlaceholder />
          ) : (
            <img
              className={styles.image}
              src={PLACEHOLDER_BANNER}
              alt={intl.formatMessage(messages.placeholder)}
              width={686}
              height={200}
              onError={() => fail(PLACEHOLDER_BANNER)}
            />
          )}
        </a>
      </section>
    );
  }
  return <Slides banners={banners} />;
}
