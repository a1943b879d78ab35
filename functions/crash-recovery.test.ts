/**
 * Kills a real functions process (SIGKILL, no clean-up of any kind) at each point between storing
 * a subscriber and marking its welcome sent, and at each point of an issue's send, restarts on
 * the same data, and counts the mails: exactly one welcome, and one issue per reader, every time. On the embedded database with its data folder on disk, and on PostgreSQL
 * when the server binaries are installed.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, it, type TestContext } from 'vitest';
import type { LocalCloud } from '../local-cloud/local-cloud.ts';
import { startCdaCloud } from '../tests/support/cda-cloud.ts';
import { tempExport } from '../tests/support/temp-export.ts';
import { articleEntry } from './test-support/issue-export.ts';
import { migrate } from './core/migrations.ts';
import { openPgDb } from './node/pg-db.ts';
import { openPgliteDb } from './node/pglite-db.ts';
import type { CheckpointName } from './core/deps.ts';
import { createFunctions } from './index.ts';
import { FUNCTIONS_URL, SITE_URL } from './test-support/deps.ts';
import { postgresBinDir, startPgServer, type PgServer } from './test-support/pg-server.ts';

const DEMO_EXPORT = fileURLToPath(new URL('../demo-content/export.json', import.meta.url));
const CHILD = resolve(import.meta.dirname, 'test-support/crash-child.ts');
const POINTS: CheckpointName[] = ['queued', 'claimed', 'written', 'renamed'];
/** The send of an issue: after planning, after a round's lease, and in the outbox. */
const ISSUE_POINTS: CheckpointName[] = ['issue-planned', 'issue-claimed', 'written', 'renamed'];
const READERS = 12;
const readerEmail = (i: number) => `issue-crash-${String(i).padStart(2, '0')}@example.com`;
// Short, so the restarted process may take the dead one's rows over within the test.
const LEASE_MS = 1_500;

/**
 * A run that ended because a Delivery API request ran past the job client's time limit: the product
 * leaves it to the next scheduled run, so the test starts the next run too.
 */
const TIMED_OUT = /timeout of \d+ms exceeded/;
const RUNS_BEFORE_GIVING_UP = 3;

/**
 * Runs the child until it prints `paused <point>`, then kills it with SIGKILL. On a machine busy with
 * the other crash tests running beside it, a run may time out asking the local Delivery API before it
 * reaches the point; it is run again, as the schedule would, at most RUNS_BEFORE_GIVING_UP times.
 */
async function runAndKill(env: Record<string, string>, point: CheckpointName): Promise<string> {
  for (let run = 1; ; run += 1) {
    const ended = await runOnce(env, point);
    if (ended.paused) return ended.output;
    if (run >= RUNS_BEFORE_GIVING_UP || !TIMED_OUT.test(ended.output))
      throw new Error(`child ended without pausing (run ${run}):\n${ended.output}`);
    console.warn(`[crash test] run ${run} timed out before ${point}; the next run starts`);
  }
}

function runOnce(
  env: Record<string, string>,
  point: CheckpointName,
): Promise<{ paused: boolean; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      env: { ...process.env, ...env, PAUSE_AT: point, LEASE_MS: String(LEASE_MS) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`paused ${point}\n`)) child.kill('SIGKILL');
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (_code, signal) => done({ paused: signal === 'SIGKILL', output }));
  });
}

async function outboxFiles(dataDir: string, to: string) {
  const outbox = join(dataDir, 'outbox');
  const names = await readdir(outbox).catch(() => [] as string[]);
  const mails: string[] = [];
  for (const name of names.filter((n) => n.endsWith('.eml'))) {
    if ((await readFile(join(outbox, name), 'utf8')).includes(`\r\nTo: ${to}\r\n`))
      mails.push(name);
  }
  return { mails, temporary: names.filter((n) => n.endsWith('.tmp')) };
}

/** Restarts the runtime on the dead process's data and drains until nothing is left to send. */
async function restartUntilSent(
  dataDir: string,
  url: string | undefined,
  expect: TestContext['expect'],
): Promise<void> {
  const restarted = await createFunctions({
    dataDir,
    databaseUrl: url,
    siteUrl: SITE_URL,
    functionsUrl: FUNCTIONS_URL,
    drainIntervalMs: 200,
  });
  try {
    // The dead process's lease has to run out before its row can be taken over.
    await expect
      .poll(
        async () => {
          await restarted.mail!.drain();
          return restarted.mail!.pending();
        },
        { timeout: 60_000, interval: 250 },
      )
      .toBe(0);
    await restarted.mail!.idle();
  } finally {
    await restarted.close();
  }
}

