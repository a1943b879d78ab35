/**
 * Offline newsletter signups: an address submitted with no network is kept in IndexedDB
 * and sent when the browser is back online. Every send runs under one lock (Web Locks across tabs,
 * a promise chain inside one tab) and the queue holds each address once, so nothing is sent twice
 * by two tabs or two flushes. An address leaves the queue only after the server answered, so a
 * closed tab loses nothing; the server's subscribe is idempotent if a send is ever repeated.
 */

import { createKeptStore } from '../shared/kept-store.ts';
import { isPreviewMode } from './preview-mode.ts';

/** `network: true` (or a rejected promise) means the request never reached the server. */
export interface SendResult {
  error: string | null;
  network?: boolean;
}
export type Send = (email: string) => Promise<SendResult>;

export type SubmitResult =
  { status: 'sent' } | { status: 'queued' } | { status: 'failed'; error: string };

export type FlushResult =
  { email: string; status: 'sent' } | { email: string; status: 'failed'; error: string };

/** Where the queue lives; IndexedDB by default, injectable for tests and other hosts. */
export interface OutboxStore {
  read(): Promise<string[]>;
  write(emails: string[]): Promise<void>;
}

export interface OutboxOptions {
  store?: OutboxStore;
  online?: () => boolean;
}

const LOCK_NAME = 'quandaries-newsletter-outbox';
/** The key the queue has always been kept under. */
export const QUEUE_KEY = 'pending-signups';
/** 1: `{ queue }` in zustand's envelope; 0 is the bare list of addresses kept by earlier builds. */
export const QUEUE_VERSION = 1;

interface OutboxState {
  queue: string[];
}

const queueOf = (kept: unknown): string[] => {
  const list = Array.isArray(kept) ? kept : (kept as Partial<OutboxState> | null)?.queue;
  return Array.isArray(list) ? list.filter((e): e is string => typeof e === 'string') : [];
};

let idbStore: OutboxStore | undefined;

/**
 * The queue as a kept store in its own database (kept-store.ts), read again before every use: another
 * tab may have sent or queued an address meanwhile.
 */
function idbOutboxStore(): OutboxStore {
  idbStore ??= (() => {
    const kept = createKeptStore<OutboxState>({
      db: 'newsletter',
      key: QUEUE_KEY,
      version: QUEUE_VERSION,
      empty: () => ({ queue: [] }),
      migrate: (old) => ({ queue: queueOf(old) }),
      // What is on disk is the queue: the lock makes every change a read, then a write.
      merge: (old) => ({ queue: queueOf(old) }),
      writeDelayMs: 0,
      // A signup is no draft: a preview tab queues it like any other.
      inPreview: 'write',
      isPreview: isPreviewMode,
      writeOnLoad: false,
    });
    return {
      read: async () => {
        await kept.reread();
        return [...kept.store.getState().queue];
      },
      write: async (emails) => {
        kept.update(() => ({ queue: [...emails] }));
        const result = await kept.flush();
        // The caller must know the address was not kept, or it would report it as queued.
        if (result !== 'written') throw new Error(`Could not keep the signup for later (${result}).`);
      },
    };
  })();
  return idbStore;
}

let tabChain: Promise<unknown> = Promise.resolve();

/** Web Locks when the browser has them (one holder across tabs), else a chain within this tab. */
function withLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) return locks.request(LOCK_NAME, fn) as Promise<T>;
  const run = tabChain.then(fn, fn);
  tabChain = run.catch(() => undefined);
  return run;
}

const keyOf = (email: string) => email.trim().toLowerCase();
const defaultOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

type Attempt = { kind: 'sent' } | { kind: 'network' } | { kind: 'failed'; error: string };

async function attempt(send: Send, email: string, online: () => boolean): Promise<Attempt> {
  try {
    const result = await send(email);
    if (!result.error) return { kind: 'sent' };
    if (result.network || !online()) return { kind: 'network' };
    return { kind: 'failed', error: result.error };
  } catch {
    return { kind: 'network' };
  }
}

async function enqueue(store: OutboxStore, email: string): Promise<void> {
  const queue = await store.read();
  if (!queue.some((queued) => keyOf(queued) === keyOf(email)))
    await store.write([...queue, email.trim()]);
}

async function dequeue(store: OutboxStore, email: string): Promise<void> {
  const queue = await store.read();
  const rest = queue.filter((queued) => keyOf(queued) !== keyOf(email));
  if (rest.length !== queue.length) await store.write(rest);
}

/** Sends now when online; otherwise (or when the network fails mid-way) keeps it for later. */
export function submitSubscription(
  email: string,
  send: Send,
  options: OutboxOptions = {},
): Promise<SubmitResult> {
  const store = options.store ?? idbOutboxStore();
  const online = options.online ?? defaultOnline;
  return withLock(async (): Promise<SubmitResult> => {
    if (!online()) {
      await enqueue(store, email);
      return { status: 'queued' };
    }
    const outcome = await attempt(send, email, online);
    if (outcome.kind === 'network') {
      await enqueue(store, email);
      return { status: 'queued' };
    }
    // Sent or refused by the server: an older queued copy of this address must not go out again.
    await dequeue(store, email);
    return outcome.kind === 'sent'
      ? { status: 'sent' }
      : { status: 'failed', error: outcome.error };
  });
}

/**
 * Sends every queued address once, in order, stopping at the first network failure. Addresses the
 * server refuses are dropped and reported, so the page can show the toast the visitor missed.
 */
export function flushOutbox(send: Send, options: OutboxOptions = {}): Promise<FlushResult[]> {
  const store = options.store ?? idbOutboxStore();
  const online = options.online ?? defaultOnline;
  return withLock(async () => {
    const results: FlushResult[] = [];
    if (!online()) return results;
    for (const email of await store.read()) {
      const outcome = await attempt(send, email, online);
      if (outcome.kind === 'network') break;
      await dequeue(store, email);
      results.push(
        outcome.kind === 'sent'
          ? { email, status: 'sent' }
          : { email, status: 'failed', error: outcome.error },
      );
    }
    return results;
  });
}

/** Flushes now and on every 'online' event; returns a stop. */
export function startOutboxSync(
  send: Send,
  onFlushed: (results: FlushResult[]) => void = () => undefined,
  options: OutboxOptions = {},
): () => void {
  const flush = () => {
    flushOutbox(send, options).then(
      (results) => results.length > 0 && onFlushed(results),
      (error: unknown) => console.warn('[newsletter] sending queued signups failed', error),
    );
  };
  flush();
  window.addEventListener('online', flush);
  return () => window.removeEventListener('online', flush);
}
