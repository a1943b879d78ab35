import type { NewsletterDeps } from './deps.ts';
import { defaultLog } from './deps.ts';
import { normaliseEmail } from './email.ts';
import { guarded, HttpError, MESSAGES, clientIp, ok, readJsonBody } from './http.ts';
import { RateLimiter } from './rate-limit.ts';
import { releaseWelcome, subscribe } from './subscribers.ts';
import { welcomeLinks, welcomeMail } from './welcome-mail.ts';

function tooMany(retryAfterSeconds: number): HttpError {
  return new HttpError(429, MESSAGES.rateLimited, { 'retry-after': String(retryAfterSeconds) });
}

/**
 * POST {email}. The answer is the same `{ ok: true }` for a new, a returning and an already
 * subscribed address, so the endpoint cannot be used to learn who is on the list.
 */
export function createSubscribeHandler(deps: NewsletterDeps) {
  const log = deps.log ?? defaultLog;
  const byIp = new RateLimiter(deps.db, 'ip', deps.limits.perIp, deps.now);
  const byAddress = new RateLimiter(deps.db, 'address', deps.limits.perAddress, deps.now);

  return guarded(async (request) => {
    // Counted before parsing so malformed floods are throttled too.
    const ipDecision = await byIp.hit(clientIp(request));
    if (!ipDecision.allowed) throw tooMany(ipDecision.retryAfterSeconds);

    const body = await readJsonBody(request);
    const check = normaliseEmail(body.email);
    if (!check.ok) throw new HttpError(400, MESSAGES.invalidEmail);
    const addressDecision = await byAddress.hit(check.email);
    if (!addressDecision.allowed) throw tooMany(addressDecision.retryAfterSeconds);

    const outcome = await subscribe(deps.db, check.email);
    if (!outcome.welcome) return ok();
    const links = welcomeLinks(deps.siteUrl, deps.functionsUrl, check.email, outcome.contactId);
    try {
      await deps.mailer.send(
        welcomeMail({ from: deps.mailFrom, to: check.email, siteUrl: deps.siteUrl, links }),
      );
    } catch (error) {
      log('welcome mail failed', error);
      // The subscription itself is stored; failing to release only means no automatic resend.
      await releaseWelcome(deps.db, check.email, outcome.claim).catch((releaseError: unknown) =>
        log('releasing the welcome claim failed', releaseError),
      );
      throw new HttpError(502, MESSAGES.mailFailed);
    }
    return ok();
  }, log);
}
