/**
 * Puts a rendered page into the built index.html: React's hoisted <title>/<meta>/<link> go to the
 * head (replacing the template's generic title and description), the markup into #root, and the
 * exact data it was rendered from next to it for the browser to seed before hydrating.
 */

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
 * Sets Mantine's colour-scheme attribute before first paint, so a dark-mode reader does not see the
 * light page flash until the bundle runs. Mirrors the provider: saved choice, else the OS preference.
 */
const COLOR_SCHEME_SCRIPT =
  "<script>try{var s=localStorage.getItem('mantine-color-scheme-value');" +
  "var c=s==='light'||s==='dark'?s:matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';" +
  "document.documentElement.setAttribute('data-mantine-color-scheme',c)}catch(e){}</script>";

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
    () => `${head}${parts.extraHead ?? ''}${COLOR_SCHEME_SCRIPT}</head>`,
  );
  return html.replace(ROOT, () => `<div id="root">${body}</div>${script}`);
}
