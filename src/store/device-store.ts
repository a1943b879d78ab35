/**
 * The device's one store for content: the query store's entries (query-store.ts) kept in IndexedDB,
 * one record per query key, so a page reads back only what it shows.
 *
 * On disk (the cache database): one record per key (`q:` + the key: its data, when it was fetched,
 * its freshness window) and one small index (every stored key's last use, fetch time and pin, and
 * which keys each recently opened path read). Opening reads the index, then the keys of the page
 * being opened; every other key is read when a page asks for it, or, for what chooses among all
 * stored content (search on the device, Read next, offline marks), in small slices that yield to the
 * page. No read ever deserialises the whole store at once.
 *
 * Writes are gathered and written together, records and index in one transaction, only for keys whose
 * data changed: a check that finds the same data moves the key's time in the index alone (`dataAt`
 * names the record it vouches for), so a page revalidating its 100 cards does not copy them to disk
 * again on the main thread. The stored keys are bounded: pinned keys (saved for offline) plus the
 * most recently used others up to MAX_STORED_ENTRIES; the rest are deleted. A full disk drops the
 * least recently used half of the unpinned keys and tries once more, else the state stays in memory.
 * A preview tab never opens the store: drafts stay in memory, and no stored published copy stands in
 * for them.
 */
import { openKv } from '../shared/kv.ts';
import { isPreviewMode } from '../lib/preview-mode.ts';
import { yieldToMain } from '../lib/yield-to-main.ts';
import {
  keepRecent,
  MAX_STORED_ENTRIES,
  queryStore,
  STORE_NAME,
  STORE_VERSION,
  type CacheEntry,
  type QueryState,
} from './query-store';
import { sameData } from './same-data';

/** The index's key; records are `q:` + the query key, so no query key can take the index's place. */
export const INDEX_KEY = 'index';
export const INDEX_VERSION = 2;
export const recordKey = (key: string): string => `q:${key}`;
/** Paths whose keys are remembered, and keys per path: enough for a page and its parts. */
export const MAX_PAGES = 100;
const MAX_KEYS_PER_PAGE = 24;
/** Records per read when reading many keys: one list of 100 cards is ~60 KB to deserialise. */
const READ_SLICE = 4;
const WRITE_DELAY_MS = 100;

export interface StoredMeta {
  usedAt: number;
  fetchedAt: number;
  pinned?: boolean;
  /**
   * When `fetchedAt` is a later check that found the same data: the `fetchedAt` of the record it
   * found unchanged. The record's data counts as fetched at `fetchedAt` only while the record on disk
   * still carries this time (a record that was never rewritten, or a write that failed, keeps its own).
   */
  dataAt?: number;
}

export interface DeviceIndex {
  version: typeof INDEX_VERSION;
  keys: Record<string, StoredMeta>;
  /** Path → the keys that page read last time, oldest path first. */
  pages: Record<string, string[]>;
}

export interface StoredRecord {
  data: unknown;
  fetchedAt: number;
  freshFor?: number;
}

const kv = openKv('cache', 'store');

let index: DeviceIndex | null = null;
let opening: Promise<void> | null = null;
/** Keys asked for before the store was opened: opening reads them with the page's own. */
const wanted = new Set<string>();
/** Keys being read from disk, and keys read (or written) this session: nothing to wait for. */
const reads = new Map<string, Promise<void>>();
const done = new Set<string>();
/** Records a failed migration could not write: read from here until it succeeds on a later visit. */
let unwritten: Map<string, StoredRecord> | null = null;
let writable = false;
let applying = false;
const dirty = new Set<string>();
/** Keys whose data was checked again and found unchanged: only their time is written (in the index). */
const rechecked = new Set<string>();
/** The `fetchedAt` of each key's record on disk, as read or written this session. */
const recordAt = new Map<string, number>();
/** Keys the bound dropped from disk while still in memory: not written again unless they change. */
const evicted = new Set<string>();
let indexDirty = false;
let timer: ReturnType<typeof setTimeout> | null = null;
let chain: Promise<void> = Promise.resolve();
let unsubscribe: (() => void) | null = null;
/** Resolves when the store starts opening: what reads everything waits for the page to open it. */
let markOpening: () => void = () => undefined;
let openingStarted = new Promise<void>((resolve) => (markOpening = resolve));

