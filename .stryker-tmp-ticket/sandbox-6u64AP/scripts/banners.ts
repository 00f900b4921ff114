// @ts-nocheck
// The simulator's carousel banners (server/content/content.ts), drawn as SVG in scripts/banners and
// rasterised to WebP by the same Chromium the browser tests use. Run `node --import tsx
// scripts/banners.ts` after changing a drawing; the pictures are committed (a build needs no browser).
// Pictures, not SVG, because that is what an operator's banner list carries (the member API's
// example is a JPEG) and what a phone should be measured drawing: the renderer draws an SVG image
// in a page it makes on the main thread, and a banner's words made it lay out text there (one task
// of 11-23 ms in traces of a phone's boot); a picture is decoded off the main thread.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium';

const SOURCE = 'scripts/banners';
const OUT = 'public/banners';
/**
 * The spec's banner size (686 x 200), as an operator's pictures are: on a phone the carousel is
 * narrower (390 CSS pixels at 2x is 780 device pixels), and the bytes are what a phone's first
 * screen waits for on 4G (8-10 kB each; twice the size was 16-20 kB).
 */
const SCALE = 1;
const QUALITY = 0.85;

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    for (const file of readdirSync(SOURCE).filter((name) => name.endsWith('.svg'))) {
      const svg = readFileSync(join(SOURCE, file), 'utf8');
      const dataUrl = await page.evaluate(
        async ({ svg, scale, quality }) => {
          const image = new Image();
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = image.naturalWidth * scale;
          canvas.height = image.naturalHeight * scale;
          const context = canvas.getContext('2d');
          if (context === null) throw new Error('no 2d canvas');
          context.drawImage(image, 0, 0, canvas.width, canvas.height);
          return canvas.toDataURL('image/webp', quality);
        },
        { svg, scale: SCALE, quality: QUALITY },
      );
      if (!dataUrl.startsWith('data:image/webp;base64,'))
        throw new Error(`${file}: this Chromium does not encode WebP`);
      const out = join(OUT, `${basename(file, '.svg')}.webp`);
      writeFileSync(out, Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
      console.log(`${out}: ${Math.round(readFileSync(out).length / 1024)} kB`);
    }
  } finally {
    await browser.close();
  }
}

await main();
