// @ts-nocheck
// The cost of the odds stream: bytes a minute and requests a minute of one member on the phone
// layout watching the live list, with the odds stream on and off (the countdown alone), side by
// side in one run. `node --import tsx tests/bench/bytes.ts` (BENCH_SECONDS: the window, 60 by
// default; BENCH_EVENTS: the simulator's events, 3,000 by default). Counted by Chromium's own
// network log (CDP): the bytes that crossed the wire (compressed bodies and headers,
// encodedDataLength) of every HTTP reply after the board's first odds, and the websocket frames
// (payload bytes) both ways. Prints readable lines, then one JSON line last.
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { startSimulator, sleep, withoutOddsStream } from './kit';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { recordLine } from './record';

const SECONDS = Math.max(10, Number(process.env.BENCH_SECONDS ?? 60));
const EVENTS = process.env.BENCH_EVENTS ?? '3000';

interface Tally {
  requests: number;
  httpBytes: number;
  socketFrames: number;
  socketBytes: number;
  oddsCalls: number;
}

async function watch(browser: Browser, origin: string, stream: boolean): Promise<Tally> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(() => {
    localStorage.setItem('firstLogin', 'false');
    // The live tab: the list a member watches during a match.
    localStorage.setItem('storageFilter', JSON.stringify({ sortFilterEventId: 1 }));
  });
  if (!stream) await withoutOddsStream(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const tally: Tally = { requests: 0, httpBytes: 0, socketFrames: 0, socketBytes: 0, oddsCalls: 0 };
  let counting = false;
  // Playwright sees the odds worker's calls too (the page's CDP session does not).
  const pending: Promise<void>[] = [];
  context.on('requestfinished', (request) => {
    if (!counting) return;
    const url = request.url();
    pending.push(
      request.sizes().then((sizes) => {
        tally.requests += 1;
        tally.httpBytes +=
          sizes.requestHeadersSize +
          sizes.requestBodySize +
          sizes.responseHeadersSize +
          sizes.responseBodySize;
        if (/-odds(_nonfullload)?\?/.test(url)) tally.oddsCalls += 1;
      }),
    );
  });
  const frame = (event: { response: { payloadData: string } }) => {
    if (!counting) return;
    tally.socketFrames += 1;
    tally.socketBytes += Buffer.byteLength(event.response.payloadData);
  };
  cdp.on('Network.webSocketFrameReceived', frame);
  cdp.on('Network.webSocketFrameSent', frame);
  await page.goto(`${origin}/one-all-sport?userToken=demo&device=0`);
  await page.waitForSelector('[data-testid="odds-table"][data-kind="live"]', { state: 'attached' });
  await page.waitForSelector(
    `[data-testid="board-mode"][data-mode="${stream ? 'live' : 'countdown'}"]`,
  );
  // Past the boot: the window counts what watching costs, not what opening the page did.
  await sleep(3_000);
  counting = true;
  await sleep(SECONDS * 1000);
  counting = false;
  await Promise.all(pending);
  await context.close();
  return tally;
}

async function main(): Promise<void> {
  const loadBefore = loadavg()[0] ?? 0;
  const simulator = await startSimulator('bytes', {
    SIM_EVENTS: EVENTS,
    SIM_SEED: '7',
    SIM_START: '12:00',
    SIM_FEED_MS: '1500',
  });
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
    const perMinute = (n: number) => (n * 60) / SECONDS;
    const rows: Record<string, number | string>[] = [];
    console.log(
      `bench:bytes: phone layout, live tab, ${EVENTS} events, ${SECONDS} s window, load ${loadBefore.toFixed(2)}`,
    );
    for (const stream of [true, false]) {
      const t = await watch(browser, simulator.origin, stream);
      const row = {
        mode: stream ? 'stream' : 'countdown',
        httpKbPerMin: Math.round(perMinute(t.httpBytes) / 102.4) / 10,
        requestsPerMin: Math.round(perMinute(t.requests) * 10) / 10,
        oddsCallsPerMin: Math.round(perMinute(t.oddsCalls) * 10) / 10,
        socketKbPerMin: Math.round(perMinute(t.socketBytes) / 102.4) / 10,
        socketFramesPerMin: Math.round(perMinute(t.socketFrames)),
      };
      rows.push(row);
      console.log(
        `${row.mode.padEnd(10)} HTTP ${row.httpKbPerMin} kB/min in ${row.requestsPerMin} requests/min (odds calls ${row.oddsCallsPerMin}/min); socket ${row.socketKbPerMin} kB/min in ${row.socketFramesPerMin} frames/min`,
      );
    }
    console.log(recordLine('bench:bytes'));
    console.log(
      JSON.stringify({
        bench: 'bytes',
        events: Number(EVENTS),
        seconds: SECONDS,
        loadBefore,
        loadAfter: loadavg()[0] ?? 0,
        rows,
      }),
    );
  } finally {
    await browser?.close();
    await simulator.stop();
  }
}

await main();