const emptyIndex = (): DeviceIndex => ({ version: INDEX_VERSION, keys: {}, pages: {} });

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** An index from disk, checked field by field (it may come from any build). */
function readIndexValue(value: unknown): DeviceIndex | null {
  if (!isObject(value) || value.version !== INDEX_VERSION || !isObject(value.keys)) return null;
  const keys: Record<string, StoredMeta> = {};
  for (const [key, meta] of Object.entries(value.keys)) {
    if (!isObject(meta) || typeof meta.fetchedAt !== 'number') continue;
    keys[key] = {
      fetchedAt: meta.fetchedAt,
      usedAt: typeof meta.usedAt === 'number' ? meta.usedAt : meta.fetchedAt,
      pinned: meta.pinned === true || undefined,
      dataAt: typeof meta.dataAt === 'number' ? meta.dataAt : undefined,
    };
  }
  const pages: Record<string, string[]> = {};
  if (isObject(value.pages))
    for (const [path, list] of Object.entries(value.pages))
      if (Array.isArray(list)) pages[path] = list.filter((k): k is string => typeof k === 'string');
  return { version: INDEX_VERSION, keys, pages };
}

/**
 * The query cache as one value, as builds before this store kept it: split into records once, then
 * removed. Pinned entries (saved for offline) are all kept. Another version starts empty (only a
 * refetch is lost); a split that cannot be written keeps the old value and serves from memory.
 */
async function migrate(): Promise<DeviceIndex> {
  const fresh = emptyIndex();
  const old = await kv.get(STORE_NAME);
  if (!isObject(old)) return fresh;
  const state = old.state;
  if (old.version !== STORE_VERSION || !isObject(state) || !isObject(state.entries)) {
    await kv.del(STORE_NAME);
    return fresh;
  }
  const entries: Record<string, CacheEntry> = {};
  for (const [key, entry] of Object.entries(state.entries))
    if (isObject(entry) && typeof entry.fetchedAt === 'number' && entry.data !== undefined)
      entries[key] = {
        data: entry.data,
        fetchedAt: entry.fetchedAt,
        freshFor: typeof entry.freshFor === 'number' ? entry.freshFor : undefined,
        error: null,
        usedAt: typeof entry.usedAt === 'number' ? entry.usedAt : entry.fetchedAt,
        pinned: entry.pinned === true || undefined,
      };
  const records = new Map<string, StoredRecord>();
  for (const [key, e] of Object.entries(keepRecent(entries, MAX_STORED_ENTRIES))) {
    records.set(key, { data: e.data, fetchedAt: e.fetchedAt!, freshFor: e.freshFor });
    fresh.keys[key] = { usedAt: e.usedAt, fetchedAt: e.fetchedAt!, pinned: e.pinned || undefined };
  }
  const written = await kv.setMany([
    ...[...records].map(([key, record]): [string, unknown] => [recordKey(key), record]),
    [INDEX_KEY, fresh],
  ]);
  if (written === 'written') await kv.del(STORE_NAME);
  else unwritten = records;
  return fresh;
}

async function readIndex(): Promise<DeviceIndex> {
  return readIndexValue(await kv.get(INDEX_KEY)) ?? (await migrate());
}

