import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  flushOutbox,
  startOutboxSync,
  submitSubscription,
  type OutboxStore,
  type Send,
} from './newsletter-outbox';
import { memoryBackend, quotaError } from '../../tests/memory-kv';
import { replaceKvBackend, restoreKvBackends } from '../shared/kv';

/** The queue in memory, behind the same interface the IndexedDB store implements. */
function memoryStore(initial: string[] = []): OutboxStore & { emails: string[] } {
  const store = {
    emails: [...initial],
    read: async () => [...store.emails],
    write: async (emails: string[]) => {
      store.emails = [...emails];
    },
  };
  return store;
}

/** A stand-in server: records every delivery, answers after a tick like a real request. */
function server(
  answer: (email: string) => Awaited<ReturnType<Send>> | 'offline' = () => ({ error: null }),
) {
  const delivered: string[] = [];
  const send: Send = async (email) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    const result = answer(email);
    if (result === 'offline') throw new TypeError('Failed to fetch');
    if (!result.error) delivered.push(email);
    return result;
  };
  return { send, delivered };
}

describe('newsletter outbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends at once when online and queues nothing', async () => {
    const store = memoryStore();
    const { send, delivered } = server();
    expect(await submitSubscription('a@example.com', send, { store, online: () => true })).toEqual({
      status: 'sent',
    });
    expect(delivered).toEqual(['a@example.com']);
    expect(store.emails).toEqual([]);
  });

  it('keeps an offline signup, once per address, and sends it once when back online', async () => {
    const store = memoryStore();
    const { send, delivered } = server();
    let online = false;
    const options = { store, online: () => online };
    expect(await submitSubscription(' a@example.com ', send, options)).toEqual({
      status: 'queued',
    });
    expect(await submitSubscription('A@Example.com', send, options)).toEqual({ status: 'queued' });
    expect(delivered).toEqual([]);
    expect(store.emails).toEqual(['a@example.com']);
    expect(await flushOutbox(send, options)).toEqual([]);
    online = true;
    expect(await flushOutbox(send, options)).toEqual([{ email: 'a@example.com', status: 'sent' }]);
    expect(await flushOutbox(send, options)).toEqual([]);
    expect(delivered).toEqual(['a@example.com']);
    expect(store.emails).toEqual([]);
  });

  it('queues when the request fails for lack of network (rejection or network flag)', async () => {
    const store = memoryStore();
    const rejecting = server(() => 'offline');
    expect(
      await submitSubscription('a@example.com', rejecting.send, { store, online: () => true }),
    ).toEqual({
      status: 'queued',
    });
    const flagged: Send = async () => ({
      error: 'Failed to send a request to the Edge Function',
      network: true,
    });
    expect(
      await submitSubscription('b@example.com', flagged, { store, online: () => true }),
    ).toEqual({
      status: 'queued',
    });
    expect(store.emails).toEqual(['a@example.com', 'b@example.com']);
  });

  it("reports the server's refusal with its message and queues nothing", async () => {
    const store = memoryStore(['bad@example']);
    const { send } = server(() => ({ error: 'Please enter a valid email address.' }));
    expect(await submitSubscription('bad@example', send, { store, online: () => true })).toEqual({
      status: 'failed',
      error: 'Please enter a valid email address.',
    });
    expect(store.emails).toEqual([]);
  });

  it('does not send twice when two flushes and a submit race', async () => {
    const store = memoryStore(['a@example.com', 'b@example.com']);
    const { send, delivered } = server();
    const options = { store, online: () => true };
    const [first, second, submitted] = await Promise.all([
      flushOutbox(send, options),
      flushOutbox(send, options),
      submitSubscription('a@example.com', send, options),
    ]);
    expect(first.map((r) => r.email)).toEqual(['a@example.com', 'b@example.com']);
    expect(second).toEqual([]);
    expect(submitted).toEqual({ status: 'sent' });
    // The explicit submit is the visitor asking again; the queued copy went out only once.
    expect(delivered.sort()).toEqual(['a@example.com', 'a@example.com', 'b@example.com']);
    expect(store.emails).toEqual([]);
  });

  it('stops at the first network failure and keeps the rest in order', async () => {
    const store = memoryStore(['a@example.com', 'b@example.com', 'c@example.com']);
    const { send, delivered } = server((email) =>
      email.startsWith('b') ? 'offline' : { error: null },
    );
    expect(await flushOutbox(send, { store, online: () => true })).toEqual([
      { email: 'a@example.com', status: 'sent' },
    ]);
    expect(delivered).toEqual(['a@example.com']);
    expect(store.emails).toEqual(['b@example.com', 'c@example.com']);
  });

  it('drops and reports addresses the server refuses while flushing', async () => {
    const store = memoryStore(['x@example.com', 'y@example.com']);
    const { send } = server((email) =>
      email.startsWith('x') ? { error: 'Too many attempts.' } : { error: null },
    );
    expect(await flushOutbox(send, { store, online: () => true })).toEqual([
      { email: 'x@example.com', status: 'failed', error: 'Too many attempts.' },
      { email: 'y@example.com', status: 'sent' },
    ]);
    expect(store.emails).toEqual([]);
  });

  it("flushes at start and on the window's online event until cleaned up", async () => {
    const store = memoryStore(['start@example.com']);
    const { send, delivered } = server();
    const flushed = vi.fn();
    const stop = startOutboxSync(send, flushed, { store, online: () => true });
    await vi.waitFor(() => expect(flushed).toHaveBeenCalledTimes(1));
    store.emails.push('later@example.com');
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(flushed).toHaveBeenCalledTimes(2));
    stop();
    store.emails.push('after-stop@example.com');
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(delivered).toEqual(['start@example.com', 'later@example.com']);
    expect(flushed.mock.calls.flat(2).map((r: { email: string }) => r.email)).toEqual([
      'start@example.com',
      'later@example.com',
    ]);
  });

  it('holds the Web Lock named for the outbox when the browser offers one', async () => {
    const request = vi.fn((_name: string, fn: () => Promise<unknown>) => fn());
    Object.defineProperty(navigator, 'locks', { configurable: true, value: { request } });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'locks');
    });
    const { send } = server();
    await submitSubscription('lock@example.com', send, {
      store: memoryStore(),
      online: () => true,
    });
    expect(request).toHaveBeenCalledWith('quandaries-newsletter-outbox', expect.any(Function));
  });
});

