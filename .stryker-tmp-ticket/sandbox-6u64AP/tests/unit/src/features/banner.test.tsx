// @ts-nocheck
// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTOPLAY_MS, autoplay, BannerCarousel } from '@src/features/banner/BannerCarousel';
import {
  PLACEHOLDER_BANNER,
  bannerPicture,
  safeBannerLink,
} from '@src/features/banner/bannerLinks';
import { fakeServices, ok, renderWithServices } from '../helpers';

// keen-slider's set-up measures and places every slide: stood in for, to see when it is made.
const made = vi.hoisted(() => ({ sliders: [] as { container: Element; destroyed: boolean }[] }));
vi.mock('keen-slider', () => ({
  default: vi.fn(function KeenSlider(container: Element) {
    const slider = { container, destroyed: false, destroy: () => (slider.destroyed = true) };
    made.sliders.push(slider);
    return slider;
  }),
}));

afterEach(cleanup);

/** The carousel over these banners, reduced motion (no autoplay), drawn. */
async function renderBanners(banners: { link: string; picture: string }[]) {
  window.matchMedia = vi.fn(() => ({ matches: true }) as unknown as MediaQueryList);
  const fake = fakeServices({
    sessionToken: 's',
    memberArea: { fetchBanners: async () => ok({ banners, popup: null }) },
  });
  const view = renderWithServices(<BannerCarousel />, fake.services);
  await waitFor(() => expect(screen.getAllByTestId('banner-slide')).toHaveLength(banners.length));
  return view;
}

describe('banner links', () => {
  it('follows only absolute http(s) links', () => {
    expect(safeBannerLink('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeBannerLink('http://example.com')).toBe('http://example.com/');
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/relative',
      '',
      'ftp://x.example',
    ]) {
      expect(safeBannerLink(bad), bad).toBeNull();
    }
  });

  it('falls back to the placeholder picture', () => {
    expect(bannerPicture('')).toBe(PLACEHOLDER_BANNER);
    expect(bannerPicture('/banners/1.svg')).toBe('/banners/1.svg');
  });
});

describe('BannerCarousel', () => {
  it('shows one slide per banner, each an <a> opening http(s) in a new tab, other links as plain slides', async () => {
    await renderBanners([
      { link: 'https://example.com/promo', picture: '/banners/1.svg' },
      { link: 'javascript:alert(1)', picture: '/banners/2.svg' },
      { link: 'https://example.com/other', picture: '' },
    ]);
    const [first, second, third] = screen.getAllByTestId('banner-slide');
    expect(first?.tagName).toBe('A');
    expect(first?.getAttribute('href')).toBe('https://example.com/promo');
    expect(first?.getAttribute('target')).toBe('_blank');
    expect(first?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(second?.hasAttribute('href')).toBe(false);
    expect(third?.querySelector('img')?.getAttribute('src')).toBe(PLACEHOLDER_BANNER);
    expect(first?.querySelector('img')?.getAttribute('width')).toBe('686');
    // Reduced motion: the carousel does not advance by itself.
    expect(screen.getByTestId('banner-carousel').getAttribute('data-autoplay')).toBe('false');
  });

  it('shows one placeholder image in a link with no address when there are no banners', async () => {
    const fake = fakeServices({ sessionToken: 's' });
    renderWithServices(<BannerCarousel />, fake.services);
    await waitFor(() => expect(screen.getAllByTestId('banner-slide')).toHaveLength(1));
    const slide = screen.getByTestId('banner-slide');
    // The banner rule with no banners: a placeholder in a link with no address (nothing to follow).
    expect(slide.tagName).toBe('A');
    expect(slide.hasAttribute('href')).toBe(false);
    expect(slide.querySelector('img')?.getAttribute('src')).toBe(PLACEHOLDER_BANNER);
  });
});

describe('the banner slider', () => {
  it('is made after the first odds, at the first tap at the latest, not in the banner’s first draw', async () => {
    const view = await renderBanners([
      { link: 'https://example.com/a', picture: '/banners/1.svg' },
      { link: 'https://example.com/b', picture: '/banners/2.svg' },
    ]);
    // Drawn, the first slide in view, and no slider yet.
    expect(made.sliders).toHaveLength(0);

    // No odds shown in this test: the member's first tap makes it at once.
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
      await Promise.resolve();
    });
    await waitFor(() => expect(made.sliders).toHaveLength(1));
    const track = screen.getByTestId('banner-carousel').querySelector('.keen-slider');
    expect(made.sliders[0]?.container).toBe(track);

    // Gone with the carousel.
    view.unmount();
    expect(made.sliders[0]?.destroyed).toBe(true);
  });
});

describe('the carousel autoplay', () => {
  /** The plugin on a stand-in slider: its events, its moves, and the sight of its box. */
  function started() {
    const handlers = new Map<string, (() => void)[]>();
    let moves = 0;
    let sight: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          sight = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const fades: number[] = [];
    const slides = [0, 1, 2].map((index) => {
      const slide = document.createElement('a');
      slide.animate = ((keyframes: Keyframe[]) => {
        expect(keyframes).toEqual([{ opacity: 0 }, { opacity: 1 }]);
        fades.push(index);
      }) as unknown as HTMLElement['animate'];
      return slide;
    });
    const details = { abs: 0, rel: 0 };
    const slider = {
      container: document.createElement('div'),
      slides,
      track: { details },
      moveToIdx: (idx: number, absolute: boolean, animation: { duration: number }) => {
        // A jump, not keen-slider's animated move of a few dozen main-thread frames.
        expect([absolute, animation.duration]).toEqual([true, 0]);
        moves += 1;
        details.abs = idx;
        details.rel = idx % slides.length;
      },
      on: (name: string, handler: () => void) =>
        handlers.set(name, [...(handlers.get(name) ?? []), handler]),
    };
    (autoplay(true) as (s: unknown) => void)(slider);
    const emit = (name: string) => handlers.get(name)?.forEach((handler) => handler());
    emit('created');
    return {
      moves: () => moves,
      fades: () => fades,
      emit,
      inSight: (isIntersecting: boolean) => sight?.([{ isIntersecting }]),
    };
  }

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('moves every few seconds while in sight, and waits while scrolled away or hidden', () => {
    vi.useFakeTimers();
    const carousel = started();
    vi.advanceTimersByTime(AUTOPLAY_MS);
    expect(carousel.moves()).toBe(1);
    carousel.emit('animationEnded');
    carousel.inSight(false);
    vi.advanceTimersByTime(AUTOPLAY_MS * 3);
    expect(carousel.moves()).toBe(1);
    carousel.inSight(true);
    vi.advanceTimersByTime(AUTOPLAY_MS);
    expect(carousel.moves()).toBe(2);
    carousel.emit('animationEnded');
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(AUTOPLAY_MS * 3);
    expect(carousel.moves()).toBe(2);
    carousel.emit('destroyed');
  });

  it('jumps to the next slide and fades it in; a swipe keeps its own motion and no fade', () => {
    vi.useFakeTimers();
    const carousel = started();
    vi.advanceTimersByTime(AUTOPLAY_MS);
    carousel.emit('animationEnded');
    expect(carousel.fades()).toEqual([1]);
    // A member's swipe ends with keen-slider's own animation: nothing fades.
    carousel.emit('dragStarted');
    carousel.emit('animationEnded');
    expect(carousel.fades()).toEqual([1]);
    vi.advanceTimersByTime(AUTOPLAY_MS);
    carousel.emit('animationEnded');
    expect(carousel.fades()).toEqual([1, 2]);
    carousel.emit('destroyed');
  });
});
