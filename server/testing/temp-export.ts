/** Writes a modified copy of an export into a fresh temp folder, for tests that change content. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
