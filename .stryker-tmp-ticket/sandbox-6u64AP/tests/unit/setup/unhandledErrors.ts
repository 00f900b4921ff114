// @ts-nocheck
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Reporter } from 'vitest/reporters';

// The JSON record (reports/unit.json) holds each test's outcome, and says `success: true` for a run
// that failed only on an unhandled error (a timer of a finished test throwing after its page was
// gone, say): the console names the file it came from, the record did not. This reporter keeps
// those errors beside it, with the test file and test they came from; an empty list when none.
export const UNHANDLED_ERRORS_FILE = 'reports/unit-unhandled.json';

const UnhandledErrorsReporter: new () => Reporter = class {
  onTestRunEnd(
    _modules: unknown,
    errors: ReadonlyArray<{
      name?: string;
      message: string;
      stack?: string;
      [key: string]: unknown;
    }>,
  ): void {
    mkdirSync(dirname(UNHANDLED_ERRORS_FILE), { recursive: true });
    const record = errors.map((error) => ({
      file: error.VITEST_TEST_PATH ?? null,
      test: error.VITEST_TEST_NAME ?? null,
      name: error.name ?? 'Error',
      message: error.message,
      stack: error.stack ?? '',
    }));
    writeFileSync(UNHANDLED_ERRORS_FILE, `${JSON.stringify(record, null, 2)}\n`);
  }
};

export default UnhandledErrorsReporter;
