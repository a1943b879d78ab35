import type { NewsletterDeps } from './deps.ts';
import { defaultLog } from './deps.ts';
import { isContactId } from './contact-id.ts';
import { normaliseEmail } from './email.ts';
import { guarded, HttpError, MESSAGES, ok, readJsonBody } from './http.ts';
import { confirm } from './subscribers.ts';

/**
 * POST {email, contactId} from the site's /confirm page, which the welcome mail links to. The same
 * answer for every mismatch (unknown id, other address, unsubscribed, forgotten after a week), so
 * the endpoint says nothing about who is on the list.
 */
export function createConfirmHandler(deps: NewsletterDeps) {
  return guarded(async (request) => {
    const body = await readJsonBody(request);
    const invalid = () => new HttpError(400, MESSAGES.invalidConfirmLink);
    if (!isContactId(body.contactId)) throw invalid();
    let email: string | null = null;
    if (body.email !== undefined && body.email !== null && body.email !== '') {
      const check = normaliseEmail(body.email);
      if (!check.ok) throw invalid();
      email = check.email;
    }
    if (!(await confirm(deps.db, body.contactId, email))) throw invalid();
    return ok();
  }, deps.log ?? defaultLog);
}