/** A record read back, under what this session already holds (newer data wins). */
function merged(key: string, record: StoredRecord, mine: CacheEntry | undefined): CacheEntry {
  const meta = index?.keys[key];
  const pinned = meta?.pinned === true || mine?.pinned === true || undefined;
  if (mine?.fetchedAt != null && mine.data !== undefined && mine.fetchedAt >= record.fetchedAt)
    return mine.pinned === pinned ? mine : { ...mine, pinned };
  // The same content, known newer: only the time moves; the page keeps its objects (no re-render of
  // what shows them).
  if (mine?.data !== undefined && !mine.error && sameData(mine.data, record.data))
    return {
      ...mine,
      fetchedAt: record.fetchedAt,
      freshFor: record.freshFor ?? mine.freshFor,
      pinned,
    };
  // A failure this session still stands; the stored record shows as a copy when it was Offline.
  const error = mine?.error ?? null;
  return {
    data: record.data,
    fetchedAt: record.fetchedAt,
    freshFor: typeof record.freshFor === 'number' ? record.freshFor : mine?.freshFor,
    error,
    ...(error?.id === 'Offline' ? { copyStoredAt: record.fetchedAt } : {}),
    usedAt: mine?.usedAt ?? meta?.usedAt ?? record.fetchedAt,
    pinned,
  };
}

function isRecord(value: unknown): value is StoredRecord {
  return isObject(value) && typeof value.fetchedAt === 'number' && value.data !== undefined;
}

/** A record as fetched last: its own time, or a later check's that found its data unchanged. */
function checked(key: string, record: StoredRecord): StoredRecord {
  const meta = index?.keys[key];
  return meta?.dataAt === record.fetchedAt && meta.fetchedAt > record.fetchedAt
    ? { ...record, fetchedAt: meta.fetchedAt }
    : record;
}

/** Reads `keys` (stored ones not read yet) and merges them into the store, in slices. */
function readKeys(keys: readonly string[], pause?: () => Promise<void>): Promise<void> {
  const stored = index;
  if (!stored) return Promise.resolve();
  const todo = [...new Set(keys)].filter(
    (key) => stored.keys[key] && !reads.has(key) && !done.has(key),
  );
  const started = keys.map((key) => reads.get(key)).filter(Boolean);
  if (todo.length === 0) return Promise.all(started).then(() => undefined);
  const job = (async () => {
    for (let i = 0; i < todo.length; i += READ_SLICE) {
      if (i > 0 && pause) await pause();
      const slice = todo.slice(i, i + READ_SLICE);
      const values = unwritten
        ? slice.map((key) => unwritten?.get(key) ?? null)
        : await kv.getMany(slice.map(recordKey));
      applyRecords(slice, values);
      for (const key of slice) {
        done.add(key);
        reads.delete(key);
      }
    }
  })().catch((error: unknown) => {
    console.warn('[store] could not read stored entries', error);
    for (const key of todo) {
      done.add(key);
      reads.delete(key);
    }
  });
  for (const key of todo) reads.set(key, job);
  return job;
}

function applyRecords(keys: readonly string[], values: readonly unknown[]): void {
  const found = keys
    .map((key, i) => [key, values[i]] as const)
    .filter((pair): pair is readonly [string, StoredRecord] => isRecord(pair[1]));
  if (found.length === 0) return;
  applying = true;
  try {
    // Nothing changed (the page already holds what was stored): no notification, no re-render.
    queryStore.setState((s) => {
      const entries = { ...s.entries };
      let changed = false;
      for (const [key, record] of found) {
        if (!unwritten) recordAt.set(key, record.fetchedAt);
        const next = merged(key, checked(key, record), entries[key]);
        changed ||= next !== entries[key];
        entries[key] = next;
      }
      return changed ? { entries } : s;
    });
  } finally {
    applying = false;
  }
}

/** The current path, and the keys its page reads, for reading them at once on the next visit. */
function notePage(key: string): void {
  if (!index || typeof window === 'undefined') return;
  const path = window.location.pathname;
  const keys = index.pages[path] ?? [];
  if (keys.includes(key)) return;
  delete index.pages[path];
  index.pages[path] = [...keys, key].slice(-MAX_KEYS_PER_PAGE);
  const paths = Object.keys(index.pages);
  for (const old of paths.slice(0, Math.max(0, paths.length - MAX_PAGES))) delete index.pages[old];
  indexDirty = true;
  schedule();
}

/**
 * A page asks for `key`. Resolves once its stored copy (if any) is in the store; null when there is
 * nothing to wait for (no stored copy, already read, or the store is not open yet: then opening reads
 * it with the page's other keys).
 */
