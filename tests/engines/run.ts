/**
 * `npm run test:engines`: the reader journeys (journeys.ts) in Chromium, Firefox ESR and WebKitGTK, one
 * engine after the other, each in one fresh browser profile, against two production builds of this
 * tree (the second is the "new deploy" of the update journey) and the local cloud with its functions.
 *
 * Ports: ENGINES_PORT_BASE (else E2E_PORT_BASE, else 4400): site = base, cloud = base + 1, the WebKit
 * driver = base + 2. ENGINES=firefox,webkit picks engines. Prints one line per journey and, last,
 * `engines: chromium N passed, firefox N passed, webkit N passed`, with known engine issues and
 * failures counted beside (journeys.ts names each known issue).
 * A failed journey leaves a screenshot under test-results/engines-<base>/.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { localCloudEnv } from '../../build/build-site.ts';
import { startLocalCloud, type LocalCloud } from '../../local-cloud/local-cloud.ts';
import { startSiteServer, type SiteServer } from '../../local-cloud/site-server.ts';
import { KIND_ORDER, KINDS, type KindKey } from '../../src/content/kinds.ts';
import { DEMO_EXPORT, E2E_CREDENTIALS, REPO } from '../e2e/harness.ts';
import type { Driver, EngineName } from './driver.ts';
import { JOURNEYS, type JourneyContext, type Listed } from './journeys.ts';
import { launchPuppeteer } from './puppeteer-driver.ts';
import { launchWebKit } from './webkit-driver.ts';

const BASE = Number(process.env.ENGINES_PORT_BASE || process.env.E2E_PORT_BASE || 4400);
const SITE_URL = `http://127.0.0.1:${BASE}`;
const CLOUD_URL = `http://127.0.0.1:${BASE + 1}`;
const ALL: EngineName[] = ['chromium', 'firefox', 'webkit'];
const ENGINES = (process.env.ENGINES?.split(',') as EngineName[] | undefined) ?? ALL;
const RESULTS = join(REPO, `test-results/engines-${BASE}`);

const DIAGNOSE = `new Promise((resolve) => {
  const page = location.href + ' | ' + document.querySelector('main')?.textContent.slice(0, 120);
  setTimeout(() => resolve(page + ' | idb: TIMEOUT'), 3000);
  const open = indexedDB.open('quandaries-cache');
  open.onerror = () => resolve(page + ' | idb: error');
  open.onsuccess = () => {
    const get = open.result.transaction('queries').objectStore('queries').get('quandaries-query-cache');
    get.onsuccess = () => resolve(page + ' | idb: ' + Object.keys(get.result?.state?.entries ?? {}).join(' '));
  };
})`;

const run = Date.now().toString(36);
const BUILD_IDS = { v1: `engines-v1-${run}`, v2: `engines-v2-${run}` };

/** A production build in a child process, so the two builds' BUILD_ID and settings stay apart. */
async function build(outDir: string, buildId: string): Promise<void> {
  const env = localCloudEnv({
    contentHost: CLOUD_URL,
    ...E2E_CREDENTIALS,
    functionsUrl: `${CLOUD_URL}/functions/v1`,
    siteUrl: SITE_URL,
  });
  await promisify(execFile)(
    process.execPath,
    [
      join(REPO, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: REPO, env: { ...process.env, ...env, BUILD_ID: buildId } },
  );
}

/** The newest entries of each kind, as the cloud's Delivery API lists them. */
async function newest(kind: KindKey): Promise<Listed[]> {
  const query = new URLSearchParams({
    content_type: KINDS[kind].contentType,
    order: '-fields.publishDate',
    limit: '100',
  });
  const url = `${CLOUD_URL}/spaces/${E2E_CREDENTIALS.spaceId}/environments/master/entries?${query}`;
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${E2E_CREDENTIALS.accessToken}` },
  });
  const body = (await response.json()) as {
    items: { fields: { urlSlug: string; title: string } }[];
  };
  return body.items.map((i) => ({ slug: i.fields.urlSlug, title: i.fields.title }));
}

/** The local cloud and the site server on this run's ports, stoppable and restartable at will. */
class Servers {
  private cloud: LocalCloud | undefined;
  private site: SiteServer | undefined;

  constructor(
    readonly dataDir: string,
    private readonly dists: { v1: string; v2: string },
    /** Settles when the second build is on disk; only serving it waits for it. */
    private readonly v2Ready: Promise<void> = Promise.resolve(),
  ) {}

  async start(build: 'v1' | 'v2' = 'v1'): Promise<void> {
    await this.stop();
    if (build === 'v2') await this.v2Ready;
    this.cloud = await startLocalCloud({
      port: BASE + 1,
      exportPath: DEMO_EXPORT,
      dataDir: this.dataDir,
      siteUrl: SITE_URL,
      ...E2E_CREDENTIALS,
    });
    this.site = await startSiteServer({ port: BASE, distDir: this.dists[build] });
  }

  async stop(): Promise<void> {
    await Promise.allSettled([this.site?.close(), this.cloud?.close()]);
    this.site = undefined;
    this.cloud = undefined;
  }
}

function launch(engine: EngineName, profile: string): Promise<Driver> {
  return engine === 'webkit' ? launchWebKit(BASE + 2) : launchPuppeteer(engine, profile);
}

interface Tally {
  engine: EngineName;
  passed: number;
  failed: string[];
  known: string[];
}

async function runEngine(
  engine: EngineName,
  work: string,
  content: Record<KindKey, Listed[]>,
  v2Ready: Promise<void>,
): Promise<Tally> {
  const tally: Tally = { engine, passed: 0, failed: [], known: [] };
  // A device of its own: a fresh profile, and fresh function data (its outbox, its subscribers).
  const servers = new Servers(
    mkdtempSync(join(work, `${engine}-data-`)),
    { v1: join(work, 'v1'), v2: join(work, 'v2') },
    v2Ready,
  );
  await servers.start();
  let driver: Driver | undefined;
  try {
    driver = await launch(engine, mkdtempSync(join(work, `${engine}-profile-`)));
    const context: JourneyContext = {
      driver,
      siteUrl: SITE_URL,
      outbox: () => join(servers.dataDir, 'outbox'),
      stopServers: () => servers.stop(),
      startServers: (b) => servers.start(b),
      content,
      buildIds: BUILD_IDS,
    };
    for (const [index, journey] of JOURNEYS.entries()) {
      const started = performance.now();
      try {
        await journey.run(context);
        tally.passed++;
        console.log(
          `  ✓ ${engine} › ${journey.name} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
        );
      } catch (error) {
        const known = journey.knownIssue?.[engine];
        (known ? tally.known : tally.failed).push(journey.name);
        console.log(
          `  ${known ? '◌ known issue' : '✘'} ${engine} › ${journey.name}${known ? `\n      ${known}` : ''}\n      ${String(error).replace(/\n/g, '\n      ')}`,
        );
        const errors = driver.consoleErrors();
        if (errors?.length) console.log(`      console errors: ${errors.join(' | ')}`);
        if (process.env.ENGINES_DEBUG) console.log(await driver.evaluate(DIAGNOSE).catch(String));
        mkdirSync(RESULTS, { recursive: true });
        await driver.screenshot(join(RESULTS, `${engine}-${index + 1}.png`)).catch(() => undefined);
        await servers.start();
      }
    }
  } catch (error) {
    tally.failed.push(`launch: ${String(error)}`);
    console.log(`  ✘ ${engine} did not start: ${String(error)}`);
  } finally {
    await driver?.close().catch(() => undefined);
    await servers.stop();
  }
  return tally;
}

