/** A broken export stops start-up with one line naming the file and the offending item. */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ExportError } from './export-validate.ts';
import { startLocalCloud } from './local-cloud.ts';
import { freePort } from '../functions/test-support/ports.ts';
import { tempExport, type ExportJson } from '../tests/support/temp-export.ts';

const root = resolve(import.meta.dirname, '..');
const FIXTURE = resolve(root, 'tests/fixtures/starter-gatsby-blog-export.json');

async function startError(path: string): Promise<string> {
  const error = await startLocalCloud({
    port: 0,
    exportPath: path,
    dataDir: '/nonexistent',
    siteUrl: 'http://x',
    functions: false,
  }).then(
    (cloud) => cloud.close().then(() => new Error('started')),
    (e: unknown) => e as Error,
  );
  expect(error).toBeInstanceOf(ExportError);
  expect(error.message).not.toContain('\n');
  return error.message;
}

const cases: Array<[string, (d: ExportJson) => void, (file: string, d: ExportJson) => string]> = [
  [
    'a field not keyed by locale',
    (d) => (d.entries[3].fields.title = 'plain'),
    (f, d) =>
      `${f}: entry 3 (sys.id "${d.entries[3].sys.id}"): fields.title is not an object keyed by locale`,
  ],
  [
    'an entry without content type',
    (d) => delete d.entries[1].sys.contentType,
    (f, d) => `${f}: entry 1 (sys.id "${d.entries[1].sys.id}"): sys.contentType.sys.id is missing`,
  ],
  [
    'an entry without id',
    (d) => delete d.entries[2].sys.id,
    (f) => `${f}: entry 2: sys.id is missing or not a string`,
  ],
  [
    'an asset without file url',
    (d) => delete d.assets[0].fields.file['en-US'].url,
    (f, d) => `${f}: asset 0 (sys.id "${d.assets[0].sys.id}"): fields.file.en-US.url is missing`,
  ],
  [
    'entries that are not a list',
    (d) => (d.entries = {}),
    (f) => `${f}: "entries" is not an array`,
  ],
  [
    'a content type without fields',
    (d) => (d.contentTypes[0].fields = null),
    (f, d) => `${f}: content type 0 (sys.id "${d.contentTypes[0].sys.id}"): fields is not an array`,
  ],
];

describe('export validation', () => {
  it.each(cases)('names %s', async (_name, edit, expected) => {
    let edited: ExportJson;
    const temp = tempExport(FIXTURE, (d) => {
      edit(d);
      edited = d;
    });
    try {
      expect(await startError(temp.path)).toBe(expected(temp.path, edited));
    } finally {
      temp.remove();
    }
  });

  it('names a missing file and a file that is not JSON', async () => {
    expect(await startError('/nonexistent/export.json')).toMatch(
      /^\/nonexistent\/export\.json: content export not found/,
    );
    const temp = tempExport(FIXTURE);
    writeFileSync(temp.path, '{ "entries": [');
    expect(await startError(temp.path)).toMatch(new RegExp(`^${temp.path}: not valid JSON`));
    temp.remove();
  });

  it('makes npm start print that one line and exit 1', async () => {
    // npm start takes its ports as numbers: two that no process holds now.
    const sitePort = await freePort(4312, 4399);
    const servicesPort = await freePort(sitePort + 1, 4399);
    const temp = tempExport(FIXTURE, (d) => (d.entries[0].fields.slug = 7));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
        cwd: root,
        env: {
          ...process.env,
          CONTENT_EXPORT: temp.path,
          PORT: String(sitePort),
          SERVICES_PORT: String(servicesPort),
          DATA_DIR: resolve(temp.dir, 'data'),
          // Were the export accepted, the build would go here, never into the project's dist/.
          DIST_DIR: resolve(temp.dir, 'dist'),
        },
        encoding: 'utf8',
        timeout: 60000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr.trim().split('\n')).toEqual([
        expect.stringMatching(
          new RegExp(
            `^${temp.path}: entry 0 \\(sys.id "[^"]+"\\): fields.slug is not an object keyed by locale$`,
          ),
        ),
      ]);
      expect(run.stdout).not.toContain('Site:');
    } finally {
      temp.remove();
    }
  });
});
