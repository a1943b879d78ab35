/**
 * Holds the space export in memory and re-reads it when the file's mtime changes (one cheap stat
 * per request). Every successful load is kept as a numbered generation so /sync tokens can name
 * "what the client saw" and the delta can be computed against the current one.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { RawContentType, RawEntity, RawLocale, SpaceExport } from './export-types.ts';
import { ExportError, validateExport } from './export-validate.ts';

export interface Snapshot {
  generation: number;
  exportSpaceId: string | undefined;
  locales: RawLocale[];
  defaultLocale: string;
  contentTypes: Map<string, RawContentType>;
  entries: Map<string, RawEntity>;
  assets: Map<string, RawEntity>;
  /** `Entry:id` / `Asset:id` → a digest of the item's JSON, to tell changed items apart in a sync
   * delta (a digest, not the JSON: with thousands of articles the JSON doubled the memory held).
   * Keyed by type too: an entry and an asset may share an id. */
  fingerprints: Map<string, string>;
}

const DEFAULT_LOCALE: RawLocale = { code: 'en-US', name: 'U.S. English', default: true };

type Versioned = { sys: { publishedVersion?: number; archivedVersion?: number } };

/** Only what the CDA would deliver: published, not archived. */
const isPublished = (item: Versioned) =>
  typeof item.sys.publishedVersion === 'number' && item.sys.archivedVersion === undefined;

/**
 * What the Preview API delivers: every entry and asset that is not archived, drafts (never published)
 * included. An export holds each item's latest state, which is the draft state the Preview API shows.
 */
const isPreviewable = (item: Versioned) => item.sys.archivedVersion === undefined;

export interface ExportView {
  /** true: the Preview API's view (drafts included); false: the Delivery API's (published only). */
  drafts: boolean;
}

/** `//images.ctfassets.net/a/b` → `<filesBase>/images.ctfassets.net/a/b`, so no outside host is needed. */
function rewriteAssetUrl(url: string, filesBase: string): string {
  const match = /^(?:https?:)?\/\/([^/]+)\/(.*)$/i.exec(url);
  return match ? `${filesBase}/${match[1]}/${match[2]}` : url;
}

function rewriteAsset(asset: RawEntity, filesBase: string): RawEntity {
  const file = asset.fields.file;
  if (!file) return asset;
  const rewritten: Record<string, unknown> = {};
  for (const [locale, value] of Object.entries(file)) {
    const v = value as { url: string };
    rewritten[locale] = { ...v, url: rewriteAssetUrl(v.url, filesBase) };
  }
  return { ...asset, fields: { ...asset.fields, file: rewritten } };
}

/**
 * The last file parsed, by path and stamp: the delivery and the preview store read the same export,
 * and parsing it once lets both snapshots share the same item objects instead of two copies.
 */
let lastParsed: { key: string; data: SpaceExport } | null = null;

function parseExport(path: string, stamp: string): SpaceExport {
  const key = `${path}\n${stamp}`;
  if (stamp && lastParsed?.key === key) return lastParsed.data;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new ExportError(
      `${path}: content export not found (set CONTENT_EXPORT to a space export)`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ExportError(`${path}: not valid JSON (${(error as Error).message})`);
  }
  const data = validateExport(path, json);
  lastParsed = { key, data };
  return data;
}

/** Throws ExportError (one line) when the file at `path` is not a usable space export. */
export function checkExportFile(path: string): void {
  parseExport(path, '');
}

const digest = (item: RawEntity): string =>
  createHash('sha1').update(JSON.stringify(item)).digest('base64');

function loadExport(
  path: string,
  stamp: string,
  filesBase: string,
  generation: number,
  view: ExportView = { drafts: false },
): Snapshot {
  const data = parseExport(path, stamp);
  const locales = data.locales.length > 0 ? data.locales : [DEFAULT_LOCALE];
  const defaultLocale = (locales.find((l) => l.default) ?? locales[0]).code;
  const fingerprints = new Map<string, string>();
  const byId = (kind: 'Entry' | 'Asset', items: RawEntity[]) => {
    const map = new Map<string, RawEntity>();
    for (const item of items) {
      map.set(item.sys.id, item);
      fingerprints.set(`${kind}:${item.sys.id}`, digest(item));
    }
    return map;
  };
  const first = [...data.entries, ...data.assets, ...data.contentTypes][0];
  const visible = view.drafts ? isPreviewable : isPublished;
  return {
    generation,
    exportSpaceId: first?.sys.space?.sys.id,
    locales,
    defaultLocale,
    contentTypes: new Map(data.contentTypes.filter(isPublished).map((ct) => [ct.sys.id, ct])),
    entries: byId('Entry', data.entries.filter(visible)),
    assets: byId(
      'Asset',
      data.assets.filter(visible).map((a) => rewriteAsset(a, filesBase)),
    ),
    fingerprints,
  };
}

export class ExportStore {
  private generations: Snapshot[] = [];
  /** mtime + size: a rewrite within the same clock tick usually changes the size. */
  private stamp: string;

  /** Throws ExportError when the file is missing or malformed, so start-up stops with one line. */
  constructor(
    readonly path: string,
    private readonly filesBase: string,
    private readonly view: ExportView = { drafts: false },
  ) {
    this.stamp = this.readStamp() ?? '';
    this.generations.push(loadExport(path, this.stamp, filesBase, 0, view));
  }

  /** The current snapshot, re-read first when the file changed on disk. */
  current(): Snapshot {
    const stamp = this.readStamp() ?? this.stamp;
    if (stamp !== this.stamp) {
      this.stamp = stamp;
      try {
        this.generations.push(
          loadExport(this.path, stamp, this.filesBase, this.generations.length, this.view),
        );
      } catch (error) {
        // A half-written or broken edit must not take the service down: keep serving the last good one.
        console.error(
          `local cloud: keeping the previous content, reload failed: ${(error as Error).message}`,
        );
      }
    }
    return this.generations[this.generations.length - 1];
  }

  private readStamp(): string | undefined {
    const stat = statSync(this.path, { throwIfNoEntry: false });
    return stat && `${stat.mtimeMs}:${stat.size}`;
  }

  generation(n: number): Snapshot | undefined {
    return this.generations[n];
  }
}
