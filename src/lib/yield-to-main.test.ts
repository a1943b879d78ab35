import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const native = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: native });
    await yieldToMain();
    expect(native).toHaveBeenCalledOnce();
  });

  it('otherwise resumes in a later task, not in this one', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    let resumed = false;
    const done = yieldToMain().then(() => (resumed = true));
    await Promise.resolve();
    expect(resumed).toBe(false); // microtasks alone do not let it through
    await vi.runAllTimersAsync();
    await done;
    expect(resumed).toBe(true);
  });
});