export function wantStored(key: string): Promise<void> | null {
  if (isPreviewMode() || typeof window === 'undefined') return null;
  if (!opening) {
    wanted.add(key);
    return null;
  }
  if (!index)
    return opening.then(() => {
      notePage(key);
      return readKeys([key]);
    });
  notePage(key);
  if (!index.keys[key] || done.has(key)) return null;
  return reads.get(key) ?? readKeys([key]);
}

/**
 * Reads every stored key into the store, a few records per task, yielding between them: for what
 * chooses among everything the device holds (search on the device, Read next, offline marks).
 */
export async function readAllStored(): Promise<void> {
  if (isPreviewMode()) return;
  if (!opening) await openingStarted;
  await opening;
  if (index) await readKeys(Object.keys(index.keys), yieldToMain);
}

/** The keys the device holds data for, read or not (what is readable offline). */
export function storedKeys(): ReadonlySet<string> {
  const keys = new Set(index ? Object.keys(index.keys) : []);
  for (const [key, entry] of Object.entries(queryStore.getState().entries))
    if (entry.data !== undefined) keys.add(key);
  return keys;
}

function onChange(next: QueryState, prev: QueryState): void {
  if (!writable || applying || next.entries === prev.entries || !index) return;
  for (const [key, entry] of Object.entries(next.entries)) {
    if (entry.data === undefined || entry.fetchedAt === null) continue;
    const before = prev.entries[key];
    const meta = index.keys[key];
    const moved =
      before !== entry && (before?.data !== entry.data || before.fetchedAt !== entry.fetchedAt);
    // The same data object checked again, its record on disk: only the time moves, in the index.
    const recheck =
      moved &&
      meta !== undefined &&
      before?.data === entry.data &&
      before.freshFor === entry.freshFor &&
      recordAt.has(key) &&
      !dirty.has(key);
    // A key not on disk is written whole: a new one, or one evicted that is pinned again.
    const missing = !meta && (!evicted.has(key) || (entry.pinned === true && before !== entry));
    if (recheck) {
      rechecked.add(key);
      indexDirty = true;
    } else if (moved || missing) dirty.add(key);
    else if (!meta) continue;
    else if (meta.usedAt !== entry.usedAt || !!meta.pinned !== !!entry.pinned) indexDirty = true;
  }
  if (dirty.size > 0 || indexDirty) schedule();
}

function schedule(): void {
  if (!writable) return;
  timer ??= setTimeout(runWrite, WRITE_DELAY_MS);
}

function runWrite(): void {
  timer = null;
  chain = chain.then(write);
}

/** Keeps pinned keys and the `max` most recently used others; returns the keys dropped. */
function bound(max: number): string[] {
  if (!index) return [];
  const unpinned = Object.entries(index.keys)
    .filter(([, meta]) => !meta.pinned)
    .sort(([, a], [, b]) => b.usedAt - a.usedAt);
  const pinnedCount = Object.keys(index.keys).length - unpinned.length;
  const dropped = unpinned.slice(Math.max(0, max - pinnedCount)).map(([key]) => key);
  for (const key of dropped) {
    delete index.keys[key];
    evicted.add(key);
  }
  return dropped;
}

/**
 * The index as written to disk: a path lists only keys the store holds. A key a page asked for that
 * never got data (a draft's slug after leaving preview, an unknown slug) is not written anywhere.
 */
function onDisk(current: DeviceIndex): DeviceIndex {
  const pages: Record<string, string[]> = {};
  for (const [path, keys] of Object.entries(current.pages)) {
    const held = keys.filter((key) => current.keys[key]);
    if (held.length > 0) pages[path] = held;
  }
  return { ...current, pages };
}

