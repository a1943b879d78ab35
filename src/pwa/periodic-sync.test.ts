import { describe, expect, it, vi } from 'vitest';
import { AHEAD_REFRESH_MIN_INTERVAL_MS, AHEAD_REFRESH_TAG } from '../shared/periodic-refresh.ts';
import { registerPeriodicRefresh, type PeriodicSyncEnv } from './periodic-sync';

function registration() {
  const register = vi.fn(() => Promise.resolve());
  return { reg: { periodicSync: { register } }, register };
}

const env = (standalone: boolean, state: PermissionState | null): PeriodicSyncEnv => ({
  standalone,
  permission: () => Promise.resolve(state),
});

describe('registerPeriodicRefresh', () => {
  it('registers the daily refresh tag in the installed app when the permission is granted', async () => {
    const { reg, register } = registration();
    expect(await registerPeriodicRefresh(reg, env(true, 'granted'))).toBe('registered');
    expect(register).toHaveBeenCalledExactlyOnceWith(AHEAD_REFRESH_TAG, {
      minInterval: AHEAD_REFRESH_MIN_INTERVAL_MS,
    });
    expect(AHEAD_REFRESH_MIN_INTERVAL_MS).toBe(24 * 60 * 60 * 1000);
  });

  it('registers nothing when the permission is not granted', async () => {
    for (const state of ['denied', 'prompt', null] as const) {
      const { reg, register } = registration();
      expect(await registerPeriodicRefresh(reg, env(true, state))).toBe('not-granted');
      expect(register).not.toHaveBeenCalled();
    }
  });

  it('registers nothing in a browser tab, even with the permission', async () => {
    const { reg, register } = registration();
    const permission = vi.fn(() => Promise.resolve('granted' as const));
    expect(await registerPeriodicRefresh(reg, { standalone: false, permission })).toBe(
      'not-installed',
    );
    expect(register).not.toHaveBeenCalled();
    expect(permission).not.toHaveBeenCalled();
  });

  it('registers nothing where the registration has no periodicSync (Firefox, WebKit)', async () => {
    expect(await registerPeriodicRefresh({}, env(true, 'granted'))).toBe('unsupported');
  });

  it('never throws when the browser refuses the registration', async () => {
    const reg = { periodicSync: { register: () => Promise.reject(new DOMException('no')) } };
    expect(await registerPeriodicRefresh(reg, env(true, 'granted'))).toBe('not-granted');
  });
});
