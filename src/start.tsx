import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { startBackgroundJobs } from './app/background';
import { firstPageCommitted } from './app/page-committed';
import { preloadRoute, showsFallback } from './app/routes';
import { NOT_FOUND_PATH } from './app/route-table';
import { readPrerenderData, seedsAsOf } from './prerender-data';
import { isPreviewMode } from './lib/preview-mode';
import { restoreStore, seedQueries } from './store/restore';
import { yieldToMain } from './lib/yield-to-main';

/** Stored content is worth waiting a moment for (no skeleton flash on repeat visits), but never long. */
const HYDRATE_BUDGET_MS = 300;
/** Hydration is long over by then on any device that can run the app. */
const FIRST_COMMIT_MAX_MS = 10_000;

const restoreStored = () =>
  restoreStore().catch((error: unknown) => console.warn('Could not restore stored content', error));

/**
 * Resolves once the first page has committed (hydrated, for a prerendered page). A page that fails to
 * render never commits; what waits for it must still start then.
 */
const firstPageShown = () =>
  Promise.race([
    firstPageCommitted,
    new Promise((resolve) => setTimeout(resolve, FIRST_COMMIT_MAX_MS)),
  ]);

/** `ssrPath`: while hydrating, the location the page was prerendered at (the browser's own after). */
const app = (ssrPath?: string) => (
  <StrictMode>
    <App ssrPath={ssrPath} />
  </StrictMode>
);

/** Renders or hydrates the app; main.tsx calls it once React DOM and Mantine are evaluated. */
export async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const path = window.location.pathname;
  // The page's chunk loads while the embedded data or the stored copy is read, not after it (so
  // offline opens are not slowed by a second wait).
  const pageChunk = preloadRoute(path);
  // A preview tab renders drafts afresh: the prerendered HTML is the published view. 404.html
  // hydrates at any path no route has, as the page it shows: rendered afresh, it moved everything.
  const standIn = showsFallback(path) ? NOT_FOUND_PATH : undefined;
  const prerendered =
    root.hasChildNodes() && !isPreviewMode()
      ? readPrerenderData(document, window.location, standIn)
      : null;
  if (prerendered) {
    // Evaluating the entry, reading the embedded data and starting hydration are each a task of
    // their own: the page is painted and readable, and one long task would hold back the first tap.
    await yieldToMain();
    // The exact data the server rendered with, so hydration sees the same tree. The stored IndexedDB
    // copy (maybe newer) merges only after the page has hydrated, and stale data revalidates then.
    // A stand-in changes right after hydrating (to show the visited path): its page's code must be
    // there first, or the change reaches a part still waiting for it, which React renders afresh.
    if (prerendered.path === standIn) await pageChunk;
    const seeds = seedsAsOf(prerendered.seeds, document.lastModified);
    seedQueries(seeds);
    // Only queries the embedded data does not answer start now (none, when the page was rendered
    // for this route): fetching a seeded key would load the SDK and re-render during hydration.
    void preloadRoute(path, { data: true, held: new Set(seeds.map(({ key }) => key)) });
    await yieldToMain();
    // As a transition, hydration runs in short slices that yield to the browser instead of one long
    // task: the prerendered page is already painted and readable, so input and frames come first.
    startTransition(() => {
      // A stand-in hydrates at the location it was rendered at, so hydration sees its tree; the
      // visited path renders right after.
      hydrateRoot(root, app(prerendered.path === standIn ? standIn : undefined));
    });
    // In a task of their own: the hydration's last commit (and the page's effects) end the one that
    // resolves it, and together they were one of the page's longest tasks.
    void firstPageShown()
      .then(yieldToMain)
      .then(() => {
        void restoreStored();
        startBackgroundJobs();
      });
    return;
  }
  // Dev server, SPA fallback, or a page prerendered for another URL (404.html, the offline shell).
  // The device store opens first, so each of the route's queries, started at once beside the page's
  // chunk, reads the device's copy before it asks the network (as the page itself would); the page
  // then finds its data there or on the way. Waiting for the chunk too: rendered before it is there,
  // the page would suspend, and React holds back revealing suspended content for ~300 ms.
  const stored = restoreStored();
  void preloadRoute(path, { data: true });
  await Promise.race([
    Promise.all([stored, pageChunk]),
    new Promise((resolve) => setTimeout(resolve, HYDRATE_BUDGET_MS)),
  ]);
  createRoot(root).render(app());
  void firstPageShown().then(startBackgroundJobs);
}
