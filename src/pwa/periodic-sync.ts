/**
 * Asks for the installed app's daily background refresh (Periodic Background Sync, Chromium only).
 * Registered only where all three hold: the page runs as an installed app (display-mode standalone;
 * Chromium grants the permission to installed apps only, and a tab's registration would never fire),
 * the registration has `periodicSync`, and the 'periodic-background-sync' permission is granted.
 * Anywhere else nothing is registered and nothing changes: the ahead-of-need download still runs when
 * the app is opened. The worker's answer is sw/periodic-refresh.ts.
 */
import { AHEAD_REFRESH_MIN_INTERVAL_MS, AHEAD_REFRESH_TAG } from '../shared/periodic-refresh.ts';

interface PeriodicSyncManager {
  register(tag: string, options?: { minInterval?: number }): Promise<void>;
}

export interface PeriodicSyncEnv {
  standalone: boolean;
  /** The permission's state, or null where the browser does not know the permission. */
  permission: () => Promise<PermissionState | null>;
}

export type PeriodicSyncOutcome = 'registered' | 'not-installed' | 'unsupported' | 'not-granted';

async function permissionState(): Promise<PermissionState | null> {
  try {
    const status = await navigator.permissions.query({
      name: 'periodic-background-sync' as PermissionName,
    });
    return status.state;
  } catch {
    return null; // a browser that does not know the permission name throws
  }
}

export function browserPeriodicSyncEnv(): PeriodicSyncEnv {
  return {
    standalone: window.matchMedia?.('(display-mode: standalone)').matches === true,
    permission: permissionState,
  };
}

/** Registers the refresh tag where it may; never throws. */
export async function registerPeriodicRefresh(
  registration: ServiceWorkerRegistration | object,
  env: PeriodicSyncEnv = browserPeriodicSyncEnv(),
): Promise<PeriodicSyncOutcome> {
  if (!env.standalone) return 'not-installed';
  if (!('periodicSync' in registration)) return 'unsupported';
  const manager = registration.periodicSync as PeriodicSyncManager;
  if ((await env.permission()) !== 'granted') return 'not-granted';
  try {
    await manager.register(AHEAD_REFRESH_TAG, { minInterval: AHEAD_REFRESH_MIN_INTERVAL_MS });
    return 'registered';
  } catch {
    // Refused after all (e.g. the engagement the browser wants is gone): the app still refreshes on open.
    return 'not-granted';
  }
}
