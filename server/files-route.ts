/**
 * Serves asset files from beside the export, under `<host>/<path>` exactly as
 * `contentful space export --download-assets` lays them out. Kept small on purpose: the Images API
 * parameters (w/h/fm/q/fit, issue 6) will slot in between the lookup and the send.
 */
import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { mimeType, safeSegments, sendJson } from './http-util.ts';

const CORS = { 'Access-Control-Allow-Origin': '*', 'Timing-Allow-Origin': '*' };

/** `rest` is the URL path after `/files/`, still percent-encoded. */
export function serveAssetFile(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  rest: string,
): void {
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
  const file = join(root, ...segments);
  const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const headers = {
    ...CORS,
    'Content-Type': mimeType(file),
    ETag: etag,
    'Last-Modified': stat.mtime.toUTCString(),
    // The URL carries a per-upload token, so the bytes behind it never change.
    'Cache-Control': 'public, max-age=31536000, immutable',
  };
  const since = req.headers['if-modified-since'];
  if (
    req.headers['if-none-match'] === etag ||
    (!req.headers['if-none-match'] &&
      since &&
      Date.parse(since) >= Math.floor(stat.mtimeMs / 1000) * 1000)
  ) {
    res.writeHead(304, headers).end();
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': stat.size });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}
