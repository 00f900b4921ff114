// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BannerCarousel } from '@src/features/banner/BannerCarousel';
import { fakeServices, ok, renderWithServices } from '../../helpers';

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

describe('the banner slider', () => {
  it('is made after the first odds, at the first tap at the latest, not in the banner’s first draw', async () => {
    window.matchMedia = vi.fn(() => ({ matches: true }) as unknown as MediaQueryList);
    const fake = fakeServices({
      sessionToken: 's',
      memberArea: {
        fetchBanners: async () =>
          ok({
            banners: [
              { link: 'https://example.com/a', picture: '/banners/1.svg' },
              { link: 'https://example.com/b', picture: '/banners/2.svg' },
            ],
            popup: null,
          }),
      },
    });
    const view = renderWithServices(<BannerCarousel />, fake.services);
    await waitFor(() => expect(screen.getAllByTestId('banner-slide')).toHaveLength(2));
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
