/**
 * Serves asset files from beside the export, under `<host>/<path>` exactly as
 * `contentful space export --download-assets` lays them out, and applies the Images API parameters
 * (w/h/fm/q/fit, issue 6) to raster images between the lookup and the send.
 */
import { createReadStream, statSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { CdaError, newRequestId } from './cda-errors.ts';
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

const CORS = { 'Access-Control-Allow-Origin': '*', 'Timing-Allow-Origin': '*' };
// The URL carries a per-upload token (and the parameters), so the bytes behind it never change.
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Shared by every local cloud in the process: 48 MB holds every demo image at every srcset width. */
const transformed = new ImageCache(48 * 1024 * 1024);

function notModified(req: IncomingMessage, etag: string, stat: Stats): boolean {
  const since = req.headers['if-modified-since'];
  return (
    req.headers['if-none-match'] === etag ||
    (!req.headers['if-none-match'] &&
      !!since &&
      Date.parse(since) >= Math.floor(stat.mtimeMs / 1000) * 1000)
  );
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
  const headers = {
    ...CORS,
    'Content-Type': MIME_OF[formatOf(file, params)],
    ETag: etag,
    'Last-Modified': stat.mtime.toUTCString(),
    'Cache-Control': IMMUTABLE,
  };
  if (notModified(req, etag, stat)) {
    res.writeHead(304, headers).end();
    return;
  }
  const body = await transformed.get(`${file}|${sourceEtag}|${paramsKey(params)}`, async () =>
    transformImage(await readFile(file), file, params),
  );
  res.writeHead(200, { ...headers, 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** `rest` is the URL path after `/files/`, still percent-encoded. */
export async function serveAssetFile(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  rest: string,
): Promise<void> {
  const segments = safeSegments(rest);
  const stat =
    segments && segments.length > 1
      ? statSync(join(root, ...segments), { throwIfNoEntry: false })
      : undefined;
  if (!segments || !stat?.isFile()) {
    sendJson(
      res,
      404,
      { sys: { type: 'Error', id: 'NotFound' }, message: 'The file could not be found.' },
      CORS,
    );
    return;
  }
  let params: ImageParams | null;
  try {
    params = parseImageParams(new URL(req.url ?? '/', 'http://x').searchParams);
  } catch (error) {
    if (!(error instanceof ImageParamError)) throw error;
    const requestId = newRequestId();
    sendJson(res, 400, new CdaError(400, 'BadRequest', error.message).body(requestId), CORS);
    return;
  }
  const file = join(root, ...segments);
  const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  // Contentful ignores the parameters on files it cannot transform (SVG, PDF): so do we.
  if (params && isTransformable(file)) return sendTransformed(req, res, file, stat, etag, params);
  const headers = {
    ...CORS,
    'Content-Type': mimeType(file),
    ETag: etag,
    'Last-Modified': stat.mtime.toUTCString(),
    'Cache-Control': IMMUTABLE,
  };
  if (notModified(req, etag, stat)) {
    res.writeHead(304, headers).end();
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': stat.size });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}
