/**
 * Replays requests recorded from the real CDA (Contentful's example space "cfexampleapi", in the
 * Python and Ruby SDKs' test fixtures) against the local CDA serving an export rebuilt from the
 * same recordings, and compares the answers field by field. Ignored, because an export cannot
 * hold them or because the recordings predate them:
 * - the space's name (not in an export: the local CDA answers the space id);
 * - `sys.environment`, `sys.publishedVersion` and `metadata` (added to the CDA after the
 *   recordings were made), and the locales' `sys` in the space answer;
 * - the asset file host: the local CDA serves files itself, `//host/path` becomes `<cloud>/files/host/path`;
 * - the order of items and includes where the query sets none (the CDA promises no default order);
 * - request ids, and the sync token inside `nextSyncUrl`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from './local-cloud.ts';
import {
  exportFromRecordings,
  readRecordings,
  type Recording,
} from '../tests/support/recordings.ts';
import { startCdaCloud } from '../tests/support/cda-cloud.ts';

const recordings = readRecordings();
// A fixed port: asset URLs are built from the port asked for, and they are compared here.

/** Recordings that only feed the export; everything else is replayed. */
const SOURCES = new Set(['sync-initial']);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- compared JSON

const key = (item: Json) => `${String(item.sys?.type)}:${String(item.sys?.id)}`;
const byKey = (a: Json, b: Json) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);

function normalise(body: Json, filesBase: string): Json {
  const text = JSON.stringify(body).replaceAll(`"${filesBase}/`, '"//');
  const out = JSON.parse(text, (name, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      delete value.metadata;
      if (name === 'sys') {
        delete value.environment;
        delete value.publishedVersion;
      }
    }
    return value;
  }) as Json;
  delete out.requestId;
  if (out.nextSyncUrl) out.nextSyncUrl = 'sync token';
  if (out.sys?.type === 'Space') {
    delete out.name;
    for (const locale of out.locales) delete locale.sys;
  }
  if (Array.isArray(out.items)) out.items.sort(byKey);
  for (const list of Object.values(out.includes ?? {})) (list as Json[]).sort(byKey);
  return out;
}

describe('replaying responses recorded from the real CDA', () => {
  let cloud: LocalCloud;
  let exported: { path: string; remove(): void };

  beforeAll(async () => {
    exported = exportFromRecordings(recordings);
    cloud = await startCdaCloud(exported.path);
  });
  afterAll(async () => {
    await cloud?.close();
    exported?.remove();
  });

  it('serves the space the recordings came from', () => {
    expect(cloud.spaceId).toBe('cfexampleapi');
    expect(recordings.length).toBeGreaterThanOrEqual(15);
  });

  it.each(
    recordings.filter((r) => !SOURCES.has(r.name)).map((r) => [r.request || '/', r] as const),
  )('GET %s answers as recorded', async (_, recording: Recording) => {
    const url = `${cloud.url}/spaces/${cloud.spaceId}${recording.request === '' ? '' : '/environments/master'}${recording.request}`;
    const res = await fetch(url, { headers: { Authorization: `Bearer ${cloud.accessToken}` } });
    expect(res.status).toBe(recording.status);
    const filesBase = `${cloud.url}/files`;
    expect(normalise(await res.json(), filesBase)).toEqual(normalise(recording.body, filesBase));
  });

  it('delivers the initial sync with the recorded items, all locales', async () => {
    const recording = recordings.find((r) => r.name === 'sync-initial')!;
    const url = `${cloud.url}/spaces/${cloud.spaceId}/environments/master${recording.request}`;
    const res = await fetch(url, { headers: { Authorization: `Bearer ${cloud.accessToken}` } });
    const body = normalise(await res.json(), `${cloud.url}/files`);
    expect(body).toEqual(normalise(recording.body, `${cloud.url}/files`));
  });
});
