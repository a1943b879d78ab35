import type { NewsletterDeps } from './deps.ts';
import { defaultLog } from './deps.ts';
import { isContactId } from './contact-id.ts';
import { normaliseEmail } from './email.ts';
import {
  guarded,
  HttpError,
  MESSAGES,
  ok,
  readBodyText,
  readJsonBody,
  requirePost,
} from './http.ts';
import { unsubscribe } from './subscribers.ts';

/** One message for every mismatch, so nobody learns whether an address or id exists. */
const invalidLink = () => new HttpError(400, MESSAGES.invalidLink);

async function unsubscribeOrThrow(deps: NewsletterDeps, email: unknown, contactId: unknown) {
  if (!isContactId(contactId)) throw invalidLink();
  let normalised: string | null = null;
  if (email !== undefined && email !== null && email !== '') {
    const check = normaliseEmail(email);
    if (!check.ok) throw invalidLink();
    normalised = check.email;
  }
  if (!(await unsubscribe(deps.db, contactId, normalised))) throw invalidLink();
}

/** POST {email, contactId} from the site's /unsubscribe page. */
export function createUnsubscribeHandler(deps: NewsletterDeps) {
  return guarded(async (request) => {
    const body = await readJsonBody(request);
    await unsubscribeOrThrow(deps, body.email, body.contactId);
    return ok();
  }, deps.log ?? defaultLog);
}

/**
 * RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` (form-encoded) to the URL
 * from the List-Unsubscribe header, without our API key, so the parameters ride in the query.
 */
export function createOneClickHandler(deps: NewsletterDeps) {
  return guarded(async (request) => {
    requirePost(request);
    // Read (and cap) the body even though the query carries the data, to honour the size rule.
    await readBodyText(request);
    const params = new URL(request.url).searchParams;
    await unsubscribeOrThrow(deps, params.get('email'), params.get('contactId'));
    return ok();
  }, deps.log ?? defaultLog);
}
