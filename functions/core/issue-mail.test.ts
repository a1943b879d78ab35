import { describe, expect, it } from 'vitest';
import { headerOf, htmlOf, plainTextOf } from '../test-support/deps.ts';
import type { IssueArticle } from './issue-articles.ts';
import { heroUrl, issueMail } from './issue-mail.ts';

const article = (over: Partial<IssueArticle> = {}): IssueArticle => ({
  id: 'a1',
  title: 'Ripley & the <script>alert(1)</script> mother',
  excerpt: 'An excerpt with "quotes" & <b>tags</b>.',
  url: 'https://gq.example/reviews/ripley',
  image: 'https://images.ctfassets.net/space/asset/token/ripley.png?w=4000',
  imageAlt: 'Ripley in the loader',
  publishedAt: '2026-11-25T10:00:00.000Z',
  ...over,
});

const mail = (articles: IssueArticle[]) =>
  issueMail({
    from: '"Galactic Quandaries" <newsletter@gq.example>',
    to: 'reader@example.com',
    contactId: 'ab'.repeat(16),
    siteUrl: 'https://gq.example',
    functionsUrl: 'https://fn.example/functions/v1',
    articles,
  }).raw;

describe('the issue mail', () => {
  it('carries the one-click unsubscribe headers and a visible unsubscribe link for this reader', () => {
    const raw = mail([article()]);
    const query = `email=reader%40example.com&contactId=${'ab'.repeat(16)}`;
    expect(headerOf(raw, 'List-Unsubscribe')).toBe(
      `<https://fn.example/functions/v1/unsubscribe-one-click?${query}>`,
    );
    expect(headerOf(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(htmlOf(raw)).toContain(
      `href="https://gq.example/unsubscribe?${query.replace('&', '&amp;')}"`,
    );
    expect(plainTextOf(raw)).toContain(`unsubscribe here: https://gq.example/unsubscribe?${query}`);
  });

  it('escapes titles and excerpts, and has no script, stylesheet or web font', () => {
    const html = htmlOf(mail([article()]));
    expect(html).not.toMatch(/<script|<link|<style|@font-face|@import/i);
    expect(html).toContain('Ripley &amp; the &lt;script&gt;alert(1)&lt;/script&gt; mother');
    expect(html).toContain('&lt;b&gt;tags&lt;/b&gt;');
    // Layout by table, styles inline.
    expect(html).toMatch(/<table role="presentation"[^>]*style="/);
  });

  it('shows the hero through the Images API at mail size, with alt text', () => {
    expect(heroUrl(article().image!)).toBe(
      'https://images.ctfassets.net/space/asset/token/ripley.png?w=1200&h=630&fit=fill&fm=jpg&q=70',
    );
    const html = htmlOf(mail([article(), article({ id: 'a2', image: null, title: 'No image' })]));
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toContain('alt="Ripley in the loader"');
    expect(html).toContain('width="600" height="315"');
  });

  it('names one article in the subject, or counts a digest', () => {
    expect(headerOf(mail([article({ title: 'Solo' })]), 'Subject')).toBe(
      'Solo | Galactic Quandaries',
    );
    expect(headerOf(mail([article(), article({ id: 'b' })]), 'Subject')).toBe(
      'Galactic Quandaries: 2 new articles',
    );
    const text = plainTextOf(mail([article(), article({ id: 'b', title: 'Second' })]));
    expect(text).toContain('Read it: https://gq.example/reviews/ripley');
    expect(text).toContain('Second');
  });
});
