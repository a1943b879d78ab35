/**
 * What one prerender build leaves for the next, kept beside the output folder (never inside it, where
 * it would be served): where the content came from, the Sync API token of that moment, the articles
 * and posts it fetched, and each file it wrote with the fingerprint of what went into it. The next
 * build trusts none of it blindly: anything it cannot read or that belongs to other settings is a
 * reason for a full build, and a file is only ever deleted when this record says the build wrote it
 * and its path lies inside the output folder.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Article, Post } from '../../src/content/types.ts';
import type { KindListState } from './collect.ts';

export const STATE_FILE = 'prerender-state.json';
const STATE_VERSION = 1;

/** A file the build wrote: its fingerprint (pages) and what it looked like on disk afterwards. */
export interface WrittenFile {
  fingerprint: string;
  size: number;
  mtimeMs: number;
  /** The CSP hashes of a page's inline scripts, so the next build need not read it for _headers. */
  scripts?: string[];
}

export interface BuildState {
  version: typeof STATE_VERSION;
  /** Host, space, environment and public origin: content from elsewhere is no base for a delta. */
  source: string;
  /** The content model's fingerprint: a changed model can change what every query returns. */
  model: string;
  /** A hash of the SSR bundle's inputs, and of the bundle built from them. */
  ssrInputs: string;
  bundle: string;
  syncToken: string;
  articles: Article[];
  posts: Post[];
  /** Each kind's ids and numbered pages' answers, for the next build to reuse where nothing changed. */
  lists?: Record<string, KindListState>;
  /** Every file the build wrote, relative to the output folder. */
  files: Record<string, WrittenFile>;
}

export const sha256 = (...parts: readonly string[]): string => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(`${part.length}:`).update(part);
  return hash.digest('hex');
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

function isWrittenFile(value: unknown): value is WrittenFile {
  return (
    isRecord(value) &&
    typeof value.fingerprint === 'string' &&
    typeof value.size === 'number' &&
    typeof value.mtimeMs === 'number' &&
    (value.scripts === undefined ||
      (Array.isArray(value.scripts) && value.scripts.every((h) => typeof h === 'string')))
  );
}

function isListState(value: unknown): value is KindListState {
  return (
    isRecord(value) &&
    isRecord(value.answers) &&
    Array.isArray(value.ids) &&
    value.ids.every((id) => typeof id === 'string')
  );
}

/** The state of the last build, or why there is none usable (the caller then builds in full). */
export function readState(stateDir: string): BuildState | { why: string } {
  const path = join(stateDir, STATE_FILE);
  if (!existsSync(path)) return { why: 'no state from an earlier build' };
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return { why: `the state file ${path} cannot be read` };
  }
  if (!isRecord(data) || data.version !== STATE_VERSION)
    return { why: `the state file ${path} is from another version` };
  const strings = ['source', 'model', 'ssrInputs', 'bundle', 'syncToken'] as const;
  if (
    strings.some((key) => typeof data[key] !== 'string') ||
    !Array.isArray(data.articles) ||
    !Array.isArray(data.posts) ||
    !isRecord(data.files) ||
    !Object.values(data.files).every(isWrittenFile) ||
    ![...data.articles, ...data.posts].every(
      (item) => isRecord(item) && typeof item.id === 'string' && typeof item.slug === 'string',
    )
  )
    return { why: `the state file ${path} is damaged` };
  // Lists kept in another shape (an earlier build's) are only not reused: their pages are asked again.
  if (
    data.lists !== undefined &&
    !(isRecord(data.lists) && Object.values(data.lists).every(isListState))
  )
    delete data.lists;
  return data as unknown as BuildState;
}

/** Written to a temporary name first, so an interrupted build never leaves half a state behind. */
export function saveState(stateDir: string, state: BuildState): void {
  const path = join(stateDir, STATE_FILE);
  writeFileSync(`${path}.tmp`, JSON.stringify(state));
  renameSync(`${path}.tmp`, path);
}

/** The absolute path of `file` under `distDir`, or null when the name leads anywhere else. */
export function insideDist(distDir: string, file: string): string | null {
  const root = resolve(distDir);
  const target = resolve(root, file);
  return target.startsWith(`${root}${sep}`) ? target : null;
}

/** How the file at `path` looks now, for the record; null when it is not there. */
export function onDisk(path: string): { size: number; mtimeMs: number } | null {
  const stat = statSync(path, { throwIfNoEntry: false });
  return stat?.isFile() ? { size: stat.size, mtimeMs: stat.mtimeMs } : null;
}

/**
 * Whether the file the record describes is still the one the build wrote: same size and
 * modification time. A file someone replaced or a folder a client build emptied is written again.
 */
export function unchangedOnDisk(distDir: string, file: string, record: WrittenFile): boolean {
  const path = insideDist(distDir, file);
  const now = path && onDisk(path);
  return !!now && now.size === record.size && now.mtimeMs === record.mtimeMs;
}

/**
 * Deletes the files the last build wrote that this one no longer writes (the page of a deleted
 * entry), and then the folders they leave empty. Only names from the record, only inside the
 * output folder: a damaged or hostile record can never remove anything else.
 */
export function removeStale(
  distDir: string,
  previous: Readonly<Record<string, WrittenFile>>,
  current: ReadonlySet<string>,
): string[] {
  const root = resolve(distDir);
  const removed: string[] = [];
  for (const file of Object.keys(previous)) {
    if (current.has(file)) continue;
    const path = insideDist(root, file);
    if (!path || !onDisk(path)) continue;
    unlinkSync(path);
    removed.push(relative(root, path));
    for (let dir = dirname(path); dir.startsWith(`${root}${sep}`); dir = dirname(dir)) {
      if (readdirSync(dir).length > 0) break;
      rmdirSync(dir);
    }
  }
  return removed;
}

/** Every file under `dir` (relative names, sorted) except the ones `skip` names. */
function filesUnder(dir: string, skip: ReadonlySet<string>): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => !skip.has(file) && statSync(join(dir, file)).isFile())
    .sort();
}

/** A hash of every file under `dir` (names and bytes), `skip` aside; '' when there is no folder. */
export function hashTree(dir: string, skip: ReadonlySet<string> = new Set()): string {
  if (!existsSync(dir)) return '';
  const hash = createHash('sha256');
  for (const file of filesUnder(dir, skip))
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(dir, file)))
      .update('\0');
  return hash.digest('hex');
}
