/**
 * Compressed bodies are kept for the whole process: a second server on the same build compresses
 * nothing again, and a file rewritten in place (same size, same modification time) is never answered
 * with the old file's compressed bytes.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as zlib from 'node:zlib';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SiteServer } from './site-server.ts';

const calls = vi.hoisted(() => ({ brotli: 0, gzip: 0 }));
vi.mock('node:zlib', async (original) => {
  const real = await original<typeof import('node:zlib')>();
  return {
    ...real,
    brotliCompressSync: (...args: Parameters<typeof real.brotliCompressSync>) => {
      calls.brotli += 1;
      return real.brotliCompressSync(...args);
    },
    gzipSync: (...args: Parameters<typeof real.gzipSync>) => {
      calls.gzip += 1;
      return real.gzipSync(...args);
    },
  };
});

/** The port the running server took: a free one, so no other process on the machine can hold it. */
let port = 0;

function get(path: string, encoding: string): Promise<{ encoding?: string; body: Buffer }> {
  return new Promise((ok, fail) => {
    const headers = { 'Accept-Encoding': encoding };
    // A connection of its own: a kept-alive one would outlive the server the test stops.
    const req = request({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        ok({
          encoding: res.headers['content-encoding'] as string | undefined,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', fail).end();
  });
}

const script = (word: string) => `export const text = ${JSON.stringify(`${word} `.repeat(200))};\n`;

describe('compressed bodies', () => {
  let dir: string | undefined;
  let site: SiteServer | undefined;
  let startSiteServer: typeof import('./site-server.ts').startSiteServer;
  // The server is loaded afresh, after the counting zlib above: the node suites share their worker's
  // modules, and a site server an earlier file loaded holds the real zlib.
  beforeAll(async () => {
    vi.resetModules();
    ({ startSiteServer } = await import('./site-server.ts'));
  });
  afterEach(async () => {
    await site?.close();
    site = undefined;
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function serve(distDir: string): Promise<SiteServer> {
    const started = await startSiteServer({ port: 0, distDir });
    port = Number(new URL(started.url).port);
    return started;
  }

  function build(): string {
    dir = mkdtempSync(join(tmpdir(), 'site-compress-'));
    const dist = join(dir, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(join(dist, 'assets', 'app.js'), script('first'));
    return dist;
  }

  it('are made once for every server of the process', async () => {
    const dist = build();
    site = await serve(dist);
    const before = { ...calls };
    const first = await get('/assets/app.js', 'br');
    const firstGzip = await get('/assets/app.js', 'gzip');
    await site.close();
    site = await serve(dist);
    const again = await get('/assets/app.js', 'br');
    const againGzip = await get('/assets/app.js', 'gzip');

    expect([first.encoding, again.encoding, firstGzip.encoding]).toEqual(['br', 'br', 'gzip']);
    expect(zlib.brotliDecompressSync(again.body).toString()).toBe(script('first'));
    expect(zlib.gunzipSync(againGzip.body).toString()).toBe(script('first'));
    expect(calls.brotli - before.brotli).toBe(1);
    expect(calls.gzip - before.gzip).toBe(1);
  });

  it('follow a file rewritten in place with the same size and time', async () => {
    const dist = build();
    const file = join(dist, 'assets', 'app.js');
    // A whole second, which the file gets back exactly after its rewrite.
    const time = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
    utimesSync(file, time, time);
    site = await serve(dist);
    expect(zlib.brotliDecompressSync((await get('/assets/app.js', 'br')).body).toString()).toBe(
      script('first'),
    );
    writeFileSync(file, script('other'));
    utimesSync(file, time, time);
    expect(statSync(file).mtimeMs).toBe(time.getTime());
    await site.close();
    site = await serve(dist);

    expect(zlib.brotliDecompressSync((await get('/assets/app.js', 'br')).body).toString()).toBe(
      script('other'),
    );
  });
});
