/** Writes a modified copy of an export into a fresh temp folder, for tests that change content. */
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests edit arbitrary export JSON
export type ExportJson = any;

export interface TempExport {
  path: string;
  dir: string;
  write(data: ExportJson): void;
  remove(): void;
}

export function tempExport(
  source: string,
  edit: (data: ExportJson) => void = () => {},
): TempExport {
  const dir = mkdtempSync(join(tmpdir(), 'local-cloud-'));
  const path = join(dir, 'export.json');
  const data = JSON.parse(readFileSync(source, 'utf8'));
  edit(data);
  const write = (d: ExportJson) => writeFileSync(path, JSON.stringify(d));
  write(data);
  return { path, dir, write, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The demo content's folder: its export and, beside it, the asset files the local cloud serves. */
const DEMO_DIR = resolve(fileURLToPath(import.meta.url), '../../../demo-content');

/**
 * Links the demo's asset folders into `dir`, beside an export written there: the local cloud serves an
 * export's assets from the export's own folder.
 */
export function linkDemoAssets(dir: string): void {
  for (const host of ['images.ctfassets.net', 'assets.ctfassets.net'])
    symlinkSync(join(DEMO_DIR, host), join(dir, host));
}
