/**
 * Serves the Vite build: gzip/brotli by Accept-Encoding, immutable caching for hashed /assets/*,
 * no-cache for HTML and the service worker (so updates are seen), prerendered pages at the file the
 * path maps to (src/shared/page-paths.ts), 400 for a path no page can have (a malformed escape),
 * for other extension-less paths 404.html with status 404 in a prerendered build or the SPA shell
 * otherwise, 404 for missing files with an extension, HEAD, and no way out of distDir.
 * Every answer carries the security headers the build wrote into its `_headers` file.
 */
import { readFileSync, statSync, type Stats } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { pageFile } from '../src/shared/page-paths.ts';
import {
  HEADERS_FILE,
  headersFor,
  parseHeadersFile,
  type HeaderRule,
} from '../build/headers-file.ts';
import { isCompressible, mimeType, pickEncoding, safeSegments } from './http-util.ts';
import { BASE_SITE_HEADERS } from '../src/shared/security-headers.ts';

export interface SiteServer {
  url: string;
  close(): Promise<void>;
}

interface Cached {
  stamp: string;
  /** The file's path and every stat field a rewrite changes: what its compressed bodies are kept by. */
  key: string;
  /** When the file was written: the browser dates a prerendered page's data by it (Last-Modified). */
  modified: string;
  raw: Buffer;
}

/**
 * Compressed bodies, shared by every server of the process: a server started again on the same build
 * (each end-to-end spec starts its own, a test its own) compresses nothing twice. Compressing is the
 * slow part of serving a build the first time. Least recently used out past the budget.
 */
const compressed = new Map<string, Buffer>();
let compressedBytes = 0;
const COMPRESSED_BUDGET = 64 * 1024 * 1024;
/**
 * Brotli's quality for bodies compressed as they are served: 6, the usual setting for compressing on
 * the fly. Quality 9 makes files under 1% smaller and costs tens of times the CPU, which a server
 * answering a first request for each of thousands of pages pays before it answers.
 */
const BROTLI_QUALITY = 6;

/** The body of `entry` in `encoding`, compressed once per process. */
function compressedBody(entry: Cached, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}\0${entry.key}`;
  let body = compressed.get(key);
  if (body) {
    compressed.delete(key);
  } else {
    body =
      encoding === 'br'
        ? brotliCompressSync(entry.raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
        : gzipSync(entry.raw, { level: 9 });
    compressedBytes += body.length;
  }
  compressed.set(key, body);
  for (const [oldest, old] of compressed) {
    if (compressedBytes <= COMPRESSED_BUDGET) break;
    compressed.delete(oldest);
    compressedBytes -= old.length;
  }
  return body;
}

function cacheControl(segments: string[]): string {
  if (segments[0] === 'assets') return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

export async function startSiteServer(opts: {
  port: number;
  distDir: string;
}): Promise<SiteServer> {
  const root = resolve(opts.distDir);
  const cache = new Map<string, Cached>();

  function load(file: string): Cached | undefined {
    // Never outside the folder, whatever a path maps to.
    if (!file.startsWith(`${root}${sep}`)) return undefined;
    let stat: Stats | undefined;
    try {
      stat = statSync(file, { throwIfNoEntry: false });
    } catch {
      // A name too long for the file system, or a path through a file (`/sw.js/x`): nothing there.
      return undefined;
    }
    if (!stat?.isFile()) return undefined;
    const stamp = `${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}`;
    const key = `${file}\0${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}`;
    let entry = cache.get(file);
    if (entry?.key !== key) {
      const modified = new Date(stat.mtimeMs).toUTCString();
      entry = { stamp, key, modified, raw: readFileSync(file) };
      cache.set(file, entry);
    }
    return entry;
  }

  let headerRules: { stamp: string; rules: HeaderRule[] } | undefined;
  /**
   * The security headers for a path: the base set, then what the build's `_headers` says (re-read
   * when the file changes, like every file here). A build without one still gets the base set.
   */
  function securityHeaders(pathname: string): Record<string, string> {
    const file = load(join(root, HEADERS_FILE));
    if (file && headerRules?.stamp !== file.stamp)
      headerRules = { stamp: file.stamp, rules: parseHeadersFile(file.raw.toString('utf8')) };
    return { ...BASE_SITE_HEADERS, ...(file ? headersFor(headerRules!.rules, pathname) : {}) };
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const requested = (req.url ?? '/').split('?')[0];
    // setHeader: every writeHead below, error answers included, sends these along.
    for (const [name, value] of Object.entries(securityHeaders(requested)))
      res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const pathname = URL.parse(req.url ?? '/', 'http://x')?.pathname;
    // A built file by its own name first (assets, feeds, the shell), then the prerendered page the
    // path maps to: a slug is one encoded segment, and may hold `/`, `..` or a control character.
    const named = pathname === undefined ? null : safeSegments(pathname);
    const page = pathname === undefined ? null : pageFile(pathname);
    if (pathname === undefined || (named === null && page === null)) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad path');
      return;
    }
    let segments = named && named.length > 0 && !pathname.endsWith('/') ? named : [];
    let file = join(root, ...segments);
    let entry = segments.length > 0 ? load(file) : undefined;
    if (!entry && page !== null) {
      segments = page.split('/');
      file = join(root, ...segments);
      entry = load(file);
    }
    let status = 200;
    const hasExtension = /\.[^/]+$/.test(pathname);
    if (!entry && hasExtension) {
      // A file beside a prerendered page (a tag's feed) lives in that page's folder.
      const slash = pathname.lastIndexOf('/');
      const folder = pageFile(pathname.slice(0, slash) || '/');
      const name = pathname.slice(slash + 1);
      if (folder !== null && /^[\w.-]+$/.test(name)) {
        segments = [...folder.split('/').slice(0, -1), name];
        file = join(root, ...segments);
        entry = load(file);
      }
    }
    if (!entry && !hasExtension) {
      // A prerendered build has a page for everything that exists, so anything else is a 404 — still
      // with the app (its 404.html), which shows the right not-found view in the browser. A plain SPA
      // build cannot tell: it hands its shell over and lets the router decide.
      const notFound = load(join(root, '404.html'));
      segments = [notFound ? '404.html' : 'index.html'];
      file = join(root, segments[0]);
      entry = notFound ?? load(file);
      if (notFound) status = 404;
    }
    if (!entry) {
      res
        .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
        .end(req.method === 'HEAD' ? undefined : 'Not found');
      return;
    }
    const type = mimeType(file);
    const headers: Record<string, string | number> = {
      'Content-Type': type,
      'Cache-Control': cacheControl(segments),
      ETag: `"${entry.stamp}"`,
      'Last-Modified': entry.modified,
    };
    if (status === 200 && req.headers['if-none-match'] === headers.ETag) {
      res.writeHead(304, headers).end();
      return;
    }
    let body = entry.raw;
    const encoding =
      isCompressible(type) && body.length > 256
        ? pickEncoding(req.headers['accept-encoding'])
        : undefined;
    if (isCompressible(type)) headers.Vary = 'Accept-Encoding';
    if (encoding) {
      body = compressedBody(entry, encoding);
      headers['Content-Encoding'] = encoding;
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const server = createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      console.error('site server: request failed:', error);
      if (!res.headersSent)
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Server error');
      else res.destroy();
    }
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(opts.port, '127.0.0.1', () => ok());
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}
