/**
 * Build plugin: the print sheet (public/print.css) and the reader-settings script.
 *
 * The print sheet is linked by the app's entry (src/main.tsx), which runs after the first paint and
 * the largest image, so it never shares the first round trips; readers without scripts get it from
 * this `<noscript>` (a print sheet never blocks rendering).
 *
 * Every page's head carries the reader-settings script (src/shared/reader-settings.ts),
 * the app shell as much as every prerendered page (the prerender step fills in this HTML), so the
 * reader's theme and text size apply before the first paint wherever the reader lands. It is an
 * inline classic script: the security-headers step hashes it into the Content-Security-Policy with
 * the page's other inline scripts.
 */
import type { Plugin } from 'vite';
import { READER_SETTINGS_SCRIPT } from '../src/shared/reader-settings.ts';

/** src/main.tsx links it for readers with scripts. */
const PRINT = '/print.css';

export function readerSettings(): Plugin {
  return {
    name: 'gq-reader-settings',
    transformIndexHtml: () => [
      {
        tag: 'noscript',
        children: [{ tag: 'link', attrs: { rel: 'stylesheet', media: 'print', href: PRINT } }],
        injectTo: 'head',
      },
      { tag: 'script', children: READER_SETTINGS_SCRIPT, injectTo: 'head' },
    ],
  };
}
