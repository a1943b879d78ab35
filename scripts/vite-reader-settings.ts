/**
 * Build plugin: every page's head carries the reader-settings script (src/shared/reader-settings.ts),
 * the app shell as much as every prerendered page (the prerender step fills in this HTML), so the
 * reader's theme and text size apply before the first paint wherever the reader lands. It is an
 * inline classic script: the security-headers step hashes it into the Content-Security-Policy with
 * the page's other inline scripts.
 */
import type { Plugin } from 'vite';
import { READER_SETTINGS_SCRIPT } from '../src/shared/reader-settings.ts';

export function readerSettings(): Plugin {
  return {
    name: 'gq-reader-settings',
    transformIndexHtml: () => [
      { tag: 'script', children: READER_SETTINGS_SCRIPT, injectTo: 'head' },
    ],
  };
}
