/**
 * A built page with parts taken out: the question "what does this part cost the browser's first
 * render?" asked of the very page. Taking a part out of a page that hydrates would make React draw
 * the page again, so these copies are static: without their scripts, what is left is the HTML and
 * CSS a browser parses, styles and lays out before any of our code runs.
 */

/** Elements with no end tag: taking one out is taking its tag. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** A page with no script: no module, no embedded data, no inline loader, no module preload. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
}

/** The end of the element whose start tag begins at `start`: after its own end tag, nesting counted. */
function elementEnd(html: string, tag: string, start: number): number {
  const open = html.indexOf('>', start) + 1;
  if (open === 0) throw new Error(`<${tag}> at ${start} has no end to its start tag`);
  if (VOID.has(tag) || html[open - 2] === '/') return open;
  const tags = new RegExp(`<(/?)${tag}(?=[\\s>/])[^>]*>`, 'gi');
  tags.lastIndex = open;
  let depth = 1;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return m.index + m[0].length;
  }
  throw new Error(`<${tag}> at ${start} is never closed`);
}

/**
 * The page with every element of each tag named taken out, with all it holds (`header`, `nav`,
 * `input`); the body's elements only, never the head's. Throws, naming the tag, when the body has
 * none of one: a copy that silently took nothing out would measure the page as it is.
 */
export function withoutElements(html: string, tags: string[]): string {
  let out = html;
  for (const raw of tags) {
    const tag = raw.trim().toLowerCase();
    if (!/^[a-z][a-z0-9-]*$/.test(tag)) throw new Error(`not a tag name: "${raw}"`);
    const bodyAt = out.search(/<body\b/i);
    const starts = new RegExp(`<${tag}(?=[\\s>/])`, 'gi');
    starts.lastIndex = Math.max(0, bodyAt);
    let kept = out.slice(0, starts.lastIndex);
    let from = starts.lastIndex;
    let removed = 0;
    for (let m = starts.exec(out); m; m = starts.exec(out)) {
      const end = elementEnd(out, tag, m.index);
      kept += out.slice(from, m.index);
      from = end;
      starts.lastIndex = end;
      removed++;
    }
    if (removed === 0) throw new Error(`the page's body has no <${tag}> to take out`);
    out = kept + out.slice(from);
  }
  return out;
}
