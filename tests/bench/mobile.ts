// Low-end phone benchmark: `npm run bench:mobile` (builds first, then runs this file).
// The built app on the simulator in Debian's Chromium as a phone: 390x844, touch, the mobile layout
// (`device=0`), the main thread slowed to the low device tier (benchmarkIndex 264, a Moto G Power
// class phone; calibrated each round: cpuCalibration.ts; `BENCH_CPU_RATE=n` a fixed rate,
// `BENCH_CPU_RATE=legacy` or `=6` the old 6x), the odds board refreshing every 5 s
// (`?refresh=5`) over ~3,000 football events (Early tab, "All early", set in storageFilter).
// In rounds (`BENCH_ROUNDS`, 3 by default), each after a machine speed index and the load: the
// worker engine and then the main-thread engine (`?engine=main`), each a minute of ~20 real taps on
// prices (each opens the ticket modal, closed before the next) and a traced quiet window; the
// median and spread of each figure at the end (see board.ts), then one JSON line.
// `BENCH_STATIC_DIR` serves another build than `dist/` (a build of one's own, leaving `dist/` alone).
// `BENCH_TAP_PROFILE=1` traces each clicked minute with V8's sampler: the slowest taps' work by kind
// and by function, and the taps' thread CPU (tapProfile.ts).
import { runBoardBench } from './board';
import { ALL_EARLY, pageSetup } from './kit';

await runBoardBench({
  name: 'bench:mobile',
  tier: 'low',
  legacyRate: 6,
  context: {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  },
  entry: '/one-all-sport?userToken=demo&device=0',
  pageSetup: pageSetup({ sortEarlyDate: ALL_EARLY }),
  popupTestId: 'bet-ticket',
  input: 'touch',
  inputName: 'tap',
  aims: { refreshTbtPerMinMs: 100, inpMs: 150, ratio: 0.1, heapMb: 60 },
});
