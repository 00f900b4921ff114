// @ts-nocheck
// How long a test waits for what must eventually happen (an element that appears, a state that is
// reached): testing-library's findBy and waitFor (set here) and Vitest's expect.poll (vite.config.ts)
// give up after 1 s by default. On a machine loaded by other work a lazy chunk, a worker or a socket takes
// longer than that, and a test failed that a quiet machine passes. Waiting longer changes no
// outcome: what never happens still fails, and what happens at once is seen at once.
import { configure } from '@testing-library/dom';

export const ASYNC_WAIT_MS = 15_000;

configure({ asyncUtilTimeout: ASYNC_WAIT_MS });
