// @ts-nocheck
// The banner call index.html's boot script (src/app/bootBanner.ts) hands over on `window`, read by
// the banner feature's first call (bootHandoff.ts): a type both sides name, here so that no feature
// imports src/app. Types only: the boot script imports nothing at runtime.

/** The banner call boot.ts made, handed to the app's first banner call (see bootHandoff.ts). */
export interface BootBanners {
  url: string;
  token: string;
  reply: Promise<Response>;
}

declare global {
  interface Window {
    __BOOT_BANNERS__?: BootBanners;
  }
}