describe('newsletter outbox in its database', () => {
  afterEach(() => {
    restoreKvBackends();
    vi.restoreAllMocks();
  });

  it('keeps an offline signup under its key in the newsletter database', async () => {
    const backend = memoryBackend();
    replaceKvBackend('newsletter', backend);
    const { send } = server();
    expect(await submitSubscription('db@example.com', send, { online: () => false })).toEqual({
      status: 'queued',
    });
    expect(backend.data.get('pending-signups')).toEqual({
      state: { queue: ['db@example.com'] },
      version: 1,
    });
  });

  it('finds the signups an earlier build queued as a bare list, and sends them once', async () => {
    const backend = memoryBackend();
    backend.data.set('pending-signups', ['old@example.com', 42, 'older@example.com']);
    replaceKvBackend('newsletter', backend);
    const { send, delivered } = server();
    expect(await flushOutbox(send, { online: () => true })).toEqual([
      { email: 'old@example.com', status: 'sent' },
      { email: 'older@example.com', status: 'sent' },
    ]);
    expect(delivered).toEqual(['old@example.com', 'older@example.com']);
    expect(backend.data.get('pending-signups')).toEqual({ state: { queue: [] }, version: 1 });
  });

  it('rejects when the address cannot be kept, so the form sends it directly instead', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    replaceKvBackend('newsletter', memoryBackend([quotaError()]));
    const { send } = server();
    await expect(
      submitSubscription('full@example.com', send, { online: () => false }),
    ).rejects.toThrow(/Could not keep the signup/);
  });
});
