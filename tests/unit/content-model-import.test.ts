/**
 * demo-content/model.json goes through Contentful's own import tool (contentful-import, run as a
 * library, with its own payload validation) into an empty space served on 127.0.0.1, and the space ends up
 * with exactly the model: every content type created with the file's fields and validations,
 * published (so the CDA delivers it), and the help texts in its editor interface.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MODEL_PATH, readModel } from '../../demo-content/model.ts';
import { startFakeCma, type FakeCma } from '../support/fake-cma.ts';

type ImportOptions = Record<string, unknown>;
// The package's ES build imports date-fns folders that Node's ES resolver refuses; its CommonJS build
// is the same code and loads.
const runImport = createRequire(import.meta.url)('contentful-import') as (
  options: ImportOptions,
) => Promise<unknown>;

describe('contentful-import with demo-content/model.json', () => {
  let cma: FakeCma;
  let logDir: string;
  const options = (extra: ImportOptions): ImportOptions => ({
    spaceId: 'space1',
    managementToken: 'cma-token',
    host: cma.host,
    insecure: true,
    contentModelOnly: true,
    useVerboseRenderer: true,
    errorLogFile: join(logDir, 'import-errors.json'),
    ...extra,
  });
  beforeEach(async () => {
    cma = await startFakeCma('space1');
    logDir = mkdtempSync(join(tmpdir(), 'model-import-'));
  });
  afterEach(async () => {
    await cma.close();
    rmSync(logDir, { recursive: true, force: true });
  });

  it('creates and publishes every content type with its fields and help texts', async () => {
    await runImport(options({ contentFile: MODEL_PATH }));
    const model = readModel();
    expect([...cma.contentTypes.keys()].sort()).toEqual(
      model.contentTypes.map((ct) => ct.sys.id).sort(),
    );
    for (const want of model.contentTypes) {
      const got = cma.contentTypes.get(want.sys.id)!;
      expect(got.fields).toEqual(want.fields);
      expect({ name: got.name, displayField: got.displayField }).toEqual({
        name: want.name,
        displayField: want.displayField,
      });
      expect(got.sys.publishedVersion).toBeGreaterThan(0);
      const controls = model.editorInterfaces.find(
        (ei) => ei.sys.contentType.sys.id === want.sys.id,
      )!.controls;
      expect(cma.editorInterfaces.get(want.sys.id)?.controls).toEqual(controls);
    }
  }, 60_000);

  it("is refused by the tool's own validation when a field is malformed, before any request", async () => {
    const model = readModel();
    const field = model.contentTypes[0].fields[0];
    Object.assign(field, { type: 'Symbl', linkType: 'Asset' });
    const error = (await runImport(options({ content: model })).then(
      () => undefined,
      (e: unknown) => e,
    )) as { errors?: Array<{ error?: { name?: string } }> } | undefined;
    expect(error?.errors?.map((e) => e.error?.name)).toEqual(['ValidationError']);
    expect(cma.requests.filter((r) => r.startsWith('PUT'))).toEqual([]);
  }, 60_000);
});
