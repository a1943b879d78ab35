/**
 * The starter export plus what the CDA-rules tests need and the starter lacks: locales with and
 * without fallbacks, a Location content type, assets of several MIME types (one sharing its id
 * with an entry), tags, and a content type saved without a description.
 */
import { resolve } from 'node:path';
import { tempExport, type ExportJson, type TempExport } from './temp-export.ts';

const STARTER = resolve(import.meta.dirname, '../fixtures/starter-gatsby-blog-export.json');

/** The person entry every starter post links to as author; an asset gets the same id below. */
export const SHARED_ID = '15jwOBqpxqSAOy2eOO4S0m';
export const POSTS = {
  webhooks: '31TNnjHlfaGUoMOwU0M2og',
  hello: '3K9b0esdy0q0yGqgW2g6Ke',
  static: '2PtC9h1YqIA6kaUaIsWEQ0',
};
const CITIES = {
  london: { center: { lat: 51.508515, lon: -0.1254872 }, population: 8_900_000 },
  berlin: { center: { lat: 52.5200066, lon: 13.404954 }, population: 3_600_000 },
  paris: { center: { lat: 48.856614, lon: 2.3522219 }, population: 2_100_000 },
  sanFrancisco: { center: { lat: 37.7749295, lon: -122.4194155 }, population: 800_000 },
};

const sys = (id: string, type: string, extra: Record<string, unknown> = {}) => ({
  id,
  type,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-02T00:00:00.000Z',
  publishedAt: '2024-01-02T00:00:00.000Z',
  firstPublishedAt: '2024-01-01T00:00:00.000Z',
  publishedVersion: 2,
  publishedCounter: 1,
  ...extra,
});
const en = (value: unknown) => ({ 'en-US': value });
const link = (linkType: string, id: string) => ({ sys: { type: 'Link', linkType, id } });
const tag = (id: string) => ({ sys: { type: 'Link', linkType: 'Tag', id } });

function asset(id: string, fileName: string, contentType: string) {
  return {
    sys: sys(id, 'Asset'),
    fields: {
      title: en(fileName),
      file: en({ url: `//assets.ctfassets.net/x/${id}/${fileName}`, fileName, contentType }),
    },
  };
}

export function rulesExport(): TempExport {
  return tempExport(STARTER, (data: ExportJson) => {
    data.locales.push(
      { code: 'de-DE', name: 'German', default: false, fallbackCode: null },
      { code: 'de-AT', name: 'Austrian German', default: false, fallbackCode: 'de-DE' },
    );
    const byId = (id: string) => data.entries.find((e: ExportJson) => e.sys.id === id);
    byId(POSTS.hello).fields.title['de-DE'] = 'Hallo Welt';
    byId(POSTS.webhooks).metadata = { tags: [tag('featured'), tag('news')] };
    byId(POSTS.static).metadata = { tags: [tag('featured')] };
    data.contentTypes.push({
      sys: sys('city', 'ContentType'),
      name: 'City',
      displayField: 'name',
      fields: [
        { id: 'name', name: 'Name', type: 'Symbol' },
        { id: 'center', name: 'Center', type: 'Location' },
        { id: 'population', name: 'Population', type: 'Integer' },
        { id: 'guide', name: 'Guide', type: 'Link', linkType: 'Asset' },
      ],
    });
    for (const [id, city] of Object.entries(CITIES))
      data.entries.push({
        sys: sys(id, 'Entry', { contentType: link('ContentType', 'city') }),
        fields: {
          name: en(id),
          center: en(city.center),
          population: en(city.population),
          ...(id === 'london' ? { guide: en(link('Asset', SHARED_ID)) } : {}),
        },
      });
    data.assets.push(
      asset(SHARED_ID, 'guide.pdf', 'application/pdf'),
      asset('episode', 'episode.mp3', 'audio/mpeg'),
      asset('trailer', 'trailer.mp4', 'video/mp4'),
    );
  });
}
