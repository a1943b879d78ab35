/**
 * Writes the archive's search index beside the pages: every published article (with its body) and
 * post the build collected becomes one document (search-index.ts builds the pieces).
 */
import type { Article, Post } from '../../src/content/types.ts';
import { articleDoc, postDoc, type SearchDoc } from '../../src/features/search/search-doc.ts';
import type { SiteContent } from './collect.ts';
import { buildSearchIndex, type SearchState } from './search-index.ts';

export { readSearchState, saveSearchState } from './search-index.ts';

export interface IndexWriter {
  /** Every piece is built again (the numbering of the last build is kept). */
  full: boolean;
  /** Writes a file of the site unless it already holds these bytes, and records it. */
  put: (file: string, text: string) => void;
  /** Whether a file the last build wrote is there as it wrote it. */
  intact: (file: string) => boolean;
  read: (file: string) => string;
  /** Records a file of the last build that stays. */
  keep: (file: string) => void;
  /** The articles and posts the last build collected, when its state holds them. */
  before?: { articles: readonly Article[]; posts: readonly Post[] };
}

/**
 * Every published article and post as a document. An entry the build reused from the last one (the
 * very object the last build collected, its data unchanged since) gets its body's plain text only
 * when the index reads it: an unchanged entry's words are already in the pieces.
 */
export function searchDocs(
  content: SiteContent,
  reused: (item: Article | Post) => boolean = () => false,
): { docs: SearchDoc[]; same: Set<string> } {
  const docs: SearchDoc[] = [];
  const same = new Set<string>();
  const add = (item: Article | Post) => {
    const isPost = item.contentType === 'post';
    if (!reused(item)) {
      const doc = isPost ? postDoc(item as Post) : articleDoc(item as Article);
      if (doc) docs.push(doc);
      return;
    }
    const doc = isPost
      ? postDoc({ ...(item as Post), content: null })
      : articleDoc({ ...(item as Article), body: null });
    if (!doc) return;
    let body: string | null = null;
    Object.defineProperty(doc, 'body', {
      enumerable: true,
      get: () => (body ??= (isPost ? postDoc(item as Post) : articleDoc(item as Article))!.body),
    });
    docs.push(doc);
    same.add(doc.id);
  };
  for (const kind of Object.values(content.kinds)) kind.articles.forEach(add);
  content.posts.forEach(add);
  return { docs, same };
}

/**
 * The last build's version of a document, by id (`{kind}:{slug}`): only the entries of that slug are
 * turned into documents, so a publish reads the plain text of the changed entries alone.
 */
function beforeDocs(
  before: IndexWriter['before'],
): ((id: string) => SearchDoc | undefined) | undefined {
  if (!before) return undefined;
  let bySlug: Map<string, (Article | Post)[]> | null = null;
  return (id) => {
    if (!bySlug) {
      bySlug = new Map();
      for (const item of [...before.articles, ...before.posts]) {
        const list = bySlug.get(item.slug) ?? [];
        list.push(item);
        bySlug.set(item.slug, list);
      }
    }
    const slug = id.slice(id.indexOf(':') + 1);
    for (const item of bySlug.get(slug) ?? []) {
      const doc = 'content' in item ? postDoc(item) : articleDoc(item);
      if (doc?.id === id) return doc;
    }
    return undefined;
  };
}

export function writeSearchIndex(
  content: SiteContent,
  prior: SearchState | null,
  writer: IndexWriter,
): SearchState {
  const last = new Set<Article | Post>(
    writer.before ? [...writer.before.articles, ...writer.before.posts] : [],
  );
  const { docs, same } = searchDocs(content, (item) => last.has(item));
  const built = buildSearchIndex({
    docs,
    same: (id) => same.has(id),
    prior,
    full: writer.full,
    intact: writer.intact,
    readPiece: writer.read,
    now: new Date().toISOString(),
    before: beforeDocs(writer.before),
  });
  for (const file of built.keep) writer.keep(file);
  for (const { file, text } of built.write) writer.put(file, text);
  return built.state;
}
