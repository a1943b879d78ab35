/**
 * Talks to the `preview` function, the only way a preview tab reads content: the function holds the
 * Preview API token and checks the secret, so neither is in the bundle. Answers come back as the same
 * normalised data the published queries return, and failures as the QueryFailure the store shows.
 */
import { config, type FunctionsSettings } from '../../lib/config';
import { QueryFailure } from '../../content/errors';
import type { QueryErrorId } from '../../store/query-types';
import { markDraftFiles } from './mark-draft-files';

const PREVIEW_FUNCTION = 'preview';

const PREVIEW_NOT_CONFIGURED = 'Preview needs the site functions: VITE_FUNCTIONS_URL is not set.';
const UNREADABLE = 'The preview service sent an answer we could not read.';

export interface PreviewAnswer {
  status: number;
  /** The function's JSON body; null when the answer was not JSON. */
  body: { data?: unknown; ok?: boolean; error?: unknown; code?: unknown } | null;
}

export type PreviewQueryName = 'fetchList' | 'fetchEntry' | 'fetchPost' | 'fetchLatest';

/** One call of the function; a connection failure rejects (the caller decides what it means). */
export async function callPreview(
  secret: string,
  query?: { name: PreviewQueryName; args: unknown[] },
  settings: FunctionsSettings | null = config.functions,
): Promise<PreviewAnswer> {
  if (!settings) return { status: 503, body: { error: PREVIEW_NOT_CONFIGURED } };
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (settings.anonKey) {
    headers.authorization = `Bearer ${settings.anonKey}`;
    headers.apikey = settings.anonKey;
  }
  const response = await fetch(`${settings.url}/${PREVIEW_FUNCTION}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(query ? { secret, query } : { secret }),
    // Drafts must not land in the HTTP cache either.
    cache: 'no-store',
    credentials: 'omit',
  });
  let body: PreviewAnswer['body'] = null;
  try {
    body = (await response.json()) as PreviewAnswer['body'];
  } catch {
    // Not JSON (a proxy's error page): the status still tells what happened.
  }
  return { status: response.status, body: body && typeof body === 'object' ? body : null };
}

/** The message of a failed answer, never empty. */
export function previewMessage(answer: PreviewAnswer): string {
  const text = answer.body?.error;
  return typeof text === 'string' && text.trim() ? text : UNREADABLE;
}

function failureOf(answer: PreviewAnswer): QueryFailure {
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
  return new QueryFailure(id, answer.body ? message : undefined);
}

/** Runs one content query against the drafts; resolves with its data or rejects a QueryFailure. */
export async function previewQuery<T>(
  secret: string,
  name: PreviewQueryName,
  args: unknown[],
  settings: FunctionsSettings | null = config.functions,
): Promise<T> {
  let answer: PreviewAnswer;
  try {
    answer = await callPreview(secret, { name, args }, settings);
  } catch {
    throw new QueryFailure('Offline');
  }
  if (answer.status === 200 && answer.body && 'data' in answer.body)
    return markDraftFiles(answer.body.data as T);
  throw failureOf(answer);
}
