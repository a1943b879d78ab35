/**
 * One reader's device for a group of tests: a persistent Chromium profile (so its service worker,
 * caches and IndexedDB outlive each page) in front of the local cloud and the site server. The
 * stack is replaceable: tests stop it to take the servers away and start another in its place.
 * Everything goes away after the group's last test.
 */
import { join } from 'node:path';
import { chromium, test, type BrowserContext } from '@playwright/test';
import { startStack, type Stack, type StackOptions } from './harness.ts';
import { CHROMIUM, SITE_URL, tempDir } from './pwa-helpers.ts';

export interface Device {
  /** This device's own temp folder (its profile lives in `profile/` under it), made on first use. */
  readonly dir: string;
  readonly context: BrowserContext;
  /** The servers now running; undefined while a test has them stopped. */
  stack: Stack | undefined;
  /** Stops the servers now running, if any, and starts them again with these options. */
  restart(options?: StackOptions): Promise<Stack>;
}

/**
 * Registers the group's hooks and returns its device, filled in before the first test.
 * `prepare` runs first, in the device's folder, and gives the options for the first start.
 */
export function openDevice(
  label: string,
  prepare: (dir: string) => StackOptions = () => ({}),
): Device {
  const work = tempDir(label);
  let context: BrowserContext | undefined;
  const device: Device = {
    get dir() {
      return work.path;
    },
    get context() {
      if (!context) throw new Error('the device is only there inside its tests');
      return context;
    },
    stack: undefined,
    async restart(options = {}) {
      await device.stack?.stop();
      device.stack = undefined;
      device.stack = await startStack(options);
      return device.stack;
    },
  };
  test.beforeAll(async () => {
    device.stack = await startStack(prepare(work.path));
    context = await chromium.launchPersistentContext(join(work.path, 'profile'), {
      ...CHROMIUM,
      baseURL: SITE_URL,
    });
  });
  test.afterAll(async () => {
    await context?.close();
    await device.stack?.stop();
    work.remove();
  });
  return device;
}
