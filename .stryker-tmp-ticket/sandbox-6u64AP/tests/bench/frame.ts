// @ts-nocheck
// The phone board's frame, builds side by side: `npm run bench:frame` (builds first, then runs this
// file). What the browser does for a tap besides the app's script, and what the main thread's
// garbage collector marks (to make a tap cheaper): each build on its own simulator, in Debian's
// Chromium as a phone (390x844, touch, the mobile layout) on the Early tab's "All early" (~3,000
// football events), the main thread not slowed (the figures are compared side by side, as ratios to
// the first build).
// Per build and round, on a fresh page after the board settled:
//   hit test   µs per `document.elementFromPoint` (2,000 points over the board): the browser hit
//              tests a tap ~10 times (touch, pointer, gesture, mouse and click events);
//   frame      30 frames, each after one price's background changed (as a tap's :active or pick
//              does): the trace's UpdateLayoutTree, Layout, PrePaint, Paint and Layerize per
//              frame, in ms;
//   heap       the main thread's JS heap after a full collection (MB), and the objects and boxed
//              numbers of a heap snapshot: what every major collection marks.
// `BENCH_STATIC_DIRS=dist,/tmp/other-build` compares builds (default: `dist` alone);
// `BENCH_ROUNDS` rounds (3), alternating the builds; median and spread, then one JSON line.
import { loadavg } from 'node:os';
import { basename } from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, CDPSession } from 'playwright-core';
import { formatSpread, spreadOf } from './board';
import type { Spread } from './board';
import { ALL_EARLY, pageSetup, SIM_EVENTS, sleep, startSimulator } from './kit';
import type { Simulator } from './kit';
import { startTrace } from './trace';
import { CHROMIUM_PATH } from '../chromium';
import { recordLine } from './record';

const DIRS = (process.env.BENCH_STATIC_DIRS ?? 'dist').split(',').filter((dir) => dir !== '');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const HIT_POINTS = 400;
const HIT_PASSES = 5;
const FRAMES = 30;
const SETTLE_MS = 6_000;
/** The odds refresh out of the way: one list, then no countdown within the measure. */
const REFRESH_S = 600;
const FRAME_WORK = ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize'];

interface Round {
  hitTestUs: number;
  frameMs: Record<string, number>;
  heapMb: number;
  objects: number;
  heapNumbers: number;
}

/** Node counts of a heap snapshot by V8's node type ("object", "number", ...). */
async function snapshotCounts(cdp: CDPSession): Promise<Record<string, number>> {
  const chunks: string[] = [];
  const collect = (chunk: { chunk: string }) => chunks.push(chunk.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  const snapshot = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
  };
  const { node_fields: fields, node_types: types } = snapshot.snapshot.meta;
  const typeAt = fields.indexOf('type');
  const counts: Record<string, number> = {};
  for (let i = typeAt; i < snapshot.nodes.length; i += fields.length) {
    const type = types[0][snapshot.nodes[i]!] ?? '?';
    counts[type] = (counts[type] ?? 0) + 1;
  }
  return counts;
}

