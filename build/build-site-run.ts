/**
 * Entry of `buildSiteInChild`: `node --import tsx build/build-site-run.ts <outDir>` builds (and with
 * BUILD_PRERENDER=1 prerenders; BUILD_CLIENT=0 keeps the client build and only prerenders) against the content service the VITE_* variables name. A problem the
 * visitor can fix (a missing model, a bad export) is printed as its one line, anything else in full.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite } from './build-site.ts';
import { ExportError } from '../local-cloud/export-validate.ts';
import { ModelCheckError } from './model-check.ts';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const outDir = process.argv[2] || 'dist';

buildSite(
  root,
  outDir,
  {},
  {
    prerender: process.env.BUILD_PRERENDER === '1',
    client: process.env.BUILD_CLIENT !== '0',
  },
).catch((error: unknown) => {
  if (error instanceof ExportError || error instanceof ModelCheckError)
    console.error(error.message);
  else console.error(error);
  process.exit(1);
});
