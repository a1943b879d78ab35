import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { watchProjectDist } from '../support/project-dist.ts';

describe("the check that no test writes the project's dist/", () => {
  const dir = mkdtempSync(join(tmpdir(), 'project-dist-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('passes while the folder stays absent, fails once something builds it', () => {
    const dist = join(dir, 'absent');
    const untouched = watchProjectDist(dist);
    expect(untouched).not.toThrow();
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), '<!doctype html>');
    expect(untouched).toThrow(/changed during the test run/);
  });

  it('fails when a file of an existing build is rewritten or added', () => {
    const dist = join(dir, 'built');
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), 'old');
    const rewritten = watchProjectDist(dist);
    writeFileSync(join(dist, 'index.html'), 'new');
    // The same millisecond can hold both writes on a fast disk: move the time on to be sure.
    const later = new Date(Date.now() + 5000);
    utimesSync(join(dist, 'index.html'), later, later);
    expect(rewritten).toThrow(/wrote into the project's own build folder/);
    const added = watchProjectDist(dist);
    expect(added).not.toThrow();
    writeFileSync(join(dist, 'sw.js'), '');
    expect(added).toThrow();
  });
});
