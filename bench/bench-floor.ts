/**
 * The floor of the race: the same article as a bare HTML page — its title, its hero image (the same
 * URL, sizes and dimensions, from the same image host) and its body text, with a few lines of inline
 * CSS and no script. No page showing that article can paint sooner; our page is measured against it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const BLOCK = /<(h[1-4]|p|blockquote|li)\b[^>]*>([\s\S]*?)<\/\1>/gi;
const IMG = /<img\b[^>]*>/gi;
const KEPT_IMG_ATTRS = ['src', 'srcset', 'sizes', 'width', 'height', 'alt'];

const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const plain = (html: string) => escapeHtml(decodeEntities(html.replace(/<[^>]*>/g, '')).trim());

function attrOf(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match?.[1];
}

/** The hero: the article's high-priority image, else its first. */
function heroTag(article: string): string {
  const images = article.match(IMG) ?? [];
  const hero = images.find((tag) => /fetchpriority="high"/i.test(tag)) ?? images[0];
  if (!hero) return '';
  const attrs = KEPT_IMG_ATTRS.flatMap((name) => {
    const value = attrOf(hero, name) ?? attrOf(hero, name === 'srcset' ? 'srcSet' : name);
    return value === undefined ? [] : [`${name}="${value}"`];
  });
  return `<img ${attrs.join(' ')} fetchpriority="high">`;
}

/** The floor page of our prerendered article page's HTML. */
export function floorPage(ourHtml: string): string {
  const start = ourHtml.indexOf('<article');
  const end = ourHtml.indexOf('</article>', start);
  if (start < 0 || end < 0) throw new Error('the article page has no <article> element');
  const article = ourHtml.slice(start, end);
  const blocks = [...article.matchAll(BLOCK)]
    .map(([, tag, inner]) => ({ tag: tag.toLowerCase(), text: plain(inner) }))
    .filter((b) => b.text);
  const title = blocks.find((b) => b.tag === 'h1')?.text ?? 'Article';
  // List items stay in a list: a run of them becomes one, as an item outside a list is invalid.
  const body = blocks
    .filter((b) => b.tag !== 'h1')
    .map((b, i, all) => {
      const item = `<${b.tag}>${b.text}</${b.tag}>`;
      if (b.tag !== 'li') return item;
      const opens = all[i - 1]?.tag !== 'li' ? '<ul>' : '';
      const closes = all[i + 1]?.tag !== 'li' ? '</ul>' : '';
      return `${opens}${item}${closes}`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${title}">
<title>${title}</title>
<style>body{font:1rem/1.6 system-ui,sans-serif;max-width:53.75rem;margin:0 auto;padding:1rem}img{max-width:100%;height:auto;display:block}</style>
</head><body><main><article><h1>${title}</h1>
${heroTag(article)}
${body}
</article></main></body></html>`;
}

/**
 * Serves the floor page at `/` on 127.0.0.1 (port 0: any free port). The browser's own ask for
 * `/favicon.ico` gets an empty answer, not a 404 that would log an error against the page.
 */
export async function serveFloor(
  port: number,
  html: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    if (req.url === '/' || req.url === '/index.html')
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
    else if (req.url === '/favicon.ico') res.writeHead(204).end();
    else res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
