/**
 * Where the store's queries get content: the published queries, or in a preview tab the preview
 * function (drafts). Decided on every call, so a query never mixes the two; a preview tab also never
 * reads back from or writes to the device store (restore.ts), which keeps drafts out of everything saved
 * offline. Either way the answer is a QueryOutcome.
 */
import {
  runQuery,
  type QueryArgs,
  type QueryName,
  type QueryOutcome,
  type QueryValue,
} from '../content/worker-queries';
import { previewSecret } from '../lib/preview-mode.ts';
import { previewQuery } from './preview-query.ts';

/**
 * The queries a preview tab can run through the preview function (search and what it asks, the
 * numbered list pages and the build's own queries only ever read published content).
 */
type PreviewableName = Exclude<
  QueryName,
  | 'fetchPostSlugs'
  | 'searchContent'
  | 'fetchTitles'
  | 'fetchListPage'
  | 'fetchListTotal'
  | 'fetchTagged'
  | 'fetchRefs'
  | 'fetchArticlesPage'
  | 'fetchPostsPage'
>;

export function runContentQuery<K extends PreviewableName>(
  name: K,
  args: QueryArgs<K>,
): Promise<QueryOutcome<QueryValue<K>>> {
  const secret = previewSecret();
  return secret ? previewQuery<QueryValue<K>>(secret, name, args) : runQuery(name, args);
}
