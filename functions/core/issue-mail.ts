/**
 * One issue mail for one subscriber. The HTML is built with React's renderToStaticMarkup (already
 * the site's renderer): it escapes every text and attribute, so an article's title or excerpt can
 * never break the markup, and the tree below reads like the mail it makes. Mail clients' rules:
 * a 600 px layout table, inline styles only, system fonts, no script, explicit colours on every
 * block (dark-mode clients then keep the card readable), images with width, height and alt text.
 */
import { createElement as h, type CSSProperties, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SITE } from '../../src/site.ts';
import type { IssueArticle } from './issue-articles.ts';
import { composeMail, type MailMessage } from './mail.ts';
import { welcomeLinks } from './welcome-mail.ts';

export interface IssueMailInput {
  from: string;
  to: string;
  contactId: string;
  siteUrl: string;
  functionsUrl: string;
  articles: IssueArticle[];
  date?: Date;
}

/** The hero at mail size through the Images API: 600 px shown, twice that for sharp screens. */
export const HERO = { width: 600, height: 315 } as const;

export function heroUrl(image: string): string {
  const url = new URL(image);
  url.search = new URLSearchParams({
    w: String(HERO.width * 2),
    h: String(HERO.height * 2),
    fit: 'fill',
    fm: 'jpg',
    q: '70',
  }).toString();
  return url.toString();
}

export function issueSubject(articles: IssueArticle[]): string {
  if (articles.length === 1) return `${articles[0]!.title} | ${SITE.title}`;
  return `${SITE.title}: ${articles.length} new articles`;
}

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const INK = '#1d1b22';
const MUTED = '#55505f';
const ACCENT = '#5b2a86';
const PAPER = '#ffffff';
const TINT = '#f3f0f7';

const text = (style: CSSProperties): CSSProperties => ({
  fontFamily: FONT,
  color: INK,
  margin: 0,
  ...style,
});

/** A one-cell row of the layout table. */
const row = (key: string, style: CSSProperties, ...children: ReactNode[]) =>
  h('tr', { key }, h('td', { style }, ...children));

function articleBlock(article: IssueArticle, index: number): ReactNode {
  const parts: ReactNode[] = [];
  if (article.image) {
    parts.push(
      h(
        'a',
        { key: 'img', href: article.url },
        h('img', {
          src: heroUrl(article.image),
          width: HERO.width,
          height: HERO.height,
          alt: article.imageAlt || article.title,
          style: {
            display: 'block',
            width: '100%',
            maxWidth: `${HERO.width}px`,
            height: 'auto',
            border: 0,
            borderRadius: '6px',
          },
        }),
      ),
    );
  }
  parts.push(
    h(
      'h2',
      { key: 'h', style: text({ fontSize: '22px', lineHeight: '28px', margin: '16px 0 8px' }) },
      h('a', { href: article.url, style: { color: INK, textDecoration: 'none' } }, article.title),
    ),
  );
  if (article.excerpt) {
    parts.push(
      h(
        'p',
        { key: 'p', style: text({ fontSize: '16px', lineHeight: '24px', color: MUTED }) },
        article.excerpt,
      ),
    );
  }
  parts.push(
    h(
      'p',
      { key: 'a', style: text({ fontSize: '16px', lineHeight: '24px', margin: '12px 0 0' }) },
      h(
        'a',
        { href: article.url, style: { color: ACCENT, fontWeight: 'bold' } },
        'Read the article',
      ),
    ),
  );
  return row(`article-${index}`, { padding: '24px 24px 8px', backgroundColor: PAPER }, ...parts);
}

export function issueHtml(input: IssueMailInput, unsubscribePage: string): string {
  const site = input.siteUrl.replace(/\/+$/, '');
  const table = h(
    'table',
    {
      role: 'presentation',
      width: '100%',
      cellPadding: 0,
      cellSpacing: 0,
      style: {
        maxWidth: '600px',
        margin: '0 auto',
        backgroundColor: PAPER,
        borderCollapse: 'collapse',
      },
    },
    h(
      'tbody',
      null,
      row(
        'head',
        { padding: '20px 24px', backgroundColor: ACCENT },
        h(
          'a',
          {
            href: site,
            style: text({
              color: '#ffffff',
              fontSize: '20px',
              fontWeight: 'bold',
              textDecoration: 'none',
            }),
          },
          SITE.title,
        ),
      ),
      ...input.articles.map(articleBlock),
      row(
        'foot',
        { padding: '24px', backgroundColor: TINT },
        h(
          'p',
          { style: text({ fontSize: '13px', lineHeight: '20px', color: MUTED }) },
          `You receive this because you subscribed to ${SITE.title} and confirmed your address. `,
          h('a', { href: site, style: { color: ACCENT } }, 'Visit the magazine'),
          ' · ',
          h('a', { href: unsubscribePage, style: { color: ACCENT } }, 'Unsubscribe'),
        ),
      ),
    ),
  );
  const body = renderToStaticMarkup(
    h(
      'html',
      { lang: 'en' },
      h(
        'head',
        null,
        h('meta', { httpEquiv: 'Content-Type', content: 'text/html; charset=utf-8' }),
        h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
        h('meta', { name: 'color-scheme', content: 'light' }),
        h('title', null, issueSubject(input.articles)),
      ),
      h('body', { style: { margin: 0, padding: '16px 8px' } }, table),
    ),
  );
  // React adds an image preload hint to the head for every <img>: a browser-page optimisation
  // that mail clients do not use and some flag, so it is left out.
  return `<!doctype html>\n${body.replace(/<link rel="preload" as="image"[^>]*\/>/g, '')}\n`;
}

export function issueText(input: IssueMailInput, unsubscribePage: string): string {
  const lines = [SITE.title, '='.repeat(SITE.title.length), ''];
  for (const article of input.articles) {
    lines.push(article.title);
    if (article.excerpt) lines.push('', article.excerpt);
    lines.push('', `Read it: ${article.url}`, '', '---', '');
  }
  lines.push(
    `You receive this because you subscribed to ${SITE.title} and confirmed your address.`,
    `Visit the magazine: ${input.siteUrl}`,
    `To stop these emails, unsubscribe here: ${unsubscribePage}`,
    '',
  );
  return lines.join('\r\n');
}

export function issueMail(input: IssueMailInput): MailMessage {
  const links = welcomeLinks(input.siteUrl, input.functionsUrl, input.to, input.contactId);
  return composeMail({
    from: input.from,
    to: input.to,
    subject: issueSubject(input.articles),
    text: issueText(input, links.unsubscribePage),
    html: issueHtml(input, links.unsubscribePage),
    date: input.date,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}
