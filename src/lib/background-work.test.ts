import { beforeEach, describe, expect, it, vi } from 'vitest';

type Module = typeof import('./background-work');
let work: Module;

beforeEach(async () => {
  vi.resetModules();
  work = await import('./background-work');
});

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}

describe('background work', () => {
  it('is not quieted until asked', () => {
    expect(work.backgroundQuieted()).toBe(false);
  });

  it('quiets at once and resolves when the work under way has settled, failed work included', async () => {
    const first = deferred();
    const second = deferred();
    work.trackBackground(first.promise);
    work.trackBackground(second.promise).catch(() => undefined);
    let quieted = false;
    const quieting = work.quietBackground(60_000).then(() => (quieted = true));
    expect(work.backgroundQuieted()).toBe(true);
    first.resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(quieted).toBe(false);
    second.reject(new Error('offline'));
    await quieting;
    expect(quieted).toBe(true);
  });

  it('does not wait for work that has already settled', async () => {
    await work.trackBackground(Promise.resolve('done'));
    vi.useFakeTimers();
    try {
      let quieted = false;
      const quieting = work.quietBackground(60_000).then(() => (quieted = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(quieted).toBe(true);
      await quieting;
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops waiting after its limit when a download never ends', async () => {
    vi.useFakeTimers();
    try {
      work.trackBackground(new Promise(() => undefined));
      let quieted = false;
      const quieting = work.quietBackground(5000).then(() => (quieted = true));
      await vi.advanceTimersByTimeAsync(4999);
      expect(quieted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await quieting;
      expect(quieted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('returns the tracked work unchanged', async () => {
    await expect(work.trackBackground(Promise.resolve(42))).resolves.toBe(42);
  });
});
