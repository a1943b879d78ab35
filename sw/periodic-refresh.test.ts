import { describe, expect, it, vi } from 'vitest';
import { AHEAD_REFRESH_TAG } from '../src/shared/periodic-refresh.ts';
import { handlePeriodicSync, type PeriodicSyncEvent } from './periodic-refresh.ts';

function periodicSync(tag: string) {
  const waited: Promise<unknown>[] = [];
  const event = { tag, waitUntil: (work: Promise<unknown>) => waited.push(work) };
  return { event: event as unknown as PeriodicSyncEvent, waited };
}

describe('handlePeriodicSync', () => {
  it('runs the refresh for its tag and keeps the event alive until it ends', async () => {
    const refresh = vi.fn(() => Promise.resolve('done'));
    const { event, waited } = periodicSync(AHEAD_REFRESH_TAG);
    handlePeriodicSync(event, refresh);
    expect(refresh).toHaveBeenCalledOnce();
    expect(waited).toHaveLength(1);
    await waited[0];
  });

  it('leaves other tags alone', () => {
    const refresh = vi.fn(() => Promise.resolve());
    const { event, waited } = periodicSync('someone-elses-tag');
    handlePeriodicSync(event, refresh);
    expect(refresh).not.toHaveBeenCalled();
    expect(waited).toHaveLength(0);
  });

  it('a failed refresh (no signal) ends the event quietly', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { event, waited } = periodicSync(AHEAD_REFRESH_TAG);
    handlePeriodicSync(event, () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(waited[0]).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('[offline] background refresh failed', expect.any(TypeError));
    warn.mockRestore();
  });
});
