// @ts-nocheck
// Loaded into a benchmarked simulator with NODE_OPTIONS=--import=<this file> (node refuses --cpu-prof
// there): samples the main thread's CPU from the start and writes a .cpuprofile (Chrome DevTools,
// speedscope) into BENCH_PROFILE_DIR when the process is asked to stop.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

const dir = process.env.BENCH_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 500 });
  session.post('Profiler.start');
  let written = false;
  const write = () => {
    if (written) return;
    written = true;
    // The in-process session answers synchronously: the profile is in hand before the process ends.
    session.post('Profiler.stop', (error, result) => {
      if (!error)
        writeFileSync(
          join(dir, `simulator-${process.pid}.cpuprofile`),
          JSON.stringify(result.profile),
        );
    });
  };
  process.prependListener('SIGTERM', write);
  process.on('exit', write);
}
