/**
 * `npm start` refreshes the served pages when the content export it serves changes on disk: a quiet
 * moment after the last write (editors and export tools write in several steps), one refresh runs;
 * changes arriving during a refresh are taken up by one more refresh after it, never two at once.
 */
import { watch, type FSWatcher } from 'node:fs';
import { basename, dirname } from 'node:path';

export interface Refresher {
  /** Note a change; the refresh runs once the changes have settled for the debounce time. */
  changed(): void;
  /** Resolves when no refresh is running or waiting. */
  idle(): Promise<void>;
  close(): void;
}

export function debouncedRefresher(refresh: () => Promise<void>, debounceMs: number): Refresher {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  const start = () => {
    timer = null;
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = refresh()
      .catch((error: unknown) => console.error(error))
      .finally(() => {
        running = null;
        if (again && !closed) {
          again = false;
          start();
        }
      });
  };
  return {
    changed() {
      if (closed) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(start, debounceMs);
    },
    async idle() {
      while (timer || running) await (running ?? new Promise((ok) => setTimeout(ok, debounceMs)));
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
    },
  };
}

/**
 * Watches the folder of `path` (a rewrite by rename replaces the file itself, which a watch on the
 * file would lose) and reports changes to that one name.
 */
export function watchFile(path: string, onChange: () => void): FSWatcher {
  const name = basename(path);
  return watch(dirname(path), (_event, file) => {
    if (file === null || file === name) onChange();
  });
}
