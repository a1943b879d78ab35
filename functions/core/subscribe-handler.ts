import type { NewsletterDeps } from './deps.ts';
import { defaultLog } from './deps.ts';
import { normaliseEmail } from './email.ts';
import { guarded, HttpError, MESSAGES, clientIp, ok, readJsonBody } from './http.ts';
import { RateLimiter } from './rate-limit.ts';
import { subscribe } from './subscribers.ts';

function tooMany(retryAfterSeconds: number): HttpError {
  return new HttpError(429, MESSAGES.rateLimited, { 'retry-after': String(retryAfterSeconds) });
}

/**
 * POST {email}. The answer is the same `{ ok: true }` for a new, a returning and an already
 * subscribed address, so the endpoint cannot be used to learn who is on the list. The welcome
 * goes into the mail queue in the same statement and is sent after the answer, so neither the
 * answer's time nor its status depends on whether the address was known or the relay is up.
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

    await subscribe(deps.db, check.email);
    await deps.checkpoint?.('queued');
    deps.afterSubscribe?.();
    return ok();
  }, log);
}