async function measure(browser: Browser, origin: string): Promise<Round> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  try {
    await context.addInitScript({ content: pageSetup({ sortEarlyDate: ALL_EARLY }) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${origin}/one-all-sport?userToken=demo&device=0&refresh=${REFRESH_S}`);
    await page
      .locator('[data-testid="odds-table"][data-kind="early"] [data-testid="price"]')
      .first()
      .waitFor({ timeout: 90_000 });
    await sleep(SETTLE_MS);
    const stopTrace = await startTrace(cdp);
    const hitTestUs = await page.evaluate(
      async ({ points, passes, frames }) => {
        const at: [number, number][] = [];
        for (let i = 0; i < points; i += 1)
          at.push([10 + ((i * 37) % 370), 150 + ((i * 53) % 680)]);
        const started = performance.now();
        for (let pass = 0; pass < passes; pass += 1)
          for (const [x, y] of at) document.elementFromPoint(x, y);
        const perHit = ((performance.now() - started) / (points * passes)) * 1000;
        const price = document.querySelector<HTMLElement>('[data-testid="price"]')!;
        for (let frame = 0; frame < frames; frame += 1) {
          price.style.background = frame % 2 === 0 ? 'rgb(250, 240, 200)' : '';
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        }
        price.style.background = '';
        return perHit;
      },
      { points: HIT_POINTS, passes: HIT_PASSES, frames: FRAMES },
    );
    const events = await stopTrace();
    const frameMs: Record<string, number> = {};
    for (const name of FRAME_WORK) frameMs[name] = 0;
    for (const event of events)
      if (event.ph === 'X' && event.name in frameMs)
        frameMs[event.name]! += (event.dur ?? 0) / 1000 / FRAMES;
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    const counts = await snapshotCounts(cdp);
    return {
      hitTestUs,
      frameMs,
      heapMb: heap.usedSize / 1e6,
      objects: counts.object ?? 0,
      heapNumbers: counts.number ?? 0,
    };
  } finally {
    await context.close();
  }
}

const sims: (Simulator & { dir: string })[] = [];
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const [index, dir] of DIRS.entries())
    sims.push({
      ...(await startSimulator(`frame${index}`, {
        SIM_EVENTS: String(SIM_EVENTS),
        SIM_TEST_HOOKS: '1',
        STATIC_DIR: dir,
      })),
      dir,
    });
  console.log(
    `bench:frame  builds ${DIRS.join(', ')}; ${ROUNDS} rounds; load ${loadavg()[0]!.toFixed(2)} (2 cores)`,
  );
  const rounds = new Map<string, Round[]>(DIRS.map((dir) => [dir, []]));
  for (let round = 1; round <= ROUNDS; round += 1)
    for (const sim of sims) {
      const result = await measure(browser, sim.origin);
      rounds.get(sim.dir)!.push(result);
      console.log(
        `round ${round} ${basename(sim.dir)}: hit test ${result.hitTestUs.toFixed(1)} µs; per frame ${FRAME_WORK.map((name) => `${name} ${result.frameMs[name]!.toFixed(2)}`).join(', ')} ms; heap ${result.heapMb.toFixed(1)} MB, ${result.objects} objects, ${result.heapNumbers} numbers; load ${loadavg()[0]!.toFixed(2)}`,
      );
    }
  const summary = DIRS.map((dir) => {
    const all = rounds.get(dir)!;
    const of = (pick: (round: Round) => number): Spread => spreadOf(all.map(pick));
    return {
      build: dir,
      hitTestUs: of((round) => round.hitTestUs),
      frameMs: Object.fromEntries(
        FRAME_WORK.map((name) => [name, of((round) => round.frameMs[name]!)]),
      ),
      frameTotalMs: of((round) => FRAME_WORK.reduce((sum, name) => sum + round.frameMs[name]!, 0)),
      heapMb: of((round) => round.heapMb),
      objects: of((round) => round.objects),
      heapNumbers: of((round) => round.heapNumbers),
    };
  });
  const first = summary[0]!;
  for (const build of summary) {
    const ratio = (a: Spread, b: Spread) => (b.median > 0 ? (a.median / b.median).toFixed(2) : '-');
    console.log(
      `${build.build}: hit test ${formatSpread(build.hitTestUs, 1)} µs (x${ratio(build.hitTestUs, first.hitTestUs)}); frame ${formatSpread(build.frameTotalMs, 2)} ms (x${ratio(build.frameTotalMs, first.frameTotalMs)}), of it Layerize ${formatSpread(build.frameMs.Layerize!, 2)}, Paint ${formatSpread(build.frameMs.Paint!, 2)}; heap ${formatSpread(build.heapMb, 1)} MB, objects ${formatSpread(build.objects)} (x${ratio(build.objects, first.objects)}), boxed numbers ${formatSpread(build.heapNumbers)} (x${ratio(build.heapNumbers, first.heapNumbers)})`,
    );
  }
  console.log(recordLine('bench:frame'));
  console.log(JSON.stringify({ frame: summary, load: loadavg()[0] }));
} finally {
  await browser.close();
  for (const sim of sims) await sim.stop();
}
