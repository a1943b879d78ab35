/**
 * Prerendered builds for the e2e specs, without building twice what is identical. The client build is
 * global-setup.ts's (same sources, settings and ports in every spec of a run). The demo content's
 * prerendered site is rendered from it once per run, on first need, and served as it is by every spec
 * that reads the demo unchanged; those specs only read it, and a changed copy is built again before
 * the next one is served. A spec with an export of its own gets copies of the client build and of
 * the demo build's server bundle, and runs only the prerender step, into folders of its own.
 */
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalCloud } from '../../server/local-cloud.ts';
import { hashTree, STATE_FILE } from '../../server/prerender/build-state.ts';
import {
  prerenderSite,
  type PrerenderOptions,
  type PrerenderResult,
} from '../../server/prerender/prerender-site.ts';
import {
  CLOUD_PORT,
  DEMO_EXPORT,
  DIST_DIR,
  E2E_CREDENTIALS,
  E2E_SITE_ENV,
  REPO,
  SITE_URL,
} from './harness.ts';

/** The demo content's prerendered site, shared by the specs that serve it unchanged. */
export const DEMO_PRERENDERED = `${DIST_DIR}-prerendered`;
const DEMO_SSR = `${DEMO_PRERENDERED}-ssr`;
/** Beside the folders, never in them: the server bundle's folder is hashed for reuse. */
const DEMO_RECORD = `${DEMO_PRERENDERED}.json`;
const SERVER_ENTRY = 'entry-server.js';

/** What the shared build looked like when it was made: any change since means it is built again. */
const contentsOf = (): string => `${hashTree(DEMO_PRERENDERED)} ${hashTree(DEMO_SSR)}`;

/** global-setup.ts: a new run never serves pages prerendered from an earlier run's sources. */
export function forgetSharedPrerender(): void {
  for (const path of [DEMO_RECORD, DEMO_PRERENDERED, DEMO_SSR])
    rmSync(path, { recursive: true, force: true });
}

/** The prerender reads the VITE_* settings from the environment, as the client build did. */
function prerender(options: Omit<PrerenderOptions, 'root' | 'siteUrl'>) {
  Object.assign(process.env, E2E_SITE_ENV);
  return prerenderSite({ root: REPO, siteUrl: SITE_URL, ...options });
}

/**
 * The demo content's prerendered site: built on first need with a local cloud of its own on this
 * run's cloud port, so call it before the spec starts its own cloud. Returns the folder to serve.
 */
export async function demoPrerendered(): Promise<string> {
  if (existsSync(DEMO_RECORD)) {
    if (readFileSync(DEMO_RECORD, 'utf8') === contentsOf()) return DEMO_PRERENDERED;
    console.warn('e2e: the shared prerendered build changed after it was made; building it again');
  }
  forgetSharedPrerender();
  cpSync(DIST_DIR, DEMO_PRERENDERED, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-shared-prerender-'));
  const cloud = await startLocalCloud({
    port: CLOUD_PORT,
    exportPath: DEMO_EXPORT,
    dataDir,
    siteUrl: SITE_URL,
    ...E2E_CREDENTIALS,
  });
  try {
    await prerender({ distDir: DEMO_PRERENDERED, ssrOutDir: DEMO_SSR, full: true });
  } finally {
    await cloud.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  writeFileSync(DEMO_RECORD, contentsOf());
  return DEMO_PRERENDERED;
}

export interface OwnBuild {
  /** The client build to fill; emptied first. */
  dist: string;
  /** The server bundle's folder and the build state; `<dist>-ssr` by default. Inside the repository. */
  ssr?: string;
  report?: (line: string) => void;
  log?: (line: string) => void;
}

/**
 * Prerenders whatever export the running local cloud serves into a copy of the client build, with a
 * copy of the demo build's server bundle. The copied state keeps only what lets the prerender reuse
 * that bundle (its inputs and its hash): the demo's source, sync token, content and files are left
 * out, so every page of this export is rendered and nothing of the demo's is trusted or removed.
 * Call demoPrerendered() before starting that cloud.
 */
export async function prerenderOwnBuild(build: OwnBuild): Promise<PrerenderResult> {
  if (!existsSync(DEMO_RECORD)) throw new Error('prerenderOwnBuild needs demoPrerendered() first');
  const ssr = build.ssr ?? `${build.dist}-ssr`;
  for (const dir of [build.dist, ssr]) rmSync(dir, { recursive: true, force: true });
  cpSync(DIST_DIR, build.dist, { recursive: true });
  cpSync(DEMO_SSR, ssr, { recursive: true });
  const state = JSON.parse(readFileSync(join(DEMO_SSR, STATE_FILE), 'utf8')) as object;
  const copied = { ...state, source: '', syncToken: '', articles: [], posts: [], files: {} };
  writeFileSync(join(ssr, STATE_FILE), JSON.stringify(copied));
  const bundleTime = statSync(join(ssr, SERVER_ENTRY)).mtimeMs;
  const { dist: distDir, report, log } = build;
  const result = await prerender({ distDir, ssrOutDir: ssr, report, log });
  // Still right when the bundle is built again, only slower: say so, since nothing else would.
  if (statSync(join(ssr, SERVER_ENTRY)).mtimeMs !== bundleTime)
    console.warn(`e2e: the prerender into ${build.dist} built the server bundle again`);
  return result;
}
