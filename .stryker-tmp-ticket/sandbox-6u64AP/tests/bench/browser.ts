// @ts-nocheck
// Browser benchmark: `npm run bench:browser` (builds first, then runs this file).
// The built app on the simulator in Debian's Chromium, 1440x900, the main thread slowed to the mid
// device tier (benchmarkIndex 1,000, calibrated each round: cpuCalibration.ts; `BENCH_CPU_RATE=n` a
// fixed rate, `BENCH_CPU_RATE=legacy` the old 4x), the odds tables refreshing every 5 s (`?refresh=5`) over ~3,000 football events (Early tab, "All early").
// In rounds (`BENCH_ROUNDS`, 3 by default), each after a machine speed index and the load: the
// worker engine and then the main-thread engine (`?engine=main`), each a minute of ~20 real mouse
// clicks on prices (each opens the quick bet, closed before the next) and a traced quiet window; the
// median and spread of each figure at the end (see board.ts), then one JSON line.
// `BENCH_STATIC_DIR` serves another build than `dist/` (a build of one's own, leaving `dist/` alone).
// `BENCH_INSPECT=1` (`npm run bench:browser:inspect`) compares the worker engine with the machine
// visualizer closed and open (`?inspect=1`, docked over the lower part of the page, worker lane on):
// the odds refresh should stay free of long tasks with the panel open.
import { runBoardBench } from './board';
import type { Variant } from './board';
import { ALL_EARLY, pageSetup } from './kit';

const PANEL: readonly [Variant, Variant] = [
  { label: 'closed', engine: 'worker' },
  {
    label: 'panel',
    engine: 'worker',
    query: '&inspect=1',
    async prepare(page) {
      await page
        .locator('[data-testid="inspector"] [data-testid="statechart"][data-ready="true"]')
        .first()
        .waitFor({ timeout: 60_000 });
      // The docked panel covers the lower part of the window: bring the odds to the top, above it.
      await page
        .locator('[data-testid="odds-table"][data-kind="early"]')
        .evaluate((table) => table.scrollIntoView({ block: 'start' }));
    },
  },
];

await runBoardBench({
  name: process.env.BENCH_INSPECT === '1' ? 'bench:browser:inspect' : 'bench:browser',
  tier: 'mid',
  legacyRate: 4,
  context: { viewport: { width: 1440, height: 900 } },
  entry: '/one-all-sport?userToken=demo&device=1',
  pageSetup: pageSetup({}),
  async chooseAllEarly(page) {
    await page.getByTestId('early-date').selectOption(ALL_EARLY, { timeout: 60_000 });
  },
  popupTestId: 'popup-quick-bet',
  input: 'mouse',
  inputName: 'click',
  aims: { refreshTbtPerMinMs: 50, inpMs: 100, ratio: 0.1 },
  ...(process.env.BENCH_INSPECT === '1' ? { variants: PANEL } : {}),
});