async function main(): Promise<number> {
  const started = performance.now();
  const work = mkdtempSync(join(tmpdir(), `gq-engines-${BASE}-`));
  try {
    await build(join(work, 'v1'), BUILD_IDS.v1);
    // The new deploy builds while the first engine's journeys run; the update journey waits for it.
    const v2Ready = build(join(work, 'v2'), BUILD_IDS.v2);
    v2Ready.catch(() => undefined);
    const reader = new Servers(mkdtempSync(join(work, 'content-')), {
      v1: join(work, 'v1'),
      v2: join(work, 'v2'),
    });
    await reader.start();
    const kinds = [...KIND_ORDER];
    const content = Object.fromEntries(
      await Promise.all(kinds.map(async (kind) => [kind, await newest(kind)] as const)),
    ) as Record<KindKey, Listed[]>;
    await reader.stop();
    console.log(
      `Engines: first build ready in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );

    const tallies: Tally[] = [];
    for (const engine of ENGINES) tallies.push(await runEngine(engine, work, content, v2Ready));
    const line = tallies
      .map((t) =>
        [
          `${t.engine} ${t.passed} passed`,
          t.known.length > 0 ? `${t.known.length} known issue${t.known.length > 1 ? 's' : ''}` : '',
          t.failed.length > 0 ? `${t.failed.length} FAILED` : '',
        ]
          .filter(Boolean)
          .join(' '),
      )
      .join(', ');
    console.log(
      `\nengines: ${line} (of ${JOURNEYS.length} journeys each, ${((performance.now() - started) / 1000).toFixed(0)} s)`,
    );
    return tallies.some((t) => t.failed.length > 0) ? 1 : 0;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
