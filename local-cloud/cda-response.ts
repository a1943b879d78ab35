/**
 * Writes a successful CDA answer with the validators Contentful sends: a weak ETag over the
 * body, and 304 Not Modified without a body when the request's If-None-Match names it. Recorded
 * answers carry `ETag: W/"<32 hex>"` (contentful/contentful.py fixtures/client/*.yaml); the
 * conditional request is plain HTTP (RFC 9110 §13.1.2: weak comparison for If-None-Match).
 * Like Contentful's CDN, the body is gzipped for a client that accepts it (recorded answers carry
 * `Content-Encoding: gzip` and `Vary: Accept-Encoding`, contentful/contentful.rb
 * spec/fixtures/vcr_cassettes), so a page measured here moves the bytes it would from Contentful.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { acceptsEncoding } from './http-util.ts';

export const CDA_TYPE = 'application/vnd.contentful.delivery.v1+json';

/** Smaller answers are sent as they are: gzip would save next to nothing. */
const GZIP_FROM = 1024;

function etagOf(text: string): string {
  return `W/"${createHash('md5').update(text).digest('hex')}"`;
}

/** True when one of the listed tags (or `*`) matches, comparing weakly (the W/ prefix ignored). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

export function sendCda(
  req: IncomingMessage,
  res: ServerResponse,
  body: unknown,
  headers: Record<string, string>,
): void {
  const text = JSON.stringify(body);
  const etag = etagOf(text);
  if (matchesEtag(req.headers['if-none-match'], etag)) {
    res.writeHead(304, { ...headers, ETag: etag }).end();
    return;
  }
  const gzip = text.length >= GZIP_FROM && acceptsEncoding(req.headers['accept-encoding'], 'gzip');
  const payload = gzip ? gzipSync(text) : Buffer.from(text);
  res.writeHead(200, {
    'Content-Type': CDA_TYPE,
    'Content-Length': payload.length,
    ETag: etag,
    Vary: 'Accept-Encoding',
    ...(gzip && { 'Content-Encoding': 'gzip' }),
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : payload);
}
