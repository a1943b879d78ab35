/**
 * Serves asset files from beside the export, under `<host>/<path>` exactly as
 * `contentful space export --download-assets` lays them out, and applies the Images API parameters
 * (w/h/fm/q/fit) to raster images between the lookup and the send.
 *
 * Only the files an asset of the export names (its `file.url` in any locale) are reachable, each at
 * exactly that path: the folder beside an export may hold anything (the export itself, dotfiles,
 * sources, a database), and none of that is the CDN's to hand out.
 */
import { createReadStream, statSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { badRequest, CdaError, newRequestId } from './cda-errors.ts';
import type { Snapshot } from './export-store.ts';
import { mimeType, safeSegments, sendJson } from './http-util.ts';
import { ImageCache } from './image-cache.ts';
import {
  formatOf,
  ImageParamError,
  isTransformable,
  MIME_OF,
  paramsKey,
  parseImageParams,
  transformEtag,
  transformImage,
  type ImageParams,
} from './image-transform.ts';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Timing-Allow-Origin': '*',
  'X-Content-Type-Options': 'nosniff',
};
// The URL carries a per-upload token (and the parameters), so the bytes behind it never change.
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Shared by every local cloud in the process: 48 MB holds every demo image at every srcset width. */
const transformed = new ImageCache(48 * 1024 * 1024);

const namedBySnapshot = new WeakMap<Snapshot, ReadonlySet<string>>();

/**
 * The paths below `/files/` that the snapshot's assets name, as decoded segments joined by `/`.
 * Computed once per snapshot (the export is re-read only when it changes).
 */
export function namedFiles(snapshot: Snapshot, filesBase: string): ReadonlySet<string> {
  let named = namedBySnapshot.get(snapshot);
  if (named) return named;
  const paths = new Set<string>();
  const prefix = `${filesBase}/`;
  for (const asset of snapshot.assets.values()) {
    for (const file of Object.values(asset.fields.file ?? {})) {
      const url = (file as { url?: unknown } | null)?.url;
      if (typeof url !== 'string' || !url.startsWith(prefix)) continue;
      const rest = url.slice(prefix.length).split(/[?#]/)[0];
      const segments = safeSegments(rest);
      if (segments?.length) paths.add(segments.join('/'));
    }
  }
  named = paths;
  namedBySnapshot.set(snapshot, named);
  return named;
}

/** Each segment of the raw path decoded, or null when one is not valid percent-encoding. */
function decodeSegments(rest: string): string[] | null {
  try {
    return rest.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

function statFile(file: string): Stats | undefined {
  try {
    const stat = statSync(file, { throwIfNoEntry: false });
    return stat?.isFile() ? stat : undefined;
  } catch {
    // ENOTDIR, EACCES, a name too long: for the visitor all of these mean "no such file".
    return undefined;
  }
}

function notModified(req: IncomingMessage, etag: string, stat: Stats): boolean {
  const since = req.headers['if-modified-since'];
  return (
    req.headers['if-none-match'] === etag ||
    (!req.headers['if-none-match'] &&
      !!since &&
      Date.parse(since) >= Math.floor(stat.mtimeMs / 1000) * 1000)
  );
}

/**
 * The caching headers of a file's answer (its validators, immutable like Contentful's asset CDN), or
 * null when the request's validators match and a 304 with those headers has been sent.
 */
function answerHeaders(
  req: IncomingMessage,
  res: ServerResponse,
  stat: Stats,
  etag: string,
  contentType: string,
): Record<string, string> | null {
  const headers = {
    ...CORS,
    'Content-Type': contentType,
    ETag: etag,
    'Last-Modified': stat.mtime.toUTCString(),
    'Cache-Control': IMMUTABLE,
  };
  if (!notModified(req, etag, stat)) return headers;
  res.writeHead(304, headers).end();
  return null;
}

async function sendTransformed(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  stat: Stats,
  sourceEtag: string,
  params: ImageParams,
): Promise<void> {
  const etag = transformEtag(sourceEtag, params);
  const headers = answerHeaders(req, res, stat, etag, MIME_OF[formatOf(file, params)]);
  if (!headers) return;
  const body = await transformed.get(`${file}|${sourceEtag}|${paramsKey(params)}`, async () =>
    transformImage(await readFile(file), file, params),
  );
  res.writeHead(200, { ...headers, 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendError(res: ServerResponse, error: CdaError): void {
  sendJson(res, error.status, error.body(newRequestId()), CORS);
}

/** `rest` is the URL path after `/files/`, still percent-encoded; `named` comes from namedFiles(). */
export async function serveAssetFile(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  rest: string,
  named: ReadonlySet<string>,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendError(res, new CdaError(405, 'MethodNotAllowed', 'Files can only be read (GET or HEAD).'));
    return;
  }
  const decoded = decodeSegments(rest);
  if (!decoded) {
    sendError(res, badRequest('The file path is not valid percent-encoding.'));
    return;
  }
  // Joined back with '/', a decoded "%2F" would pass for a separator: such a path names nothing.
  const key = decoded.some((segment) => /[/\\\0]/.test(segment)) ? '' : decoded.join('/');
  const file = named.has(key) ? join(root, ...decoded) : undefined;
  const stat = file ? statFile(file) : undefined;
  if (!file || !stat) {
    sendError(res, new CdaError(404, 'NotFound', 'The file could not be found.'));
    return;
  }
  let params: ImageParams | null;
  try {
    params = parseImageParams(new URL(req.url ?? '/', 'http://x').searchParams);
  } catch (error) {
    if (!(error instanceof ImageParamError)) throw error;
    sendError(res, badRequest(error.message));
    return;
  }
  const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  // Contentful ignores the parameters on files it cannot transform (SVG, PDF): so do we.
  if (params && isTransformable(file)) return sendTransformed(req, res, file, stat, etag, params);
  const headers = answerHeaders(req, res, stat, etag, mimeType(file));
  if (!headers) return;
  res.writeHead(200, { ...headers, 'Content-Length': stat.size });
  if (req.method === 'HEAD') res.end();
  // A file removed between the stat and the read: the status line is out, so all we can do is cut.
  else
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
}
