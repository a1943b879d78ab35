/**
 * The folder rules of eslint-boundaries.js, run through ESLint's own API on snippets placed (virtually)
 * in real folders: a forbidden import must be an error with the rule's message, an allowed one clean.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../..') });

async function errorsOf(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import boundaries', () => {
  it('refuses a feature importing the service worker', async () => {
    const errors = await errorsOf(
      'src/features/offline/probe.ts',
      "import { routeFor } from '../../../sw/policy.ts';\nexport const r = routeFor;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/^no-restricted-imports: .*service worker/)]);
  });

  it('refuses src/content importing the store', async () => {
    const errors = await errorsOf(
      'src/content/probe.ts',
      "import type { QueryResult } from '../store/query-types';\nexport type R = QueryResult<1>;\n",
    );
    expect(errors).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*knows nothing of the store/),
    ]);
  });

  it("refuses a feature importing the store's internals, allows its public modules", async () => {
    const file = 'src/features/home/probe.ts';
    expect(
      await errorsOf(
        file,
        "import { queryStore } from '../../store/query-store';\nexport const q = queryStore;\n",
      ),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: .*public modules only/)]);
    expect(
      await errorsOf(
        file,
        "import { useList } from '../../store/use-list';\nexport const u = useList;\n",
      ),
    ).toEqual([]);
  });

  it('refuses idb-keyval anywhere but the one key-value module', async () => {
    const code = "import { get } from 'idb-keyval';\nexport const g = get;\n";
    for (const file of ['src/features/reading-position/probe.ts', 'src/store/probe.ts'])
      expect(await errorsOf(file, code)).toEqual([
        expect.stringMatching(/^no-restricted-imports: .*src\/shared\/kv\.ts only/),
      ]);
    expect(await errorsOf('src/shared/kv.ts', code)).toEqual([]);
  });

  it('refuses the store importing a feature, allows src/lib', async () => {
    const file = 'src/store/probe.ts';
    expect(
      await errorsOf(
        file,
        "import { PreviewBanner } from '../features/preview/preview-banner';\nexport const p = PreviewBanner;\n",
      ),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: .*Features sit above/)]);
    expect(
      await errorsOf(
        file,
        "import { previewSecret } from '../lib/preview-mode.ts';\nexport const s = previewSecret;\n",
      ),
    ).toEqual([]);
  });

  it('refuses the worker importing page code outside src/shared', async () => {
    const file = 'sw/probe.ts';
    expect(
      await errorsOf(file, "import { SITE } from '../src/site.ts';\nexport const s = SITE;\n"),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: .*only from src\/shared/)]);
    expect(
      await errorsOf(
        file,
        "import { BUILD_ID } from '../src/shared/build-id.ts';\nexport const b = BUILD_ID;\n",
      ),
    ).toEqual([]);
  });

  it('refuses the worker importing a feature, even under a comment that disables the rule', async () => {
    const errors = await errorsOf(
      'sw/probe.ts',
      '// eslint-disable-next-line no-restricted-imports -- shared with the page\n' +
        "import { LibraryPage } from '../src/features/offline-reading/library-page.tsx';\n" +
        'export const p = LibraryPage;\n',
    );
    expect(errors).toContainEqual(
      expect.stringMatching(/^no-restricted-imports: .*only from src\/shared/),
    );
  });

  it('refuses the worker importing the functions, the build or the local cloud', async () => {
    const file = 'sw/probe.ts';
    for (const target of [
      '../functions/core/http.ts',
      '../build/content-security-policy.ts',
      '../local-cloud/site-server.ts',
    ])
      expect(
        await errorsOf(file, `import * as m from '${target}';\nexport const x = m;\n`),
      ).toEqual([
        expect.stringMatching(/^no-restricted-imports: .*nothing of the build, the functions/),
      ]);
    expect(
      await errorsOf(
        file,
        "import { FRAME_AND_REFERRER_HEADERS } from '../src/shared/security-headers.ts';\nexport const h = FRAME_AND_REFERRER_HEADERS;\n",
      ),
    ).toEqual([]);
  });

  it("keeps each program's code out of the folders of the others, tests apart", async () => {
    const fromBuild =
      "import { buildPageJobs } from '../../build/prerender/pages.ts';\nexport const b = buildPageJobs;\n";
    expect(await errorsOf('src/app/probe.ts', fromBuild)).toEqual([
      expect.stringMatching(
        /^@typescript-eslint\/no-restricted-imports: .*Page code runs in the browser/,
      ),
    ]);
    expect(await errorsOf('src/app/probe.test.ts', fromBuild)).toEqual([]);
    expect(
      await errorsOf(
        'functions/core/probe.ts',
        "import { startLocalCloud } from '../../local-cloud/local-cloud.ts';\nexport const s = startLocalCloud;\n",
      ),
    ).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*The functions run/),
    ]);
    expect(
      await errorsOf(
        'build/probe.ts',
        "import { median } from '../bench/bench-site.ts';\nexport const m = median;\n",
      ),
    ).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*The build imports/),
    ]);
    expect(
      await errorsOf(
        'build/probe.ts',
        "import { ExportError } from '../local-cloud/export-validate.ts';\nexport const e = ExportError;\n",
      ),
    ).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*over HTTP only/),
    ]);
    expect(
      await errorsOf(
        'local-cloud/probe.ts',
        "import { tempExport } from '../tests/support/temp-export.ts';\nexport const t = tempExport;\n",
      ),
    ).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*The local cloud/),
    ]);
  });

  it("refuses a feature importing another feature's files, allows its public entry", async () => {
    const file = 'src/features/posts/probe.ts';
    for (const target of ['../share/share-block', '../reading-position/continue-reading.tsx'])
      expect(
        await errorsOf(file, `import * as m from '${target}';\nexport const x = m;\n`),
      ).toEqual([expect.stringMatching(/^no-restricted-imports: .*only through its public entry/)]);
    for (const target of ['../share', '../share/index.ts', './post-page'])
      expect(
        await errorsOf(file, `import * as m from '${target}';\nexport const x = m;\n`),
      ).toEqual([]);
  });

  it('refuses src/content importing UI from src/components', async () => {
    expect(
      await errorsOf(
        'src/content/probe.ts',
        "import { ResponsiveImage } from '../components/responsive-image';\nexport const r = ResponsiveImage;\n",
      ),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: .*data with no UI/)]);
  });

  it('keeps the direction app → features → shared code', async () => {
    expect(
      await errorsOf('src/features/home/probe.ts', "export { App } from '../../app/app';\n"),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: .*top of the page/)]);
    expect(
      await errorsOf(
        'src/components/probe.ts',
        "export { ShareBar } from '../features/share/share-bar';\n",
      ),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: .*Features sit above/)]);
    expect(await errorsOf('src/shared/probe.ts', "export { SITE } from '../site.ts';\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*nothing outside it/),
    ]);
  });

  it('refuses Cache Storage outside src/pwa', async () => {
    const code = "export const open = () => caches.open('x');\n";
    expect(await errorsOf('src/features/offline/probe.ts', code)).toEqual([
      expect.stringMatching(/^no-restricted-globals: .*src\/pwa/),
    ]);
    expect(await errorsOf('src/pwa/probe.ts', code)).toEqual([]);
  });
});
