import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { asJustBuilt } from './bench-site.ts';

describe('asJustBuilt', () => {
  const made: string[] = [];
  afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  /** A build folder holding `files`, each written a day ago. */
  function build(files: string[]): string {
    const dir = mkdtempSync(join(tmpdir(), 'just-built-'));
    made.push(dir);
    const dayAgo = new Date(Date.now() - 24 * 3600_000);
    for (const file of files) {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), '<!doctype html>');
      utimesSync(join(dir, file), dayAgo, dayAgo);
    }
    return dir;
  }
  const age = (file: string) => Date.now() - statSync(file).mtimeMs;

  it("dates the page's own file now, by its URL path, and no other", () => {
    const dir = build([
      'index.html',
      'tags/artificial%20intelligence/index.html',
      'search/index.html',
      'discussions/index.html',
    ]);
    asJustBuilt(dir, '/tags/artificial%20intelligence');
    asJustBuilt(dir, '/search?q=octavia');
    expect(age(join(dir, 'tags/artificial%20intelligence/index.html'))).toBeLessThan(60_000);
    expect(age(join(dir, 'search/index.html'))).toBeLessThan(60_000);
    expect(age(join(dir, 'discussions/index.html'))).toBeGreaterThan(3600_000);
    expect(age(join(dir, 'index.html'))).toBeGreaterThan(3600_000);
    asJustBuilt(dir, '/');
    expect(age(join(dir, 'index.html'))).toBeLessThan(60_000);
  });

  it('leaves a path with no page of its own alone', () => {
    const dir = build(['index.html']);
    expect(() => asJustBuilt(dir, '/saved')).not.toThrow();
    expect(() => asJustBuilt(dir, '/%ZZ')).not.toThrow();
    expect(age(join(dir, 'index.html'))).toBeGreaterThan(3600_000);
  });
});