/** The real local Delivery API, serving the demo plus one article published a minute ago. */
let content: { cloud: LocalCloud; remove(): void } | undefined;
beforeAll(async () => {
  const exp = tempExport(DEMO_EXPORT, (data) => {
    data.entries.push(
      articleEntry(data.entries, {
        id: 'crashissue',
        slug: 'crash-issue',
        title: 'Crash issue',
        at: new Date(Date.now() - 60_000),
      }),
    );
  });
  content = { cloud: await startCdaCloud(exp.path), remove: exp.remove };
}, 60_000);
afterAll(async () => {
  await content?.cloud.close();
  content?.remove();
});

/** Stores READERS confirmed readers (and nothing of an earlier case) before the child starts. */
async function prepareIssue(dataDir: string, url: string | undefined): Promise<void> {
  const db = url ? openPgDb(url, 1) : await openPgliteDb(join(dataDir, 'db'));
  try {
    await migrate(db);
    await db.query('DELETE FROM newsletter_issues');
    await db.query("DELETE FROM subscribers WHERE email LIKE 'issue-crash-%'");
    await db.query("UPDATE newsletter_state SET since = now() - interval '1 hour'");
    for (let i = 0; i < READERS; i += 1) {
      await db.query(
        `INSERT INTO subscribers (email, contact_id, confirmed_at, welcome_sent_at)
         VALUES ($1, md5($1), now(), now())`,
        [readerEmail(i)],
      );
    }
  } finally {
    await db.close();
  }
}

/**
 * Every case has a database of its own (the embedded one lives in the case's data folder; on the server,
 * a database per case), so the cases run at once: most of a case is waiting for a child process to start
 * and for the dead process's lease to run out. A restarted process can only take over its own case's rows.
 */
function describeCrashes(label: string, databaseFor: (name: string) => string | undefined) {
  describe(label, () => {
    const oneWelcome = async (point: CheckpointName, { expect }: TestContext) => {
      const dataDir = await mkdtemp(join(tmpdir(), `crash-${point}-`));
      const email = `crash-${point}@example.com`;
      const url = databaseFor(`welcome_${point}`);
      try {
        const env: Record<string, string> = { DATA_DIR: dataDir, EMAIL: email };
        if (url) env.DATABASE_URL = url;
        expect(await runAndKill(env, point)).toContain(`paused ${point}`);

        await restartUntilSent(dataDir, url, expect);
        const { mails, temporary } = await outboxFiles(dataDir, email);
        expect(mails).toHaveLength(1);
        expect(temporary).toEqual([]);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    };
    const name = 'one welcome after a SIGKILL at %s';
    it.concurrent.for(POINTS)(name, { timeout: 180_000 }, oneWelcome);

    const oneIssueEach = async (point: CheckpointName, { expect }: TestContext) => {
      const dataDir = await mkdtemp(join(tmpdir(), `crash-issue-${point}-`));
      const url = databaseFor(`issue_${point}`);
      try {
        await prepareIssue(dataDir, url);
        const env: Record<string, string> = {
          DATA_DIR: dataDir,
          ISSUE: '1',
          CDA_HOST: new URL(content!.cloud.url).host,
          CDA_SPACE: content!.cloud.spaceId,
          CDA_TOKEN: content!.cloud.accessToken,
        };
        if (url) env.DATABASE_URL = url;
        expect(await runAndKill(env, point)).toContain(`paused ${point}`);
        await restartUntilSent(dataDir, url, expect);
        for (let i = 0; i < READERS; i += 1) {
          const { mails } = await outboxFiles(dataDir, readerEmail(i));
          expect(mails, readerEmail(i)).toHaveLength(1);
        }
        expect((await outboxFiles(dataDir, '')).temporary).toEqual([]);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    };
    const issueName = 'one issue to each reader after a SIGKILL at %s in the send';
    it.concurrent.for(ISSUE_POINTS)(issueName, { timeout: 300_000 }, oneIssueEach);
  });
}

describeCrashes('a killed functions process on the embedded database', () => undefined);

const bin = postgresBinDir();
describe.runIf(bin)('on PostgreSQL', () => {
  let server: PgServer | undefined;
  beforeAll(async () => {
    server = await startPgServer(bin!, [4530, 4539]);
  }, 60_000);
  afterAll(() => server?.stop(), 30_000);
  describeCrashes('a killed functions process', (name) =>
    server?.createDatabase(name.replace(/[^a-z0-9]/g, '_')),
  );
});
