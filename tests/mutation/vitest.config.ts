import base from '../../vite.config';

// The unit tests that cover the mutated files (stryker.config.mjs): the rest of the suite (screens,
// realtime, caches) never reaches them and would only slow every mutant's run.
// MUTATION_TESTS (globs, separated by spaces) narrows one file's run to the tests written for it, e.g.
// `MUTATION_TESTS=tests/unit/workers/odds/priceHistory.test.ts npx stryker run --mutate
// workers/odds/core/priceHistory.ts`: the score is then what those tests alone see of the file.
const only = (process.env.MUTATION_TESTS ?? '')
  .split(/\s+/)
  .map((glob) => glob.trim())
  .filter((glob) => glob !== '');

export default {
  ...base,
  test: {
    ...base.test,
    // No JSON record per mutant's run (the unit suite's record is reports/unit.json).
    reporters: ['default'],
    outputFile: undefined,
    include:
      only.length > 0
        ? only
        : [
            'tests/unit/contract/**/*.test.ts',
            'tests/unit/workers/odds/{decode,decodeFields,delta,merge,filter,sortByTime,sortRules,viewModel,api,priceRow}.test.ts',
            'tests/unit/src/features/ticket/{rules,wire}.test.ts',
            'tests/unit/src/shared/ticket/pendingConfirm.test.ts',
            'tests/unit/src/features/odds-table/{oddsTables,eventRow}.test.tsx',
            'tests/unit/machines/**/*.test.ts',
            'tests/unit/workers/odds/{engine,engineEdges,engineMoves,engineNudged,nudge,nudgeAbuse,nudgeRows,search,priceHistory,pipeline,cancel}.test.ts',
            'tests/unit/workers/odds/engine/*.test.ts',
            'tests/unit/workers/realtime/*.test.ts',
            'tests/unit/src/features/odds-table/oddsClient.test.ts',
            'tests/unit/src/shared/odds/{oddsClientEdges,engineConnections,oddsService}.test.ts',
            'tests/unit/src/shared/text/wordUnits.test.ts',
            'tests/unit/src/shared/useLoad.test.tsx',
            'tests/unit/src/shared/appSystem.test.tsx',
            'tests/unit/src/features/app-update/**/*.test.{ts,tsx}',
            'tests/unit/server/{rules,settlement,settlementAmounts,settlementCounts,confirmRules,betConfirm,contract.history,badInput,persistence,seedHistory,seedHistorySettlement,rateLimit}.test.ts',
            'tests/unit/server/market/settlement.test.ts',
            'tests/unit/server/{pusherSignature,pusherHttpApi,oddsBroadcast,listCache,listCacheUnit,listCacheFreshness,listCdnHeaders}.test.ts',
          ],
  },
};
