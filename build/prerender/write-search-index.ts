/**
 * Writes the archive's search index beside the pages: every published article (with its body) and
 * post the build collected becomes one document (search-index.ts builds the pieces).
 */
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
}

export function searchDocs(content: SiteContent): SearchDoc[] {
  const docs = [
    ...Object.values(content.kinds).flatMap((kind) => kind.articles.map(articleDoc)),
    ...content.posts.map(postDoc),
  ];
  return docs.filter((doc): doc is SearchDoc => doc !== null);
}

export function writeSearchIndex(
  content: SiteContent,
  prior: SearchState | null,
  writer: IndexWriter,
): SearchState {
  const built = buildSearchIndex({
    docs: searchDocs(content),
    prior,
    full: writer.full,
    intact: writer.intact,
    readPiece: writer.read,
    now: new Date().toISOString(),
  });
  for (const file of built.keep) writer.keep(file);
  for (const { file, text } of built.write) writer.put(file, text);
  return built.state;
}
