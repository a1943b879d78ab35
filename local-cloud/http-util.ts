/** Small helpers shared by the local cloud's routes. */
import type { ServerResponse } from 'node:http';

/** What Contentful's CDA answers to a browser preflight: any origin, its own headers, read-only methods. */
export const CDA_CORS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET,HEAD,OPTIONS',
  'Access-Control-Allow-Headers':
    'Accept,Accept-Language,Authorization,Cache-Control,Content-Type,If-None-Match,If-Modified-Since,Range,X-Contentful-User-Agent,X-Contentful-Version,X-Requested-With',
  'Access-Control-Expose-Headers': 'ETag,X-Contentful-Request-Id,X-Contentful-RateLimit-Reset',
  'Access-Control-Max-Age': '86400',
};

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  contentType = 'application/json; charset=utf-8',
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(res.req?.method === 'HEAD' ? undefined : text);
}

/** Decodes each path segment and refuses anything that could step outside a root folder. */
export function safeSegments(rawPath: string): string[] | null {
  const segments: string[] = [];
  for (const raw of rawPath.split('/')) {
    if (raw === '') continue;
    let seg: string;
    try {
      seg = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (seg === '.' || seg === '..' || /[/\\\0]/.test(seg)) return null;
    segments.push(seg);
  }
  return segments;
}

const MIME: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  pdf: 'application/pdf',
  woff: 'font/woff',
  woff2: 'font/woff2',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
};

export function mimeType(fileName: string): string {
  const ext = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  return MIME[ext] ?? 'application/octet-stream';
}

export const isCompressible = (type: string): boolean =>
  /^text\/|json|javascript|xml|svg/.test(type);

/** Whether an Accept-Encoding header accepts `name` (q=0 means refused; `*` stands for any). */
export function acceptsEncoding(header: string | undefined, name: 'br' | 'gzip'): boolean {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    if (coding) accepted.set(coding, q === undefined ? 1 : Number(q));
  }
  return (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
}

/** Picks br, then gzip, when the client accepts them. */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  return acceptsEncoding(header, 'br')
    ? 'br'
    : acceptsEncoding(header, 'gzip')
      ? 'gzip'
      : undefined;
}
