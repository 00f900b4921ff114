// @ts-nocheck
// Loaded into a benchmarked simulator with NODE_OPTIONS=--import=<this file>: for each request whose
// URL holds BENCH_ANSWER_PATH, the wall-clock time it arrived and the ms until its reply was written
// (the simulator's own answer time, without the load generator's delays in reading it), written as
// JSON `[[arrivedAtMs, ms], ...]` into BENCH_ANSWER_FILE when the process is asked to stop.
import { Server } from 'node:http';
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_ANSWER_FILE;
const path = process.env.BENCH_ANSWER_PATH ?? '';
if (file) {
  const answers = [];
  const emit = Server.prototype.emit;
  Server.prototype.emit = function (event, request, response) {
    if (event === 'request' && request.url.includes(path)) {
      const arrivedAt = Date.now();
      const start = performance.now();
      response.once('finish', () => answers.push([arrivedAt, performance.now() - start]));
    }
    return emit.apply(this, arguments);
  };
  let written = false;
  const write = () => {
    if (written) return;
    written = true;
    writeFileSync(file, JSON.stringify(answers));
  };
  process.prependListener('SIGTERM', write);
  process.on('exit', write);
}
