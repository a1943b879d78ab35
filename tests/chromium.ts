/**
 * How every browser of the project is launched: Debian's Chromium (never a downloaded build) with the
 * flags that keep it from reaching for Google's hosts on a machine with no network. One place for the
 * Playwright config, the e2e specs and the benchmark scripts.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
