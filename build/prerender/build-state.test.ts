/**
 * The record one prerender build leaves for the next: anything unreadable means a full build, and
 * only files the record names, inside the output folder, are ever removed.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  hashTree,
  insideDist,
  onDisk,
  readState,
  removeStale,
  saveState,
  sha256,
  STATE_FILE,
  unchangedOnDisk,
  type BuildState,
  type WrittenFile,
} from './build-state.ts';

let root: string;
let dist: string;
let stateDir: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-state-'));
  dist = join(root, 'site/dist');
  stateDir = join(root, 'site/dist-ssr');
  mkdirSync(dist, { recursive: true });
  mkdirSync(stateDir, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const put = (dir: string, file: string, text = 'x') => {
  mkdirSync(join(dir, file, '..'), { recursive: true });
  writeFileSync(join(dir, file), text);
};

const record = (file: string): WrittenFile => ({
  fingerprint: 'f',
  ...onDisk(join(dist, file))!,
});

const state = (files: Record<string, WrittenFile> = {}): BuildState => ({
  version: 1,
  source: 'http://127.0.0.1:1/space/master http://127.0.0.1:2',
  model: 'm',
  ssrInputs: 'i',
  bundle: 'b',
  syncToken: 't',
  articles: [],
  posts: [],
  files,
});

describe('readState', () => {
  it('round-trips what saveState wrote', () => {
    put(dist, 'news/a/index.html');
    const saved = state({ 'news/a/index.html': record('news/a/index.html') });
    saveState(stateDir, saved);
    expect(readState(stateDir)).toEqual(saved);
  });

  it('names why there is no usable state: none, corrupted, another version, damaged', () => {
    expect(readState(stateDir)).toEqual({ why: 'no state from an earlier build' });
    writeFileSync(join(stateDir, STATE_FILE), '{"version":1,"source":');
    expect(readState(stateDir)).toMatchObject({ why: expect.stringMatching(/cannot be read/) });
    writeFileSync(join(stateDir, STATE_FILE), JSON.stringify({ ...state(), version: 99 }));
    expect(readState(stateDir)).toMatchObject({ why: expect.stringMatching(/another version/) });
    const damaged = [
      { ...state(), syncToken: 5 },
      { ...state(), files: { 'a.html': { fingerprint: 'f' } } },
      { ...state(), articles: [{ id: 'a' }] },
      { ...state(), files: [] },
    ];
    for (const bad of damaged) {
      writeFileSync(join(stateDir, STATE_FILE), JSON.stringify(bad));
      expect(readState(stateDir)).toMatchObject({ why: expect.stringMatching(/damaged/) });
    }
  });
});

describe('removeStale', () => {
  it('removes recorded files no longer written, and the folders they leave empty', () => {
    put(dist, 'news/gone/index.html');
    put(dist, 'news/kept/index.html');
    put(dist, 'news/index.html');
    const previous = {
      'news/gone/index.html': record('news/gone/index.html'),
      'news/kept/index.html': record('news/kept/index.html'),
      'news/index.html': record('news/index.html'),
    };
    const removed = removeStale(
      dist,
      previous,
      new Set(['news/kept/index.html', 'news/index.html']),
    );
    expect(removed).toEqual([join('news', 'gone', 'index.html')]);
    expect(existsSync(join(dist, 'news/gone'))).toBe(false);
    expect(existsSync(join(dist, 'news/kept/index.html'))).toBe(true);
    expect(existsSync(join(dist, 'news/index.html'))).toBe(true);
  });

  it('never touches a file outside the output folder, whatever the record names', () => {
    put(root, 'site/outside.txt');
    put(root, 'site/dist-ssr/entry-server.js');
    put(root, 'elsewhere/secret.txt');
    put(dist, 'not-recorded.html');
    const hostile: Record<string, WrittenFile> = {};
    for (const file of [
      '../outside.txt',
      '../dist-ssr/entry-server.js',
      '../../elsewhere/secret.txt',
      join(root, 'elsewhere/secret.txt'),
      'news/../../outside.txt',
      '.',
      '',
    ])
      hostile[file] = { fingerprint: 'f', size: 1, mtimeMs: 0 };
    expect(removeStale(dist, hostile, new Set())).toEqual([]);
    for (const file of [
      'site/outside.txt',
      'site/dist-ssr/entry-server.js',
      'elsewhere/secret.txt',
      'site/dist/not-recorded.html',
    ])
      expect(existsSync(join(root, file))).toBe(true);
    expect(existsSync(dist)).toBe(true);
  });

  it('leaves the output folder itself even when its last recorded file goes', () => {
    put(dist, 'only.html');
    removeStale(dist, { 'only.html': record('only.html') }, new Set());
    expect(existsSync(dist)).toBe(true);
  });
});

describe('file records', () => {
  it('tells a file the build wrote from one changed or removed since', () => {
    put(dist, 'a.html', 'one');
    const written = record('a.html');
    expect(unchangedOnDisk(dist, 'a.html', written)).toBe(true);
    writeFileSync(join(dist, 'a.html'), 'two!');
    expect(unchangedOnDisk(dist, 'a.html', written)).toBe(false);
    writeFileSync(join(dist, 'a.html'), 'one');
    utimesSync(join(dist, 'a.html'), new Date(0), new Date(0));
    expect(unchangedOnDisk(dist, 'a.html', written)).toBe(false);
    rmSync(join(dist, 'a.html'));
    expect(unchangedOnDisk(dist, 'a.html', written)).toBe(false);
    expect(unchangedOnDisk(dist, '../outside.txt', written)).toBe(false);
  });

  it('resolves names inside the output folder only', () => {
    expect(insideDist(dist, 'news/a/index.html')).toBe(join(dist, 'news/a/index.html'));
    expect(insideDist(dist, '../x')).toBeNull();
    expect(insideDist(dist, '/etc/passwd')).toBeNull();
    expect(insideDist(dist, '')).toBeNull();
  });
});

describe('fingerprints', () => {
  it('separate their parts, so moving text between parts changes the hash', () => {
    expect(sha256('ab', 'c')).not.toBe(sha256('a', 'bc'));
    expect(sha256('a', 'b')).toBe(sha256('a', 'b'));
  });

  it('hash a folder by names and bytes, leaving out the named files', () => {
    put(stateDir, 'entry-server.js', 'code');
    put(stateDir, 'assets/chunk.js', 'chunk');
    const before = hashTree(stateDir, new Set([STATE_FILE]));
    put(stateDir, STATE_FILE, '{}');
    expect(hashTree(stateDir, new Set([STATE_FILE]))).toBe(before);
    put(stateDir, 'assets/chunk.js', 'chunk2');
    expect(hashTree(stateDir, new Set([STATE_FILE]))).not.toBe(before);
  });
});
