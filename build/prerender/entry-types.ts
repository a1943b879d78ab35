/**
 * What build/prerender uses from the SSR bundle of src/entry-server.tsx. The content shapes and the
 * route table's build-side view are the app's own types (type-only imports, no page code); only the
 * list of what the bundle exports is declared here.
 */
import type { RouteSpec } from '../../src/app/route-types.ts';
import type { KindKey, KindSpec } from '../../src/content/kinds.ts';
import type {
  Article,
  ArticleSummary,
  Post,
  PostRef,
  RichDocument,
} from '../../src/content/types.ts';
import type { ListPageValue } from '../../src/content/paging.ts';
import type { PrerenderData, PrerenderSeed } from '../../src/prerender-data.ts';

export interface ServerEntry {
  fetchList(kind: KindKey, limit?: number): Promise<ArticleSummary[]>;
  fetchListPage(kind: KindKey, page: number): Promise<ListPageValue>;
  fetchListTotal(kind: KindKey): Promise<number>;
  fetchEntry(kind: KindKey, slug: string): Promise<Article>;
  fetchPost(slug: string): Promise<Post>;
  fetchPostSlugs(limit?: number): Promise<PostRef[]>;
  fetchRefs(contentType: string, limit: number, skip?: number): Promise<PostRef[]>;
  fetchArticlesPage(kind: KindKey, limit: number, skip?: number): Promise<Article[]>;
  fetchPostsPage(limit: number, skip?: number): Promise<Post[]>;
  fetchLatest(count?: number): Promise<ArticleSummary[]>;
  KINDS: Record<KindKey, KindSpec>;
  KIND_ORDER: readonly KindKey[];
  POST_TEXTS: { contentType: string };
  HOME_LIMIT: number;
  /** Entries on one numbered page of a list. */
  PAGE_SIZE: number;
  /** The app's route table: what to prerender and which feeds to write. */
  ROUTES: readonly RouteSpec[];
  PRERENDER_DATA_ID: string;
  serialisePrerenderData(data: PrerenderData): string;
  seedStore(seeds: PrerenderSeed[]): void;
  renderPage(path: string, seeds: PrerenderSeed[]): Promise<string>;
  renderRichText(document: RichDocument): string;
}
