/**
 * The local cloud's Preview API through the real `contentful` SDK: the preview token sees a draft the
 * way Contentful's Preview API does, and the delivery token never sees it, however it asks.
 */
import { createClient, type ContentfulClientApi } from 'contentful';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalCloud } from './local-cloud.ts';
import { DRAFT, draftExport } from '../tests/support/draft-export.ts';
import type { TempExport } from '../tests/support/temp-export.ts';
import { startCdaCloud } from '../tests/support/cda-cloud.ts';

let temp: TempExport;
let cloud: LocalCloud;
let preview: ContentfulClientApi<undefined>;
let delivery: ContentfulClientApi<undefined>;

const clientWith = (accessToken: string) =>
  createClient({
    space: cloud.spaceId,
    accessToken,
    host: new URL(cloud.url).host,
    insecure: true,
    retryOnError: false,
  });

beforeAll(async () => {
  temp = draftExport();
  cloud = await startCdaCloud(temp.path);
  preview = clientWith(cloud.previewToken);
  delivery = clientWith(cloud.accessToken);
});
afterAll(async () => {
  await cloud?.close();
  temp?.remove();
});

const ids = (items: { sys: { id: string } }[]) => items.map((i) => i.sys.id);

describe('preview token', () => {
  it('lists the draft among the published entries of its type, newest first', async () => {
    const list = await preview.getEntries({
      content_type: DRAFT.contentType,
      order: ['-fields.publishDate'],
    });
    const published = await delivery.getEntries({ content_type: DRAFT.contentType });
    expect(ids(list.items)[0]).toBe(DRAFT.id);
    expect(list.total).toBe(published.total + 1);
  });

  it('finds the draft by slug and by id, with its draft fields', async () => {
    const bySlug = await preview.getEntries({
      content_type: DRAFT.contentType,
      'fields.urlSlug': DRAFT.slug,
    });
    expect(ids(bySlug.items)).toEqual([DRAFT.id]);
    const byId = await preview.getEntry(DRAFT.id);
    expect(byId.fields.title).toBe(DRAFT.title);
  });

  it('includes the draft in an initial sync', async () => {
    const sync = await preview.sync({ initial: true });
    expect(ids(sync.entries)).toContain(DRAFT.id);
  });
});

describe('delivery token', () => {
  it('never lists the draft', async () => {
    const list = await delivery.getEntries({ content_type: DRAFT.contentType, limit: 1000 });
    expect(list.items.length).toBeGreaterThan(0);
    expect(ids(list.items)).not.toContain(DRAFT.id);
  });

  it('does not find it by slug', async () => {
    const bySlug = await delivery.getEntries({
      content_type: DRAFT.contentType,
      'fields.urlSlug': DRAFT.slug,
    });
    expect(bySlug.items).toEqual([]);
  });

  it('answers 404 for its id', async () => {
    await expect(delivery.getEntry(DRAFT.id)).rejects.toMatchObject({ sys: { id: 'NotFound' } });
  });

  it('leaves it out of a sync', async () => {
    const sync = await delivery.sync({ initial: true });
    expect(sync.entries.length).toBeGreaterThan(0);
    expect(ids(sync.entries)).not.toContain(DRAFT.id);
  });
});

describe('tokens', () => {
  it('refuses an unknown token on the same paths', async () => {
    await expect(clientWith('not-a-token').getEntries()).rejects.toMatchObject({
      name: 'AccessTokenInvalid',
    });
  });
});
