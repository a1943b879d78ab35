/**
 * What the search specs share: the cloud's own full-text answer for a word, the result list, and typing
 * a query into the header's search box as a reader does.
 */
import type { Page } from '@playwright/test';
import { expect } from './csp-watch.ts';
import { E2E_CREDENTIALS } from './harness.ts';

export interface Found {
  contentType: string;
  slug: string;
  title: string;
}

/** The entries whose text holds `word`, as the cloud's own full-text search answers. */
export async function entriesWith(cloudUrl: string, word: string): Promise<Found[]> {
  const url = new URL(`/spaces/${E2E_CREDENTIALS.spaceId}/environments/master/entries`, cloudUrl);
  url.searchParams.set('query', word);
  url.searchParams.set('access_token', E2E_CREDENTIALS.accessToken);
  const body = (await (await fetch(url)).json()) as {
    items: { sys: { contentType: { sys: { id: string } } }; fields: Record<string, string> }[];
  };
  return body.items.map(({ sys, fields }) => ({
    contentType: sys.contentType.sys.id,
    slug: fields.urlSlug ?? fields.slug,
    title: fields.title,
  }));
}

export const results = (page: Page) => page.locator('main ol > li');

export async function searchFromHeader(page: Page, text: string): Promise<void> {
  await page.keyboard.press('/');
  const box = page.getByRole('searchbox', { name: 'Search articles and posts' });
  await expect(box).toBeFocused();
  await box.fill(text);
}
