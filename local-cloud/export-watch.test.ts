/** Refreshing the served pages after export changes: debounced, one at a time, none lost. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { debouncedRefresher, watchFile } from './export-watch.ts';

const wait = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

describe('debouncedRefresher', () => {
  it('runs once for a burst of changes, after they settle', async () => {
    let runs = 0;
    const refresher = debouncedRefresher(async () => void (runs += 1), 30);
    for (let i = 0; i < 5; i++) {
      refresher.changed();
      await wait(5);
    }
    expect(runs).toBe(0);
    await refresher.idle();
    expect(runs).toBe(1);
    refresher.close();
  });

  it('never runs two refreshes at once, and runs once more for changes made during one', async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    const refresher = debouncedRefresher(async () => {
      active += 1;
      most = Math.max(most, active);
      await wait(60);
      runs += 1;
      active -= 1;
    }, 10);
    refresher.changed();
    await wait(30);
    refresher.changed();
    refresher.changed();
    await wait(20);
    await refresher.idle();
    expect(most).toBe(1);
    expect(runs).toBe(2);
    refresher.close();
  });

  it('does nothing after close', async () => {
    let runs = 0;
    const refresher = debouncedRefresher(async () => void (runs += 1), 10);
    refresher.changed();
    refresher.close();
    await wait(40);
    expect(runs).toBe(0);
  });
});

describe('watchFile', () => {
  it('reports a rewrite of the file and ignores its neighbours', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'export-watch-'));
    const path = join(dir, 'export.json');
    writeFileSync(path, '{}');
    const seen: string[] = [];
    const watcher = watchFile(path, () => seen.push('export'));
    try {
      writeFileSync(join(dir, 'other.json'), '{}');
      await wait(100);
      expect(seen).toEqual([]);
      writeFileSync(path, '{"entries":[]}');
      await expect.poll(() => seen.length, { timeout: 2000 }).toBeGreaterThan(0);
    } finally {
      watcher.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
