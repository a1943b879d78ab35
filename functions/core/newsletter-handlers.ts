/**
 * The newsletter's owner-facing functions:
 * - `publish`: Contentful's publish webhook calls it. The body is never trusted or parsed: the
 *   function asks the Delivery API what was published, so a forged, replayed, duplicated or
 *   out-of-order call can at worst make it look again. Admission: the `x-newsletter-secret`
 *   header must equal NEWSLETTER_WEBHOOK_SECRET (a secret header set in the webhook's settings).
 * - `mail-events`: the mail provider's bounce/complaint webhook, `POST {email, event, reason?}`
 *   with the same header; it turns mail off for that address and keeps the reason.
 * - `newsletter-preview`: `POST {secret}` with the editors' preview secret; answers the next
 *   issue's HTML as it will be sent (to a sample address) and its plain text.
 */
import type { NewsletterDeps } from './deps.ts';
import { defaultLog } from './deps.ts';
import { normaliseEmail } from './email.ts';
import { guarded, HttpError, jsonResponse, readJsonBody, requirePost } from './http.ts';
import { issueHtml, issueSubject, issueText } from './issue-mail.ts';
import { planIssues, stopMail, unsentArticles } from './issues.ts';
import { sameSecret } from './same-secret.ts';
import { welcomeLinks } from './welcome-mail.ts';

export const WEBHOOK_SECRET_HEADER = 'x-newsletter-secret';

export const NEWSLETTER_MESSAGES = {
  notConfigured: 'This webhook is not configured: set NEWSLETTER_WEBHOOK_SECRET.',
  wrongSecret: `This webhook needs the ${WEBHOOK_SECRET_HEADER} header with the owner's secret.`,
  badEvent: 'Send {"email": "...", "event": "bounce" | "complaint", "reason": "..."}.',
  previewOff: 'Preview is not enabled on this site.',
  wrongPreviewSecret: 'The preview secret is wrong.',
} as const;

async function requireWebhookSecret(request: Request, secret: string | undefined): Promise<void> {
  requirePost(request);
  if (!secret) throw new HttpError(503, NEWSLETTER_MESSAGES.notConfigured);
  const given = request.headers.get(WEBHOOK_SECRET_HEADER) ?? '';
  if (!(await sameSecret(given, secret))) throw new HttpError(401, NEWSLETTER_MESSAGES.wrongSecret);
}

export function createPublishHandler(
  deps: NewsletterDeps,
  secret: string | undefined,
  afterPublish?: () => void,
) {
  return guarded(async (request) => {
    await requireWebhookSecret(request, secret);
    // Contentful sends the whole entry; what to send is asked of the Delivery API instead.
    await request.body?.cancel().catch(() => undefined);
    const planned = await planIssues(deps);
    afterPublish?.();
    return jsonResponse(200, { ok: true, planned: planned.length });
  }, deps.log ?? defaultLog);
}

export function createMailEventsHandler(deps: NewsletterDeps, secret: string | undefined) {
  return guarded(async (request) => {
    await requireWebhookSecret(request, secret);
    const body = await readJsonBody(request);
    const check = normaliseEmail(body.email);
    const event = body.event;
    if (!check.ok || (event !== 'bounce' && event !== 'complaint')) {
      throw new HttpError(400, NEWSLETTER_MESSAGES.badEvent);
    }
    const reason = typeof body.reason === 'string' && body.reason.trim() ? body.reason.trim() : '';
    // Unknown addresses get the same answer: the provider learns nothing about the list.
    await stopMail(deps.db, check.email, reason ? `${event}: ${reason}` : event);
    return jsonResponse(200, { ok: true });
  }, deps.log ?? defaultLog);
}

export function createIssuePreviewHandler(deps: NewsletterDeps, previewSecret: string | undefined) {
  return guarded(async (request) => {
    const body = await readJsonBody(request);
    if (!previewSecret) throw new HttpError(404, NEWSLETTER_MESSAGES.previewOff);
    const given = typeof body.secret === 'string' ? body.secret : '';
    if (!(await sameSecret(given, previewSecret))) {
      throw new HttpError(401, NEWSLETTER_MESSAGES.wrongPreviewSecret);
    }
    const articles = await unsentArticles(deps);
    const input = {
      from: deps.mailFrom,
      to: 'reader@example.com',
      contactId: '0'.repeat(32),
      siteUrl: deps.siteUrl,
      functionsUrl: deps.functionsUrl,
      articles,
    };
    const links = welcomeLinks(deps.siteUrl, deps.functionsUrl, input.to, input.contactId);
    return jsonResponse(
      200,
      articles.length === 0
        ? { ok: true, articles: 0 }
        : {
            ok: true,
            articles: articles.length,
            subject: issueSubject(articles),
            html: issueHtml(input, links.unsubscribePage),
            text: issueText(input, links.unsubscribePage),
          },
      { 'cache-control': 'no-store' },
    );
  }, deps.log ?? defaultLog);
}
