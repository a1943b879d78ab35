/**
 * What server/prerender uses from the SSR bundle of src/entry-server.tsx. Declared here rather than
 * imported, so the Node-side type check does not pull the browser sources in; the shapes mirror
 * src/content/types.ts (only the fields the build reads).
 */

export type KindKey = 'discussions' | 'news' | 'recommendations' | 'reviews' | 'fiction';

export interface Image {
  url: string;
  width?: number;
  height?: number;
}

export interface Summary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  publishDate: string | null;
  image: Image | null;
  tags: string[];
}

export interface Article extends Summary {
  kind: KindKey;
  body: unknown;
  seoTitle: string;
  seoDescription: string;
  updatedAt: string | null;
}

export interface Post {
  id: string;
  slug: string;
  title: string;
  author: string;
  publishDate: string | null;
  content: unknown;
  image: Image | null;
  excerpt: string;
  updatedAt: string | null;
}

export interface Seed {
  key: string;
  data: unknown;
  fetchedAt: number;
}

export interface PrerenderPayload {
  path: string;
  searchSensitive?: boolean;
  seeds: Seed[];
}

export interface ServerEntry {
  fetchList(kind: KindKey, limit?: number): Promise<Summary[]>;
  fetchEntry(kind: KindKey, slug: string): Promise<Article>;
  fetchPost(slug: string): Promise<Post>;
  fetchPostSlugs(limit?: number): Promise<{ id: string; slug: string }[]>;
  fetchLatest(count?: number): Promise<Summary[]>;
  KINDS: Record<KindKey, { path: string; listTitle: string; contentType: string }>;
  KIND_ORDER: KindKey[];
  POST_TEXTS: { path: string; contentType: string };
  HOME_LIMIT: number;
  DEFAULT_LIST_LIMIT: number;
  listKey(kind: KindKey, limit: number): string;
  entryKey(kind: KindKey, slug: string): string;
  postKey(slug: string): string;
  latestKey(count: number): string;
  PRERENDER_DATA_ID: string;
  serialisePrerenderData(data: PrerenderPayload): string;
  seedStore(seeds: Seed[]): void;
  renderPage(path: string, seeds: Seed[]): Promise<string>;
  renderRichText(document: unknown): string;
}
