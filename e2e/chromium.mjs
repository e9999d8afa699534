// This machine's Chromium, in one place: its path (CHROMIUM_PATH or
// PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH, else Debian's /usr/bin/chromium) and its flags (no
// sandbox, no GPU, no QUIC, no network but loopback), for the journeys (playwright.config.ts), the
// login-journey bench (bench/journey-timing.mjs) and Lighthouse (scripts/bench.mjs). Plain .mjs:
// the bench scripts are Node scripts that cannot import the TypeScript config.
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];
