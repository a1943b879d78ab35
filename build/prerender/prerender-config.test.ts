/**
 * The prerender step reads all content through the app's queries; without credentials each would fail
 * with the visitors' text, so the step stops first with the developer's one: the missing variables.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prerenderSite } from './prerender-site.ts';

const NAMES = ['VITE_CONTENTFUL_SPACE_ID', 'VITE_CONTENTFUL_ACCESS_TOKEN'] as const;
const saved: Partial<Record<string, string>> = {};

beforeEach(() => {
  for (const name of NAMES) {
    saved[name] = process.env[name];
    delete process.env[name];
  }
});

afterEach(() => {
  for (const name of NAMES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe('prerenderSite without Contentful credentials', () => {
  it('names both missing variables', async () => {
    await expect(
      prerenderSite({ root: '/nonexistent', distDir: 'dist', siteUrl: 'https://example.org' }),
    ).rejects.toThrow(
      /^prerender: Contentful is not configured: VITE_CONTENTFUL_SPACE_ID and VITE_CONTENTFUL_ACCESS_TOKEN are not set/,
    );
  });

  it('names the token alone when only the space id is set', async () => {
    process.env.VITE_CONTENTFUL_SPACE_ID = 'space-1';
    await expect(
      prerenderSite({ root: '/nonexistent', distDir: 'dist', siteUrl: 'https://example.org' }),
    ).rejects.toThrow('VITE_CONTENTFUL_ACCESS_TOKEN is not set');
  });
});
