/**
 * Errors in the Content Delivery API's own shape, so the SDK (and anything that inspects
 * `sys.id`) reacts exactly as it would against Contentful. Wording and detail shapes follow
 * responses recorded from cdn.contentful.com (tests/fixtures/cda-recordings/README.md).
 */
import { randomUUID } from 'node:crypto';

export interface CdaErrorBody {
  sys: { type: 'Error'; id: string };
  message: string;
  details?: unknown;
  requestId: string;
}

export class CdaError extends Error {
  constructor(
    readonly status: number,
    readonly id: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }

  body(requestId: string): CdaErrorBody {
    const body: CdaErrorBody = {
      sys: { type: 'Error', id: this.id },
      message: this.message,
      requestId,
    };
    if (this.details !== undefined) body.details = this.details;
    return body;
  }
}

export function newRequestId(): string {
  return randomUUID().replace(/-/g, '');
}

/**
 * 404 NotFound. A missing item names itself with its environment and space, as Contentful's
 * answers do (`details: { type, id, environment, space }`, quoted in contentful/contentful-management.js
 * bug #1704); an unknown space has `details: { sys: { type: 'Space' } }` (contentful/contentful.net
 * Contentful.Core.Tests/JsonFiles/ErrorSpaceNotFound.json); an unknown path has no details.
 */
export const notFound = (details?: Record<string, unknown>): CdaError =>
  new CdaError(404, 'NotFound', 'The resource could not be found.', details);

export const spaceNotFound = (): CdaError => notFound({ sys: { type: 'Space' } });

/** One entry of `details.errors`: `path` names the parameter as a list of its dotted parts. */
export interface QueryProblem {
  name: string;
  path?: string[];
  value?: unknown;
  details?: string;
}

export const invalidQuery = (...errors: QueryProblem[]): CdaError =>
  new CdaError(
    400,
    'InvalidQuery',
    'The query you sent was invalid. Probably a filter or ordering specification is not applicable to the type of a field.',
    { errors },
  );

export const badRequest = (message: string): CdaError => new CdaError(400, 'BadRequest', message);

/** Any `fields.*` filter, order or select on /entries without `content_type`. */
export const contentTypeRequired = (): CdaError =>
  badRequest(
    'A Content Type ID is required. When querying for Entries and involving fields you need to limit your query to a specific Content Type. Please send a Content Type ID (not the name) as the URI query parameter "content_type"',
  );

export const accessTokenInvalid = (): CdaError =>
  new CdaError(
    401,
    'AccessTokenInvalid',
    'The access token you sent could not be found or is invalid.',
  );
