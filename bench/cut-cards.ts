/**
 * A built page of cards cut to its first few: the question "does a list of a hundred cost more than
 * one of ten?" asked of the very page, not of a page built otherwise. The cards after the first `keep`
 * leave the markup (a boundary left empty goes too, with its hydration gate), and every list of
 * more than `keep` entries in the embedded data (a numbered page's items among them, its total kept)
 * is cut to the same length, so the page hydrates as the shorter page would: the same cards, heading
 * and pager, and no mismatch to render again.
 */
import { mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** One card as the prerender writes it. */
const CARD = /<article\b[^>]*\barticle-card\b[^>]*>[\s\S]*?<\/article>/g;
/** A boundary left with no card in it, with the hydration gate before it: it goes too. */
const EMPTIED = /(?:<template data-gate="[^"]*"><\/template>)?<!--\$--><!--\/\$-->/g;
const DATA = /(<script type="application\/json" id="__PRERENDER_DATA__">)([\s\S]*?)(<\/script>)/;

interface Seeds {
  seeds?: { data?: unknown }[];
}

/** A list cut to its first `keep` entries: a seed's list, or the items of a numbered page's. */
function cutList(data: unknown, keep: number): unknown {
  if (Array.isArray(data)) return data.length > keep ? data.slice(0, keep) : data;
  if (data && typeof data === 'object' && 'items' in data && Array.isArray(data.items))
    return { ...data, items: cutList(data.items, keep) };
  return data;
}

/** JSON as the page embeds it: no `<` to end the script, and ASCII alone as every page is sent. */
function embed(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function cutCards(html: string, keep: number): { html: string; cards: number } {
  const cards = [...html.matchAll(CARD)];
  if (cards.length <= keep)
    throw new Error(`the page has ${cards.length} cards, not more than ${keep}`);
  let out = '';
  let from = 0;
  for (const card of cards.slice(keep)) {
    out += html.slice(from, card.index);
    from = card.index + card[0].length;
  }
  out = (out + html.slice(from)).replace(EMPTIED, '');
  const data = DATA.exec(out);
  if (data) {
    const parsed = JSON.parse(data[2]) as Seeds;
    for (const seed of parsed.seeds ?? []) seed.data = cutList(seed.data, keep);
    out = out.replace(
      DATA,
      (_, open: string, _text: string, close: string) => open + embed(parsed) + close,
    );
  }
  return { html: out, cards: cards.length };
}

/**
 * A folder that serves `distDir` as it is but for the one page at `path`, written as `html`: every
 * other entry is a link to the build's own, so the copy costs no disk and no time.
 */
export function copyWithPage(distDir: string, path: string, html: string, into: string): void {
  rmSync(into, { recursive: true, force: true });
  const segments = path.split('/').filter(Boolean);
  let source = distDir;
  let target = into;
  for (let depth = 0; ; depth++) {
    mkdirSync(target, { recursive: true });
    const next = segments[depth];
    for (const entry of readdirSync(source))
      if (entry !== next && !(next === undefined && entry === 'index.html'))
        symlinkSync(join(source, entry), join(target, entry));
    if (next === undefined) break;
    source = join(source, next);
    target = join(target, next);
  }
  writeFileSync(join(target, 'index.html'), html);
}
