/**
 * Responses recorded from cdn.contentful.com (tests/fixtures/cda-recordings/), and the space
 * export rebuilt from them: entries and assets from the recorded initial sync (all locales),
 * content types from the recorded /content_types, locales from the recorded space.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const RECORDINGS = resolve(import.meta.dirname, '../../tests/fixtures/cda-recordings');

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- recorded JSON

export interface Recording {
  name: string;
  source: { repository: string; path: string; commit: string };
  /** Path and query below /spaces/{space}/environments/master. */
  request: string;
  status: number;
  body: Json;
}

export function readRecordings(): Recording[] {
  return readdirSync(RECORDINGS)
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({
      name: f.slice(0, -5),
      ...JSON.parse(readFileSync(join(RECORDINGS, f), 'utf8')),
    }));
}

/** Delivery sys → export sys: the fields the local CDA derives createdAt/updatedAt/revision from. */
function exportSys(sys: Json): Json {
  return {
    ...sys,
    firstPublishedAt: sys.createdAt,
    publishedAt: sys.updatedAt,
    publishedVersion: sys.revision * 2,
    publishedCounter: sys.revision,
  };
}

/** Writes the rebuilt export into a fresh temp folder; returns its path and a cleanup. */
export function exportFromRecordings(recordings: Recording[]): { path: string; remove(): void } {
  const body = (name: string) => recordings.find((r) => r.name === name)!.body;
  const synced: Json[] = body('sync-initial').items;
  const items = (type: string) =>
    synced
      .filter((i) => i.sys.type === type)
      .map((i) => ({ sys: exportSys(i.sys), fields: i.fields }));
  const data = {
    locales: body('space').locales,
    contentTypes: body('content-types').items.map((ct: Json) => ({
      ...ct,
      sys: exportSys(ct.sys),
    })),
    entries: items('Entry'),
    assets: items('Asset'),
  };
  const dir = mkdtempSync(join(tmpdir(), 'cda-recordings-'));
  const path = join(dir, 'export.json');
  writeFileSync(path, JSON.stringify(data));
  return { path, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
