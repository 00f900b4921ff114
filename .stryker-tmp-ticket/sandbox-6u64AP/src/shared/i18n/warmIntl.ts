// @ts-nocheck
// The first use of each of ICU's services in a page loads its data (the list of locales
// it has, a time zone, the Thai word dictionary). Left to the first screen, that load ran inside the
// React task that first needed it: react-intl's createIntl checks its locale against the number and
// date formats' lists (4.5–15 ms of one render task in a boot's Lighthouse trace on this machine;
// under 1 ms once warmed). Each service is warmed here in a task of its own, started by the entry
// while the messages chunk is on its way (1–10 ms each in the same traces), so the first screen's
// tasks find the data loaded: a short task alone blocks a phone less than the same work added to a
// long one. The segmenter is made here too; cutting the announcements' sentences stays with them.
import { BANGKOK_TIME_ZONE } from '@contract/bangkokZone';
import { thaiSegmenter } from '../text/thaiSegmenter';

export type ScheduleTask = (step: () => void) => void;

const nextTask: ScheduleTask = (step) => {
  setTimeout(step, 0);
};

/** The warm-up's steps, one task each, in order. */
export const WARM_STEPS: readonly (() => void)[] = [
  // Number formats (money, stakes; react-intl's locale check).
  () => void new Intl.NumberFormat('en-US').format(1),
  // Date formats in Bangkok's time zone (early dates, times; react-intl's second check).
  () => void new Intl.DateTimeFormat('th-TH', { timeZone: BANGKOK_TIME_ZONE }).format(0),
  // The Thai word segmenter and its dictionary (the announcements' sentences).
  () => void thaiSegmenter()?.segment('ประกาศ')[Symbol.iterator]().next(),
];

/** Runs each step in a task of its own, one after another; a step that throws ends nothing else. */
export function warmIntl(
  schedule: ScheduleTask = nextTask,
  steps: readonly (() => void)[] = WARM_STEPS,
): void {
  const run = (index: number): void => {
    const step = steps[index];
    if (step === undefined) return;
    schedule(() => {
      try {
        step();
      } catch {
        // A browser without one of the services: the screen that needs it reports it there.
      }
      run(index + 1);
    });
  };
  run(0);
}
