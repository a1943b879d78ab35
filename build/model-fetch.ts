/**
 * Reads a space's content types from the CDA's `/content_types`, turning every way that can fail into
 * one line that names its cause: an unreachable host, a refused token, an unknown space or
 * environment, or an answer that is not a content type list.
 */
import type { ContentfulSettings } from '../src/lib/config.ts';

/** Thrown with one visitor-readable line per problem; callers print `lines` and exit non-zero. */
export class ModelCheckError extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
    this.name = 'ModelCheckError';
  }
}

/** A content type as the CDA delivers it: only what the comparison reads. */
export interface DeliveredContentType {
  sys: { id: string };
  fields: DeliveredField[];
}

export interface DeliveredField {
  id: string;
  type?: string;
  linkType?: string;
  omitted?: boolean;
  items?: { type?: string; linkType?: string };
}

/** Long enough for a slow real space; short enough that a dead host does not stall the build. */
const TIMEOUT_MS = 15_000;
/** 429s and 5xx are passing states (rate limits, fault injection on the local cloud): ask again. */
const ATTEMPTS = 4;
const RETRY_WAIT_MS = 500;

const fail = (line: string): never => {
  throw new ModelCheckError([line]);
};

function origin(settings: ContentfulSettings): string {
  return `${settings.insecure ? 'http' : 'https'}://${settings.host}`;
}

/** The cause of a failed fetch: undici wraps the system error (ECONNREFUSED, ENOTFOUND…) as `cause`. */
function networkCause(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError')
    return `no answer within ${TIMEOUT_MS / 1000} s`;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

function refusal(status: number, settings: ContentfulSettings, host: string): string {
  const space = `space ${settings.space}`;
  if (status === 401)
    return (
      `The content service at ${host} refused the access token for ${space} (HTTP 401): ` +
      'set VITE_CONTENTFUL_ACCESS_TOKEN to a Content Delivery API token of that space.'
    );
  if (status === 404)
    return (
      `The content service at ${host} knows no ${space} with environment ` +
      `"${settings.environment}" (HTTP 404): check VITE_CONTENTFUL_SPACE_ID and VITE_CONTENTFUL_ENVIRONMENT.`
    );
  return `The content service at ${host} answered HTTP ${status} when asked for the content types: try again later.`;
}

const isList = (body: unknown): body is { items: DeliveredContentType[] } =>
  typeof body === 'object' &&
  body !== null &&
  Array.isArray((body as { items?: unknown }).items) &&
  (body as { items: unknown[] }).items.every(
    (ct) =>
      typeof (ct as DeliveredContentType)?.sys?.id === 'string' &&
      Array.isArray((ct as DeliveredContentType).fields),
  );

export async function fetchContentTypes(
  settings: ContentfulSettings,
): Promise<DeliveredContentType[]> {
  const host = origin(settings);
  const url =
    `${host}/spaces/${encodeURIComponent(settings.space)}` +
    `/environments/${encodeURIComponent(settings.environment)}/content_types?limit=1000`;
  for (let attempt = 1; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { authorization: `Bearer ${settings.accessToken}` },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      return fail(
        `Cannot reach the content service at ${host} (${networkCause(error)}): ` +
          'check VITE_CONTENTFUL_HOST and the network.',
      );
    }
    const retry = response.status === 429 || response.status >= 500;
    if (retry && attempt < ATTEMPTS) {
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, RETRY_WAIT_MS * attempt));
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      return fail(refusal(response.status, settings, host));
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!isList(body))
      return fail(
        `The content service at ${host} answered /content_types with something that is not a ` +
          'content type list: check VITE_CONTENTFUL_HOST.',
      );
    return body.items;
  }
}
