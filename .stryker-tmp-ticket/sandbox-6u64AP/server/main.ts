// @ts-nocheck
// `npm run serve`: the simulator on PORT (default 4173), settings from the environment.
import { createSimulator } from './app';

const simulator = await createSimulator({ log: process.env.LOG_LEVEL !== 'silent' });
console.log(
  `Sportsbook simulator: http://localhost:${simulator.port}/one-all-sport?userToken=demo&device=1`,
);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: closing the simulator`);
  try {
    // close() checkpoints the WAL and closes the database, so the data dir is consistent.
    await simulator.close();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}

process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
