/**
 * Puts a rendered page into the built index.html: React's hoisted <title>/<meta>/<link> go to the
 * head (replacing the template's generic title and description), the markup into #root, and the
 * exact data it was rendered from next to it for the browser to seed before hydrating.
 */
import { READER_SETTINGS_SCRIPT } from '../../src/shared/reader-settings.ts';

export interface PageParts {
  /** renderPage() output: hoisted head tags first, then the app markup. */
  rendered: string;
  /** Already serialised with `<` escaped (serialisePrerenderData). */
  dataJson: string;
  dataId: string;
  /** Extra head markup (JSON-LD, robots) built by the prerender script. */
  extraHead?: string;
}

const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)*/;
const ROOT = '<div id="root"></div>';

/**
 * React 19 renders the metadata a page declares (PageMeta) ahead of the markup when it does not own
 * the document; the browser later claims those same tags in <head> on hydration.
 */
export function splitHoisted(rendered: string): { head: string; body: string } {
  const head = HOISTED.exec(rendered)?.[0] ?? '';
  return { head, body: rendered.slice(head.length) };
}

/**
 * Applies the reader's theme and text size before first paint (src/shared/reader-settings.ts), so a
 * reader who chose dark, or whose system is dark, never sees the light page flash until the bundle
 * runs, and the text never changes size under them. The built template already carries it
 * (build/vite-reader-settings.ts); a template without it gets it here, never twice.
 */
const READER_SETTINGS_TAG = `<script>${READER_SETTINGS_SCRIPT}</script>`;

export function assemblePage(template: string, parts: PageParts): string {
  if (!template.includes(ROOT)) throw new Error(`index.html has no empty ${ROOT}`);
  const { head, body } = splitHoisted(parts.rendered);
  let html = template;
  if (head.includes('<title>')) html = html.replace(/<title>[\s\S]*?<\/title>\s*/, '');
  if (head.includes('name="description"'))
    html = html.replace(/<meta\s+name="description"[^>]*>\s*/, '');
  const script = `<script type="application/json" id="${parts.dataId}">${parts.dataJson}</script>`;
  // Functions as replacements: `$` in content must not be read as a replacement pattern.
  html = html.replace(
    '</head>',
    () =>
      `${head}${parts.extraHead ?? ''}${template.includes(READER_SETTINGS_TAG) ? '' : READER_SETTINGS_TAG}</head>`,
  );
  return html.replace(ROOT, () => `<div id="root">${body}</div>${script}`);
}
