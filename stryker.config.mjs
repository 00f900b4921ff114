// Mutation testing: `npm run test:mutation`. StrykerJS 9 with its Vitest runner (10 needs Node 22)
// over the money and odds rules: the odds core (decode, delta, merge, filter, sort, price rows),
// the ticket's stake rules and its kept confirm, every module of contract/, the odds push on the
// page (nudges, price history, the pipeline, the engine's parts, the odds client and its service,
// the realtime reconnects), the machines (the loader among them), Thai word units, the ticket
// following the market, `useLoad`, the page's actor system, the simulator's bet rules and
// settlement, the Pusher HTTP API's checks, the odds nudges' gathering and the odds-list cache.
// Static mutants (run while modules load) are ignored: every test would have to run for each. Not
// part of `npm test` (about ten minutes on two cores).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'tests/mutation/vitest.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  coverageAnalysis: 'perTest',
  ignoreStatic: true,
  mutate: [
    // Every rule and reader of the wire both sides share.
    'contract/*.ts',
    'src/shared/ticket/stake.ts',
    'src/shared/ticket/pendingConfirm.ts',
    'server/bets/confirm.ts',
    'server/bets/settlement.ts',
    'server/market/settlement.ts',
    'server/realtime/httpApi.ts',
    'server/realtime/oddsBroadcast.ts',
    'server/http/listCache.ts',
    'workers/odds/core/decode.ts',
    'workers/odds/core/delta.ts',
    'workers/odds/core/viewIndex.ts',
    'workers/odds/core/merge.ts',
    'workers/odds/core/filter.ts',
    'workers/odds/core/sort.ts',
    'workers/odds/core/priceRow.ts',
    'workers/odds/engine.ts',
    'workers/odds/engine/*.ts',
    // The odds push on the page: which list a nudge touches, where prices have been, one refresh's
    // pipeline, the client's door to the engine, the one client the app makes, and the socket's
    // reconnects.
    'workers/odds/core/nudge.ts',
    'workers/odds/core/priceHistory.ts',
    'workers/odds/core/pipeline.ts',
    'src/shared/odds/oddsClient.ts',
    'src/shared/odds/oddsService.ts',
    'workers/realtime/reconnect.ts',
    // Thai word units, the screens' loads (the ticket following the market is machines/marketChange.ts).
    'src/shared/text/wordUnits.ts',
    'src/shared/useLoad.ts',
    // The one actor system every machine of the page joins: who holds a name, who stops it, and
    // which render's actor survives React throwing a render away (a second one would log in twice).
    'src/shared/appSystem.ts',
    'machines/*.ts',
    'src/features/app-update/*.ts',
    'src/features/app-update/UpdateOffer.tsx',
  ],
  reporters: ['clear-text', 'progress-append-only', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 90, low: 85, break: null },
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 2),
  timeoutMS: 20_000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