async function write(): Promise<void> {
  if (!index || (!indexDirty && dirty.size === 0)) return;
  const { entries } = queryStore.getState();
  const records: [string, StoredRecord][] = [];
  for (const key of dirty) {
    const e = entries[key];
    if (!e || e.data === undefined || e.fetchedAt === null) continue;
    const record: StoredRecord = { data: e.data, fetchedAt: e.fetchedAt, freshFor: e.freshFor };
    records.push([recordKey(key), record]);
    index.keys[key] = { usedAt: e.usedAt, fetchedAt: e.fetchedAt, pinned: e.pinned || undefined };
    // What this session wrote needs no reading back.
    done.add(key);
    evicted.delete(key);
  }
  for (const key of rechecked) {
    const e = entries[key];
    const meta = index.keys[key];
    const at = recordAt.get(key);
    if (dirty.has(key) || !e || e.fetchedAt === null || !meta || at === undefined) continue;
    meta.fetchedAt = Math.max(e.fetchedAt, meta.fetchedAt);
    meta.dataAt = meta.fetchedAt > at ? at : undefined;
  }
  // Records a failed split kept in memory are written with the first write that succeeds.
  for (const [key, record] of unwritten ?? [])
    if (!dirty.has(key) && index.keys[key]) records.push([recordKey(key), record]);
  dirty.clear();
  rechecked.clear();
  indexDirty = false;
  for (const [key, meta] of Object.entries(index.keys)) {
    const e = entries[key];
    if (!e) continue;
    meta.usedAt = e.usedAt;
    meta.pinned = e.pinned || undefined;
  }
  let dropped = bound(MAX_STORED_ENTRIES);
  const kept = () => records.filter(([k]) => index?.keys[k.slice(2)]);
  let result = await kv.setMany([...kept(), [INDEX_KEY, onDisk(index)]]);
  if (result === 'quota') {
    dropped = [...dropped, ...bound(Math.floor(Object.keys(index.keys).length / 2))];
    result = await kv.setMany([...kept(), [INDEX_KEY, onDisk(index)]]);
    if (result === 'quota') console.warn('[store] storage full, state kept in memory only');
  }
  // A record that was not written leaves the disk's copy unknown: its key is written whole next time.
  for (const [k, record] of records)
    if (result === 'written') recordAt.set(k.slice(2), record.fetchedAt);
    else recordAt.delete(k.slice(2));
  if (result === 'written' && unwritten) {
    unwritten = null;
    await kv.del(STORE_NAME);
  }
  await kv.delMany(dropped.map(recordKey));
}

/**
 * Opens the store: reads the index, then the keys the page at `path` read last time, those it asked
 * for so far and those it was seeded with; from then on changes are stored. Resolves once those keys
 * are in the store or could not be read; never rejects. Once per page load.
 */
export function openDeviceStore(path?: string): Promise<void> {
  if (isPreviewMode()) return Promise.resolve();
  if (opening) return opening;
  markOpening();
  opening = (async () => {
    try {
      index = await readIndex();
    } catch (error) {
      console.warn('[store] could not read the stored index', error);
      index = emptyIndex();
    }
    const { entries } = queryStore.getState();
    const keys = [...wanted, ...Object.keys(entries), ...((path && index.pages[path]) || [])];
    for (const key of wanted) notePage(key);
    wanted.clear();
    // What this session fetched before opening is stored, unless the disk holds it as new.
    for (const [key, e] of Object.entries(entries))
      if (
        e.data !== undefined &&
        e.fetchedAt !== null &&
        e.fetchedAt > (index.keys[key]?.fetchedAt ?? -1)
      )
        dirty.add(key);
    writable = true;
    unsubscribe ??= queryStore.subscribe(onChange);
    schedule();
    await readKeys(keys);
  })();
  return opening;
}

/** Resolves when every pending write has settled (tests, page hide, a save for offline). */
export async function flushDeviceStore(): Promise<void> {
  if (timer) {
    clearTimeout(timer);
    runWrite();
  }
  await chain;
}

/** Tests: forget everything in memory, as a new page load would; what is on disk stays. */
export function resetDeviceStore(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  unsubscribe?.();
  unsubscribe = null;
  index = null;
  opening = null;
  unwritten = null;
  writable = false;
  wanted.clear();
  reads.clear();
  done.clear();
  dirty.clear();
  rechecked.clear();
  recordAt.clear();
  evicted.clear();
  indexDirty = false;
  chain = Promise.resolve();
  openingStarted = new Promise<void>((resolve) => (markOpening = resolve));
}
