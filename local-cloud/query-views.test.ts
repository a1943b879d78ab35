/**
 * The delivered and sorted entries the local CDA keeps per export version (query-views.ts), through
 * handleCda over a copy of the demo export: a changed export is answered as changed (its lists and
 * its full-text search), and an order whose values compare in a circle is answered as sorting the
 * matching entries alone answers it.
 */
import { utimesSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { handleCda } from './cda-handler.ts';
import { ExportStore } from './export-store.ts';
import type { Delivered } from './localize.ts';
import { orderIsTotal } from './query-filter.ts';
import { parseCollectionQuery } from './query-parse.ts';
import { DEMO_EXPORT } from '../tests/support/draft-export.ts';
import { tempExport, type ExportJson, type TempExport } from '../tests/support/temp-export.ts';

const SPACE = 'views';
const PATH = `/spaces/${SPACE}/environments/master/entries`;
const headers = { authorization: 'Bearer views' };

let temp: TempExport | undefined;
afterEach(() => temp?.remove());

function cloud(edit: (data: ExportJson) => void = () => {}) {
  temp = tempExport(DEMO_EXPORT, edit);
  const store = new ExportStore(temp.path, 'http://127.0.0.1/files');
  const settings = { store, spaceId: SPACE, accessToken: 'views', baseUrl: 'http://127.0.0.1' };
  return (query: string) =>
    (handleCda(settings, PATH, new URLSearchParams(query), headers) as { items: Delivered[] })
      .items;
}

const news = (data: ExportJson) =>
  data.entries.filter(
    (e: ExportJson) => e.sys.contentType.sys.id === 'news' && e.sys.publishedVersion,
  );
const titles = (items: Delivered[]) => items.map((i) => (i.fields as { title: string }).title);

describe('the entries kept per export version', () => {
  it('answers the export as it is now, after it changed on disk', () => {
    let data: ExportJson;
    const ask = cloud((d) => (data = d));
    const newest = 'content_type=news&order=-fields.publishDate&limit=1';
    const before = ask(newest)[0]!.sys.id;
    const other = news(data).find((e: ExportJson) => e.sys.id !== before);
    other.fields.publishDate['en-US'] = '2999-01-01T00:00:00.000Z';
    other.fields.title['en-US'] = 'From the far future';
    temp!.write(data);
    // A later modification time, however fast the rewrite: the store re-reads on a changed stamp.
    utimesSync(temp!.path, new Date(), new Date(Date.now() + 60_000));
    const [after] = ask(newest);
    expect(after!.sys.id).toBe(other.sys.id);
    expect(after!.sys.id).not.toBe(before);
    expect(titles(ask(`content_type=news&sys.id=${other.sys.id}`))).toEqual([
      'From the far future',
    ]);
  });

  it('searches the text of the export as it is now, after a title changed on disk', () => {
    let data: ExportJson;
    const ask = cloud((d) => (data = d));
    const search = (word: string) => titles(ask(`content_type=news&query=${word}`));
    const entry = news(data)[0];
    const old = String(entry.fields.title['en-US']);
    expect(search(old.split(' ').find((w) => w.length > 4)!)).toContain(old);
    expect(search('Zyxwvutsrq')).toEqual([]);
    // Asked twice, so a kept copy of every entry's text would be the one answering.
    expect(search('Zyxwvutsrq')).toEqual([]);
    entry.fields.title['en-US'] = 'The Zyxwvutsrq signal';
    temp!.write(data);
    utimesSync(temp!.path, new Date(), new Date(Date.now() + 60_000));
    expect(search('zyxWVUTSRQ')).toEqual(['The Zyxwvutsrq signal']);
    expect(search(old.split(' ').find((w) => w.length > 4)!)).not.toContain(old);
  });

  it('sorts the matching entries alone when the values compare in a circle', () => {
    // As text "10" < "1a" < "9", as numbers 9 < 10: no sorted whole holds every pair's order.
    const ask = cloud((data) =>
      news(data)
        .slice(0, 3)
        .forEach((e: ExportJson, i: number) => (e.fields.title['en-US'] = ['9', '10', '1a'][i])),
    );
    const pair = (a: string, b: string) =>
      titles(ask(`content_type=news&fields.title[in]=${a},${b}&order=fields.title`));
    expect(pair('9', '10')).toEqual(['9', '10']);
    expect(pair('10', '1a')).toEqual(['10', '1a']);
    expect(pair('9', '1a')).toEqual(['1a', '9']);
  });
});

describe('orderIsTotal', () => {
  const item = (id: string, value?: unknown): Delivered => ({
    sys: { id, type: 'Entry' },
    fields: value === undefined ? {} : { value },
  });
  const order = parseCollectionQuery(
    new URLSearchParams('content_type=t&order=-fields.value'),
    'Entry',
  ).order;
  const total = (...values: unknown[]) =>
    orderIsTotal(
      values.map((v, i) => item(`e${i}`, v)),
      order,
    );

  it('holds when every value compares the same way, missing ones aside', () => {
    expect(total(3, '4', true, undefined)).toBe(true);
    expect(total('2025-01-02T10:00:00Z', '2024-12-31', undefined)).toBe(true);
    expect(total('Kindred', 'Dawn', '')).toBe(true);
  });

  it('fails for values of different sorts or ones no way compares', () => {
    expect(total('9', '10', '1a')).toBe(false);
    expect(total('2025-01-02', 'Kindred')).toBe(false);
    expect(total(1, Number.NaN)).toBe(false);
    expect(total('Infinity')).toBe(false);
  });
});
