import { describe, expect, it } from 'vitest';
import { mailtoHref, shareTargets } from './share-urls';

const input = { url: 'https://site.example/reviews/a b?x=1&y=2', title: 'Ripley & Co: "Alien"' };

describe('share URLs', () => {
  it('builds the three network dialogs with the encoded page URL', () => {
    const [x, facebook, linkedin] = shareTargets(input);
    const encoded = encodeURIComponent(input.url);
    expect(new URL(x.href).origin).toBe('https://twitter.com');
    expect(new URL(x.href).searchParams.get('url')).toBe(input.url);
    expect(new URL(x.href).searchParams.get('text')).toBe(input.title);
    expect(facebook.href).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(linkedin.href).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
  });

  it('builds a mailto link whose subject and body survive special characters', () => {
    const href = mailtoHref({ ...input, text: 'A summary' });
    expect(href.startsWith('mailto:?')).toBe(true);
    const params = new URLSearchParams(href.slice('mailto:?'.length));
    expect(params.get('subject')).toBe(input.title);
    expect(params.get('body')).toBe(`A summary\n\n${input.url}`);
  });

  it('shares a title with half an emoji or control characters without throwing', () => {
    const odd = { url: 'https://site.example/news/a', title: 'Moon \ud83d \u0000', text: '\udc00' };
    const [x] = shareTargets(odd);
    expect(new URL(x.href).searchParams.get('text')).toBe('Moon \ufffd \u0000');
    const params = new URLSearchParams(mailtoHref(odd).slice('mailto:?'.length));
    expect(params.get('subject')).toBe('Moon \ufffd \u0000');
    expect(params.get('body')).toBe(`\ufffd\n\n${odd.url}`);
  });
});
