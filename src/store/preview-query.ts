/**
 * A content query of a preview tab, run by the `preview` function against the drafts. The function
 * answers with the same normalised data the published queries return; a failed answer becomes the
 * QueryError the store shows, classed by whether a retry can help.
 */
import {
  queryError,
  type QueryError,
  type QueryErrorId,
  type QueryOutcome,
} from '../content/query-error.ts';
import { config, type FunctionsSettings } from '../lib/config.ts';
import { markDraftFiles } from '../lib/mark-draft-files.ts';
import {
  callPreview,
  previewMessage,
  type PreviewAnswer,
  type PreviewQueryName,
} from '../lib/preview-client.ts';

function errorOf(answer: PreviewAnswer): QueryError {
  const message = previewMessage(answer);
  const { status } = answer;
  // A refused secret or preview switched off will not change on a retry: fail at once, say why.
  const id: QueryErrorId =
    status === 401 || status === 403 || status === 503
      ? 'NotConfigured'
      : status === 404
        ? 'NotFound'
        : status === 429
          ? 'RateLimited'
          : status >= 500
            ? 'ServerError'
            : 'BadResponse';
  return queryError(id, answer.body ? message : undefined);
}

/** Runs one content query against the drafts; answers with its data or its QueryError. */
export async function previewQuery<T>(
  secret: string,
  name: PreviewQueryName,
  args: unknown[],
  settings: FunctionsSettings | null = config.functions,
): Promise<QueryOutcome<T>> {
  let answer: PreviewAnswer;
  try {
    answer = await callPreview(secret, { name, args }, settings);
  } catch {
    return { ok: false, error: queryError('Offline') };
  }
  // Draft file URLs are marked so the service worker never caches them.
  if (answer.status === 200 && answer.body && 'data' in answer.body)
    return { ok: true, value: markDraftFiles(answer.body.data as T) };
  return { ok: false, error: errorOf(answer) };
}
