// @ts-nocheck
// Where the tests, benchmarks and scripts find Chromium, and how they launch it: Debian's build
// (`apt-get install -y chromium`) unless CHROMIUM_PATH names another one. Browsers are not
// downloaded (Playwright's own builds are unreachable here).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** No sandbox (root in containers), no GPU, no background calls (nothing else on the network). */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];
