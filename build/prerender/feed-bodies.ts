/**
 * Feed item bodies as the last build rendered them, kept beside the build state: a feed carries its
 * newest 50 items, and one new or edited article changes the site-wide feed, its kind's and its
 * tags', whose other items' bodies are the same as before. Rendering one body is a React render of
 * its rich text; reading it back is a lookup. A body's HTML depends only on the body and the SSR
 * bundle, so entries are keyed by a hash of the body and the whole file belongs to one bundle.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RichDocument } from '../../src/content/types.ts';
import { sha256 } from './build-state.ts';

export const FEED_BODIES_FILE = 'feed-bodies.json';
/** Bodies kept at most: every feed's items with room to spare; the longest unused go first. */
export const MAX_KEPT_BODIES = 5000;

export interface FeedBodies {
  /** The body's HTML, rendered now or read back from the last build. */
  html(body: RichDocument, render: (body: RichDocument) => string): string;
  /** How many bodies this build rendered rather than read back. */
  rendered(): number;
  /** Writes the bodies for the next build (those used now, then the most recent of the others). */
  save(): void;
}

/**
 * The bodies kept by the last build of the bundle `bundlePrint` under `stateDir` (none when `fresh`,
 * when there is no file, or when it belongs to another bundle or cannot be read).
 */
export function openFeedBodies(stateDir: string, bundlePrint: string, fresh: boolean): FeedBodies {
  const path = join(stateDir, FEED_BODIES_FILE);
  const kept = new Map<string, string>();
  if (!fresh) {
    try {
      const saved = JSON.parse(readFileSync(path, 'utf8')) as unknown;
      if (
        saved &&
        typeof saved === 'object' &&
        (saved as { bundle?: unknown }).bundle === bundlePrint
      )
        for (const [key, html] of Object.entries((saved as { bodies?: unknown }).bodies ?? {}))
          if (typeof html === 'string') kept.set(key, html);
    } catch {
      // No file, or one this code cannot read: every body is rendered.
    }
  }
  let rendered = 0;
  return {
    html(body, render) {
      const key = sha256(JSON.stringify(body));
      let html = kept.get(key);
      if (html === undefined) {
        html = render(body);
        rendered++;
      }
      // Used now: moved to the end, the last to go when the file is trimmed.
      kept.delete(key);
      kept.set(key, html);
      return html;
    },
    rendered: () => rendered,
    save() {
      const entries = [...kept.entries()].slice(-MAX_KEPT_BODIES);
      const text = JSON.stringify({ bundle: bundlePrint, bodies: Object.fromEntries(entries) });
      writeFileSync(`${path}.tmp`, text);
      renameSync(`${path}.tmp`, path);
    },
  };
}
