/**
 * The SSR bundle a prerender run renders with: the last build's, when its inputs (sources, lockfile,
 * build settings) and its files are what that build recorded, or a fresh one. Either way the page
 * template is copied beside it, and the entry is imported with React's production build.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSsr } from './build-ssr.ts';
import { NOT_BUNDLE, ssrInputs, TEMPLATE_COPY } from './build-files.ts';
import { hashTree, type BuildState } from './build-state.ts';
import type { ServerEntry } from './server-entry.ts';

export interface SsrBundle {
  entry: ServerEntry;
  /** Hash of the bundle's sources and settings, recorded so the next build can reuse it. */
  inputs: string;
  /** Hash of the bundle's files. */
  bundle: string;
}

export async function prepareSsrBundle(
  root: string,
  ssrDir: string,
  template: string,
  previous: BuildState | null,
  full: boolean,
): Promise<SsrBundle> {
  const inputs = ssrInputs(root);
  const entryFile = join(ssrDir, 'entry-server.js');
  const kept =
    !full && previous?.ssrInputs === inputs && existsSync(entryFile)
      ? hashTree(ssrDir, NOT_BUNDLE)
      : null;
  const reuse = kept !== null && kept === previous?.bundle;
  if (!reuse) await buildSsr(root, ssrDir);
  const bundle = reuse ? kept : hashTree(ssrDir, NOT_BUNDLE);
  writeFileSync(join(ssrDir, TEMPLATE_COPY), template);
  // Pages are rendered with React's production build, whether or not a Vite build ran in this process
  // first (Vite sets NODE_ENV for its own builds only). When the bundle is reused nothing set it, and
  // React's development build rendered every page about twice as slowly. A caller's own setting wins.
  process.env.NODE_ENV ??= 'production';
  // No cache-busting query here: the page chunks import the entry by its plain URL, and a second
  // copy of it would mean a second store that the pages never see.
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  return { entry, inputs, bundle };
}
