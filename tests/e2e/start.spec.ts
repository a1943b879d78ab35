/**
 * README step 1, as a reader runs it: `npm start` builds the site against the demo content,
 * starts the local cloud and the site server, and the home page shows demo content in Chromium.
 * SIGTERM then stops everything with exit code 0.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_EXPORT, PORT_BASE, REPO, startStack } from './harness.ts';

const PORT = 4310;
const SERVICES_PORT = 4311;
const START_DIST = `dist-e2e-start-${PORT}`;

/** A file's modification time, or 'absent': the project's dist/ must come out of the test as it went in. */
function stampOf(file: string): string {
  return existsSync(file) ? String(statSync(file).mtimeMs) : 'absent';
}

interface ExportEntry {
  sys: { contentType: { sys: { id: string } }; publishedVersion?: number };
  fields: { title?: Record<string, string>; publishDate?: Record<string, string> };
}

/** The newest dated discussion: the first card the home page's Latest Discussions shows. */
function newestDiscussionTitle(): string {
  const data = JSON.parse(readFileSync(DEMO_EXPORT, 'utf8')) as { entries: ExportEntry[] };
  const dated = data.entries
    .filter(
      (e) =>
        e.sys.contentType.sys.id === 'discussions' &&
        e.sys.publishedVersion &&
        e.fields.publishDate,
    )
    .sort(
      (a, b) =>
        Date.parse(Object.values(b.fields.publishDate!)[0]) -
        Date.parse(Object.values(a.fields.publishDate!)[0]),
    );
  return Object.values(dated[0].fields.title!)[0];
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function waitForLines(child: ChildProcess, output: { text: string }): Promise<void> {
  return new Promise((ok, fail) => {
    const check = () => {
      if (/^Functions: /m.test(output.text)) ok();
    };
    child.stdout!.on('data', (chunk: Buffer) => {
      output.text += chunk.toString();
      check();
    });
    child.stderr!.on('data', (chunk: Buffer) => (output.text += chunk.toString()));
    child.once('exit', (code) =>
      fail(new Error(`npm start exited early (${code}):\n${output.text}`)),
    );
  });
}

test('npm start serves the built site on the local cloud and stops cleanly on SIGTERM', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const distBefore = stampOf(join(REPO, 'dist', 'index.html'));
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-start-'));
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')),
  );
  const child = spawn('npm', ['start'], {
    cwd: REPO,
    env: {
      ...env,
      PORT: String(PORT),
      SERVICES_PORT: String(SERVICES_PORT),
      DATA_DIR: dataDir,
      DIST_DIR: START_DIST,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output = { text: '' };
  try {
    await waitForLines(child, output);
    expect(output.text).toContain(`Site: http://127.0.0.1:${PORT}\n`);
    expect(output.text).toContain(`Content API: http://127.0.0.1:${SERVICES_PORT}\n`);
    expect(output.text).toContain(`Functions: http://127.0.0.1:${SERVICES_PORT}/functions/v1\n`);

    await page.goto(`http://127.0.0.1:${PORT}/`);
    await expect(page.getByRole('heading', { name: 'Latest Discussions' })).toBeVisible();
    await expect(page.getByText(newestDiscussionTitle()).first()).toBeVisible();

    // Like Ctrl-C in a terminal: the signal goes to the whole process group (npm, sh, node).
    process.kill(-child.pid!, 'SIGTERM');
    await expect.poll(() => groupAlive(child.pid!), { timeout: 20_000 }).toBe(false);
    expect(output.text).toMatch(/^Stopped\.$/m);
    expect(output.text).not.toMatch(/Error|EADDRINUSE/);
    await expect(fetch(`http://127.0.0.1:${PORT}/`)).rejects.toThrow();
    await expect(fetch(`http://127.0.0.1:${SERVICES_PORT}/`)).rejects.toThrow();
  } finally {
    if (groupAlive(child.pid!)) process.kill(-child.pid!, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
  // The project's own build folder is never the test's: a later `SKIP_BUILD=1 npm start` would serve
  // pages whose content API was this test's, long gone.
  expect(existsSync(join(REPO, START_DIST, 'index.html'))).toBe(true);
  expect(distBefore).toBe(stampOf(join(REPO, 'dist', 'index.html')));
  for (const dir of [START_DIST, `${START_DIST}-ssr`])
    rmSync(join(REPO, dir), { recursive: true, force: true });
});

test('npm start on an export without the content model names each gap and exits non-zero', async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-start-model-'));
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')),
  );
  const child = spawn('npm', ['start'], {
    cwd: REPO,
    env: {
      ...env,
      CONTENT_EXPORT: 'tests/fixtures/starter-gatsby-blog-export.json',
      PORT: String(PORT_BASE + 10),
      SERVICES_PORT: String(PORT_BASE + 11),
      DATA_DIR: dataDir,
      DIST_DIR: `${START_DIST}-model`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const code = await new Promise<number | null>((ok) => child.once('exit', ok));
    expect(code).not.toBe(0);
    const model = JSON.parse(readFileSync(join(REPO, 'demo-content/model.json'), 'utf8')) as {
      contentTypes: Array<{ sys: { id: string } }>;
    };
    for (const { sys } of model.contentTypes)
      expect(output).toMatch(
        new RegExp(
          `^Content type "${sys.id}" .*is missing.*Fix: npx contentful-import --space-id 28p9vvm1oxuw ` +
            '.*--content-file demo-content/model.json$',
          'm',
        ),
      );
    // A stack trace would show as "    at fn (file:line)" frames; the old failure was an SDK error.
    expect(output).not.toMatch(/^\s+at .+:\d+/m);
    expect(output).not.toContain('could not read');
  } finally {
    if (groupAlive(child.pid!)) process.kill(-child.pid!, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    for (const dir of [`${START_DIST}-model`, `${START_DIST}-model-ssr`])
      rmSync(join(REPO, dir), { recursive: true, force: true });
  }
});

test.describe('the e2e build on the harness stack', () => {
  test('shows demo content', async ({ page }) => {
    const stack = await startStack();
    try {
      await page.goto(stack.siteUrl);
      await expect(page.getByRole('heading', { name: 'Latest Discussions' })).toBeVisible();
      await expect(page.getByText(newestDiscussionTitle()).first()).toBeVisible();
    } finally {
      await stack.stop();
    }
  });

  test('shows the empty texts on an export without entries', async ({ page }) => {
    const dir = mkdtempSync(join(tmpdir(), 'e2e-empty-'));
    const demo = JSON.parse(readFileSync(DEMO_EXPORT, 'utf8')) as Record<string, unknown>;
    const exportPath = join(dir, 'export.json');
    writeFileSync(exportPath, JSON.stringify({ ...demo, entries: [], assets: [] }));
    const stack = await startStack({ exportPath });
    try {
      await page.goto(stack.siteUrl);
      await expect(page.getByText('No discussions yet.')).toBeVisible();
      await expect(page.getByText('No content yet.')).toBeVisible();
    } finally {
      await stack.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
