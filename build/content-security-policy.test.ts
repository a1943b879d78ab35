// @vitest-environment jsdom
// (DOMParser reads the pages the way a browser does, for the script hashes.)
import { describe, expect, it } from 'vitest';
import { AD_FRAME, PODCAST, youtubeEmbedUrl } from '../src/site.ts';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  policySources,
  siteSecurityHeaders,
} from './content-security-policy.ts';
import { browserInlineHashes, builtShell, prerenderedPage } from '../tests/support/built-page.ts';

const LOCAL = {
  VITE_CONTENTFUL_HOST: 'http://127.0.0.1:4174',
  VITE_CONTENTFUL_SPACE_ID: 'space',
  VITE_CONTENTFUL_ACCESS_TOKEN: 'token',
  VITE_FUNCTIONS_URL: 'http://127.0.0.1:4174/functions/v1',
};
const CONTENTFUL = {
  VITE_CONTENTFUL_SPACE_ID: 'space',
  VITE_CONTENTFUL_ACCESS_TOKEN: 'token',
  VITE_FUNCTIONS_URL: 'https://project.supabase.co/functions/v1',
};

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split('; ').map((part) => {
      const [name, ...values] = part.split(' ');
      return [name, values];
    }),
  );
}

describe('inline script hashes', () => {
  it('match what a browser hashes in the built shell and a prerendered page', () => {
    for (const html of [builtShell(), prerenderedPage('/about')]) {
      const expected = browserInlineHashes(html);
      expect(expected.length).toBeGreaterThan(0);
      expect(inlineScriptHashes(html)).toEqual(expected);
    }
    // The prerendered page adds the colour-scheme script to the shell's loader.
    expect(browserInlineHashes(prerenderedPage('/about'))).toEqual(
      expect.arrayContaining(browserInlineHashes(builtShell())),
    );
    expect(browserInlineHashes(prerenderedPage('/about')).length).toBeGreaterThan(
      browserInlineHashes(builtShell()).length,
    );
  });

  it('leave out data blocks, so pages with different data share one policy', () => {
    expect(inlineScriptHashes(prerenderedPage('/about'))).toEqual(
      inlineScriptHashes(prerenderedPage('/news/a-different-page')),
    );
    expect(inlineScriptHashes('<script type="application/json">{"a":1}</script>')).toEqual([]);
    expect(inlineScriptHashes('<script src="/a.js"></script>')).toEqual([]);
  });
});

describe('policy sources', () => {
  const frames = [youtubeEmbedUrl('x'), PODCAST.embedUrl, AD_FRAME.src].map(
    (url) => new URL(url).origin,
  );

  it('name the local cloud for content, images and functions, and the embeds', () => {
    const sources = policySources(LOCAL);
    expect(sources.connect).toEqual(['http://127.0.0.1:4174', 'http://127.0.0.1:4174']);
    expect(sources.img).toContain('http://127.0.0.1:4174');
    expect(sources.frame).toEqual(frames);
    expect(JSON.stringify(sources)).not.toContain('ctfassets');
  });

  it("name Contentful's CDN and asset hosts and a deployed functions origin", () => {
    const sources = policySources(CONTENTFUL);
    expect(sources.connect).toEqual(
      expect.arrayContaining([
        'https://cdn.contentful.com',
        'https://images.ctfassets.net',
        'https://project.supabase.co',
      ]),
    );
    expect(sources.img).toContain('https://images.ctfassets.net');
    expect(sources.media).toContain('https://assets.ctfassets.net');
  });
});

describe('content security policy', () => {
  const hashes = inlineScriptHashes(prerenderedPage('/'));
  const csp = directives(contentSecurityPolicy(hashes, policySources(LOCAL)));

  it('runs only own scripts and the hashed inline ones', () => {
    expect(csp.get('script-src')).toEqual(["'self'", ...hashes]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
  });

  it('connects, frames and loads images only where the build points', () => {
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:4174']);
    expect(csp.get('frame-src')).toEqual(policySources(LOCAL).frame);
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'http://127.0.0.1:4174']));
  });

  it('comes with the frame, referrer, sniffing and permissions rules', () => {
    const headers = siteSecurityHeaders(hashes, policySources(LOCAL));
    expect(headers).toMatchObject({
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
    });
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  });
});
