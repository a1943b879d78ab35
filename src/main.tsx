/**
 * The entry. Evaluating everything the app imports (React DOM, Mantine, the app's modules) used to be
 * one task of 120–280 ms on a phone-speed CPU, right after first paint, blocking taps. Each dynamic
 * import below evaluates only the modules not evaluated yet, in a task of its own, and the yield
 * between them lets the browser handle input and paint in between: React DOM first, then the app
 * itself, which hydrates the page (src/start.tsx). The app's shell (the start and everything it
 * imports) is one chunk (build/vite-shell-chunk.ts).
 *
 * The stylesheets are imported here, statically, so the build keeps them in the page's HTML (where the
 * prerender step inlines each page's critical rules) instead of loading them from a script.
 */
import './app/styles';
import './app/shell.css';
import './app/reading.css';
import { SEARCH_PATH } from './app/search-path';
import { EARLY_RESULTS_WAIT_MS } from './shared/early-search-signal';
import { yieldToMain } from './lib/yield-to-main';
import { watchConnection } from './store/connection';

// From the first moment: a connection that returns while the app still loads must not be missed.
watchConnection();

/**
 * The print sheet (public/print.css): linked here, as the entry runs after the first paint and the
 * largest image, so its request never competes with them. Print media: it never blocks rendering.
 */
function linkPrintSheet(): void {
  const link = document.createElement('link');
  Object.assign(link, { rel: 'stylesheet', media: 'print', href: '/print.css' });
  document.head.append(link);
}

async function boot(): Promise<void> {
  linkPrintSheet();
  // A page of results waits for its answers, not for the app: they are asked at once and the first
  // results drawn before the app (src/features/search/early-search.ts), whose 130 KB would otherwise
  // share a phone's network with that answer. React DOM is asked once the browser has reported the
  // results' paint, so its bytes are never among what that paint waited for.
  if (window.location.pathname === SEARCH_PATH && window.location.search) {
    const drawn = import('./features/search/early-search').then(({ showEarly }) =>
      showEarly(window.location.search),
    );
    // The limit counts from the first paint, as the page's loader counts it: what the loader already
    // waited is not waited again here.
    const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const left = EARLY_RESULTS_WAIT_MS - (painted === undefined ? 0 : performance.now() - painted);
    await Promise.race([
      drawn.catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, Math.max(0, left))),
    ]);
  }
  await import('react-dom/client');
  await yieldToMain();
  const { start } = await import('./start');
  // The start's first steps (asking for the page's chunk, reading the embedded data) in a task of
  // their own: run where the import resolves, they lengthened the shell's evaluation by a sixth.
  await yieldToMain();
  await start();
}

void boot();
