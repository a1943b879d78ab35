import { describe, expect, it } from 'vitest';
import { markPreviewUrl } from '../src/shared/preview-mark.ts';
import { contentOriginFrom, routeFor, type PolicyContext, type RequestFacts } from './policy.ts';

const ctx: PolicyContext = {
  selfOrigin: 'https://gq.example',
  contentOrigin: 'http://127.0.0.1:4701',
};

function facts(url: string, over: Partial<Omit<RequestFacts, 'url'>> = {}): RequestFacts {
  return { url: new URL(url), method: 'GET', mode: 'cors', hasRange: false, ...over };
}

describe('routeFor', () => {
  it.each([
    ['https://gq.example/', 'navigation'],
    ['https://gq.example/discussions/the-left-hand', 'navigation'],
    ['https://gq.example/index.html', 'navigation'],
    ['https://gq.example/saved?tab=1', 'navigation'],
  ])('sends same-origin page navigations %s to the page strategy', (url, kind) => {
    expect(routeFor(facts(url, { mode: 'navigate' }), ctx)).toBe(kind);
  });

  it('leaves navigations to files and to other origins alone', () => {
    expect(routeFor(facts('https://gq.example/robots.txt', { mode: 'navigate' }), ctx)).toBe(
      'none',
    );
    expect(
      routeFor(facts('https://gq.example/icons/icon-512.png', { mode: 'navigate' }), ctx),
    ).toBe('none');
    expect(routeFor(facts('https://other.example/', { mode: 'navigate' }), ctx)).toBe('none');
  });

  it.each([
    'https://cdn.contentful.com/spaces/abc/environments/master/entries?content_type=review',
    'https://preview.contentful.com/spaces/abc/environments/staging/entries/5xYz',
    'http://127.0.0.1:4701/spaces/demo/environments/master/assets',
    'https://cdn.eu.contentful.com/spaces/abc/environments/master/sync?initial=true',
    'https://any-proxy.example/spaces/abc/environments/master/sync?sync_token=t',
  ])('treats CDA JSON on any host as cda: %s', (url) => {
    expect(routeFor(facts(url), ctx)).toBe('cda');
  });

  it.each([
    'https://cdn.contentful.com/spaces/abc/environments/master/content_types',
    'https://cdn.contentful.com/spaces/abc/environments/master/locales',
    'https://cdn.contentful.com/spaces/abc/entries',
    'https://cdn.contentful.com/spaces/abc/environments/master/entriesX',
  ])('does not cache other CDA endpoints: %s', (url) => {
    expect(routeFor(facts(url), ctx)).toBe('none');
  });

  it.each([
    ['https://gq.example/preview?secret=s&path=/reviews/x', 'navigate'],
    ['https://gq.example/preview/', 'navigate'],
    ['https://abc.supabase.co/functions/v1/preview', 'cors'],
    ['http://127.0.0.1:4701/functions/v1/preview?secret=s', 'cors'],
  ])('never routes draft preview requests such as %s', (url, mode) => {
    expect(routeFor(facts(url, { mode }), ctx)).toBe('none');
  });

  it.each([
    'https://images.ctfassets.net/abc/draftAsset/token/cover.jpg?w=640&fm=webp&q=70',
    'https://assets.ctfassets.net/abc/draftAsset/token/notes.pdf',
    'http://127.0.0.1:4701/files/images.ctfassets.net/demo/draftAsset/token/cover.jpg',
    'https://gq.example/files/images.ctfassets.net/demo/draftAsset/token/cover.jpg?w=320',
  ])('caches %s unmarked, but never once a preview tab marked it', (url) => {
    expect(routeFor(facts(url), ctx)).toBe('image');
    const marked = markPreviewUrl(url);
    expect(marked).not.toBe(url);
    expect(routeFor(facts(marked), ctx)).toBe('none');
    expect(routeFor(facts(marked, { mode: 'no-cors' }), ctx)).toBe('none');
  });

  it('still routes pages that merely start like the preview page', () => {
    expect(routeFor(facts('https://gq.example/previews', { mode: 'navigate' }), ctx)).toBe(
      'navigation',
    );
  });

  it('never routes writes', () => {
    const url = 'https://cdn.contentful.com/spaces/abc/environments/master/entries';
    expect(routeFor(facts(url, { method: 'POST' }), ctx)).toBe('none');
    expect(routeFor(facts('https://gq.example/', { mode: 'navigate', method: 'POST' }), ctx)).toBe(
      'none',
    );
  });

  it.each([
    'https://images.ctfassets.net/space/asset/hash/cover.jpg?w=800&fm=webp',
    'https://assets.ctfassets.net/space/asset/hash/file.png',
    'https://downloads.ctfassets.net/space/asset/hash/file.pdf',
    'http://127.0.0.1:4701/files/images.ctfassets.net/space/asset/hash/cover.jpg',
    'https://gq.example/merch/read-butler.webp',
    'https://gq.example/icons/icon-192.png',
  ])('treats content and site images as image: %s', (url) => {
    expect(routeFor(facts(url, { mode: 'no-cors' }), ctx)).toBe('image');
  });

  it('does not treat /files/ on unrelated hosts, lookalike hosts or ranged media as images', () => {
    expect(routeFor(facts('https://evil.example/files/x.jpg'), ctx)).toBe('none');
    expect(routeFor(facts('https://images.ctfassets.net.evil.example/a.jpg'), ctx)).toBe('none');
    const video = 'https://downloads.ctfassets.net/space/asset/hash/trailer.mp4';
    expect(routeFor(facts(video, { hasRange: true }), ctx)).toBe('none');
  });

  it.each([
    'https://www.youtube-nocookie.com/embed/Qx1aNs0Kp3E',
    'https://www.youtube.com/iframe_api',
    'https://i.ytimg.com/vi/Qx1aNs0Kp3E/hqdefault.jpg',
    'https://open.spotify.com/embed/show/galacticquandaries',
    'https://ad.a-ads.com/2417532?size=728x90',
  ])('never routes embeds: %s', (url) => {
    expect(routeFor(facts(url), ctx)).toBe('none');
    expect(routeFor(facts(url, { mode: 'navigate' }), ctx)).toBe('none');
  });

  it('ignores non-web schemes', () => {
    expect(routeFor(facts('chrome-extension://abc/files/x.png'), ctx)).toBe('none');
  });

  it('without a local content service only Contentful asset hosts count as content images', () => {
    const cdn: PolicyContext = { selfOrigin: ctx.selfOrigin, contentOrigin: null };
    expect(routeFor(facts('http://127.0.0.1:4701/files/images.ctfassets.net/a.jpg'), cdn)).toBe(
      'none',
    );
    expect(routeFor(facts('https://images.ctfassets.net/a.jpg'), cdn)).toBe('image');
  });
});

describe('contentOriginFrom', () => {
  it('reads the origin of a configured content host', () => {
    expect(contentOriginFrom('http://127.0.0.1:4701')).toBe('http://127.0.0.1:4701');
    expect(contentOriginFrom('http://127.0.0.1:4701/')).toBe('http://127.0.0.1:4701');
    expect(contentOriginFrom('cdn.example.org')).toBe('https://cdn.example.org');
  });

  it('returns null for the default CDN, blanks and junk', () => {
    expect(contentOriginFrom('cdn.contentful.com')).toBeNull();
    expect(contentOriginFrom(undefined)).toBeNull();
    expect(contentOriginFrom('  ')).toBeNull();
    expect(contentOriginFrom('http://')).toBeNull();
  });
});
