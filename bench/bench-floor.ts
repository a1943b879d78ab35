/**
 * The floor of the race: the same article as a bare HTML page — its title, its hero image (the same
 * URL, sizes and dimensions, from the same image host) and its body text, with a few lines of inline
 * CSS and no script. No page showing that article can paint sooner; our page is measured against it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

const BLOCK = /<(h[1-4]|p|blockquote|li)\b[^>]*>([\s\S]*?)<\/\1>/gi;
const IMG = /<img\b[^>]*>/gi;
const KEPT_IMG_ATTRS = ['src', 'srcset', 'sizes', 'width', 'height', 'alt'];

// Our pages are sent in ASCII, so everything beyond it arrives as a numeric reference (&#x2192;).
const decodeEntities = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#([0-9]+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
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

const CARD = /<article\b[^>]*\barticle-card\b[^>]*>([\s\S]*?)<\/article>/gi;
const CARD_IMG_ATTRS = [...KEPT_IMG_ATTRS, 'loading', 'decoding', 'fetchpriority'];

/** An element's inner HTML by a class it carries, or its tag when no class is given. */
function inner(html: string, tag: string, className?: string): string | undefined {
  const opening = className ? `<${tag}\\b[^>]*\\b${className}\\b[^>]*>` : `<${tag}\\b[^>]*>`;
  return new RegExp(`${opening}([\\s\\S]*?)<\\/${tag}>`, 'i').exec(html)?.[1];
}

/** A card's image with what decides its download and its box, and nothing else. */
function cardImage(card: string): string {
  const tag = card.match(IMG)?.[0];
  if (!tag) return '';
  const attrs = CARD_IMG_ATTRS.flatMap((name) => {
    const camel = { srcset: 'srcSet', fetchpriority: 'fetchPriority' }[name];
    const value = attrOf(tag, name) ?? (camel ? attrOf(tag, camel) : undefined);
    return value === undefined ? [] : [`${name}="${value}"`];
  });
  return `<img ${attrs.join(' ')}>`;
}

/** A card's date line ("date · 2 min read"), its date kept in a <time> with its machine-readable day. */
function bareDateLine(line: string): string {
  const time = /<time\b([^>]*)>([\s\S]*?)<\/time>/i.exec(line);
  const text = (html: string) => escapeHtml(decodeEntities(html.replace(/<[^>]*>/g, '')));
  if (!time) return text(line).trim();
  const day = attrOf(` ${time[1]}`, 'datetime') ?? attrOf(` ${time[1]}`, 'dateTime');
  const before = text(line.slice(0, time.index)).trimStart();
  const after = text(line.slice(time.index + time[0].length)).trimEnd();
  return `${before}<time${day ? ` datetime="${day}"` : ''}>${text(time[2])}</time>${after}`;
}

/** One card as bare HTML: its image, linked title, date line, excerpt, tags and Read More link. */
function bareCard(card: string): string {
  const heading = /<(h[2-4])\b[^>]*>([\s\S]*?)<\/\1>/i.exec(card);
  const href = heading ? attrOf(heading[2], 'href') : undefined;
  const title = heading ? plain(heading[2]) : '';
  const link = (text: string) => (href ? `<a href="${href}">${text}</a>` : text);
  const dateLine = /<p\b[^>]*>((?:(?!<\/p>)[\s\S])*?<time\b[\s\S]*?)<\/p>/i.exec(card)?.[1];
  const excerpt = inner(card, 'p', 'article-card-excerpt');
  const tagList = inner(card, 'ul', 'tag-list') ?? '';
  const tags = [...tagList.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi)].map(
    ([, attrs, text]) =>
      `<li><a href="${attrOf(` ${attrs}`, 'href') ?? '#'}">${plain(text)}</a></li>`,
  );
  const more = inner(card, 'a', 'article-card-more');
  return [
    '<article>',
    cardImage(card),
    `<h2>${link(title)}</h2>`,
    dateLine ? `<p>${bareDateLine(dateLine)}</p>` : '',
    excerpt ? `<p>${plain(excerpt)}</p>` : '',
    tags.length ? `<ul>${tags.join('')}</ul>` : '',
    more ? link(plain(more)) : '',
    '</article>',
  ].join('');
}

/**
 * The floor of a page of cards (a list, a tag page, the home page): its heading and every card it
 * shows, in order, as bare HTML with a few lines of inline CSS and no script. Each card keeps its
 * image's URLs, sizes, dimensions and loading attributes, and cards after the sixth skip their
 * rendering until near the viewport (content-visibility), the cheapest way plain HTML and CSS have to
 * show a long grid. No page showing those cards can cost the browser less: a list is measured
 * against it, not against an article. Null when the page has no card, or is an article's own page
 * (whose Read next cards come after the article it is measured by).
 */
export function floorListPage(ourHtml: string): { html: string; cards: number } | null {
  const articles = ourHtml.match(/<article\b[^>]*>/gi) ?? [];
  if (articles.some((tag) => !/\barticle-card\b/.test(tag))) return null;
  const cards = [...ourHtml.matchAll(CARD)].map(([card]) => bareCard(card));
  if (cards.length === 0) return null;
  const h1 = inner(ourHtml, 'h1');
  const title = plain(inner(ourHtml, 'title') ?? h1 ?? 'Articles');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${title}">
<title>${title}</title>
<style>body{font:1rem/1.6 system-ui,sans-serif;max-width:71.25rem;margin:0 auto;padding:1rem}img{max-width:100%;height:auto;display:block}main{display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(18rem,1fr))}article:nth-child(n+7){content-visibility:auto;contain-intrinsic-size:auto 32rem}ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.5rem}</style>
</head><body><h1>${h1 ? plain(h1) : title}</h1><main>
${cards.join('\n')}
</main></body></html>`;
  return { html, cards: cards.length };
}

/**
 * Serves the floor page at `/` on 127.0.0.1 (port 0: any free port), gzipped to a client that accepts
 * it, as our own site server sends pages: a hundred cards' floor sent raw would reach Lighthouse's
 * simulated Slow 4G several times larger than our page does. The browser's own ask for
 * `/favicon.ico` gets an empty answer, not a 404 that would log an error against the page.
 */
export async function serveFloor(
  port: number,
  html: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const gzipped = gzipSync(html);
  const server: Server = createServer((req, res) => {
    if (req.url === '/' || req.url === '/index.html') {
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      res
        .writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          Vary: 'Accept-Encoding',
          ...(gzip && { 'Content-Encoding': 'gzip' }),
        })
        .end(gzip ? gzipped : html);
    } else if (req.url === '/favicon.ico') res.writeHead(204).end();
    else res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
