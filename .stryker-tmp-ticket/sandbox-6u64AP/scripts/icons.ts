// @ts-nocheck
// The app's icons (web app manifest, home screen, Apple touch icon, favicon), drawn once as SVG and rasterised
// by the same Chromium the browser tests use. Run `node --import tsx scripts/icons.ts` after changing
// the drawing; the PNGs are committed (a build needs no browser). The maskable icons fill the whole
// square with the background and keep the ball inside the central 80 % circle (the safe zone that
// launchers may crop to).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium';

const OUT = 'public/icons';
const NAVY = '#0f1e3d';
const WHITE = '#f8fafc';

/** The ball of the favicon on a navy tile, in a 100 x 100 box; `scale` shrinks it about the centre. */
function drawing(options: { rounded: boolean; scale: number }): string {
  const { rounded, scale } = options;
  const r = rounded ? 18 : 0;
  const ball = `<g transform="translate(50 50) scale(${scale}) translate(-50 -50)">
    <circle cx="50" cy="50" r="28" fill="none" stroke="${WHITE}" stroke-width="7"/>
    <path d="M50 31l12.5 9.4-4.7 15.6H42.2L37.5 40.4z" fill="${WHITE}"/>
  </g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="${r}" fill="${NAVY}"/>${ball}</svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, rounded: true, scale: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, scale: 1 },
  // Safe zone: a circle of radius 40 (of 100); the ball's outer edge (31.5 at scale 1) is kept at ~28.
  { file: 'maskable-192.png', size: 192, rounded: false, scale: 0.9 },
  { file: 'maskable-512.png', size: 512, rounded: false, scale: 0.9 },
  // iOS rounds the corners itself and shows transparency as black: a full square.
  { file: 'apple-touch-icon.png', size: 180, rounded: false, scale: 1 },
  // The tab's icon: a PNG, not an SVG. The renderer draws an SVG image in a page of its own, made on
  // the main thread (5–13 ms each in Lighthouse's traces of a phone's boot), and the favicon
  // and the manifest's SVG icon were two of them; a PNG is decoded off the main thread.
  { file: 'favicon-32.png', size: 32, rounded: true, scale: 1 },
  { file: 'favicon-64.png', size: 64, rounded: true, scale: 1 },
] as const;

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    for (const icon of ICONS) {
      const page = await browser.newPage({
        viewport: { width: icon.size, height: icon.size },
        deviceScaleFactor: 1,
      });
      const svg = drawing(icon).replace(
        '<svg ',
        `<svg width="${icon.size}" height="${icon.size}" `,
      );
      await page.setContent(
        `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg}`,
      );
      writeFileSync(
        join(OUT, icon.file),
        await page.screenshot({ omitBackground: true, type: 'png' }),
      );
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

await main();
