// The Content-Security-Policy a static host must send with this build: `script-src` names the boot
// script the build writes into index.html by its hash, and the hash changes with every build. Run
// `node --import tsx scripts/csp.ts [dist]` after `vite build` (docs/deploying.md); the simulator
// computes the same policy itself from the page it sends.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  runtimeConfig,
} from '../server/http/routes/frontEnd';

const dist = process.argv[2] ?? 'dist';
const hashes = inlineScriptHashes(readFileSync(join(dist, 'index.html'), 'utf8'));
// The same-origin settings: a host whose runtime-config.js points elsewhere adds those origins to
// connect-src (docs/deploying.md).
console.log(contentSecurityPolicy(runtimeConfig(''), hashes));
