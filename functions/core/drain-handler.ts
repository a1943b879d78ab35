/**
 * The `drain` function: `POST` with `Authorization: Bearer <key>` runs the scheduled run (forgets
 * week-old unconfirmed addresses, sends every mail that is due, retries included) and answers
 * `{ok, sent, failed, forgotten}`. Where no process runs a drain loop (Supabase
 * Edge Functions), a scheduler calls it so a retry does not wait for the next subscribe. Only the
 * holder of the key may call it: anyone else could make us hammer a refusing relay.
 */
import type { NewsletterDeps } from './deps.ts';
import { defaultLog } from './deps.ts';
import { guarded, HttpError, jsonResponse, requirePost } from './http.ts';
import { sameSecret } from './same-secret.ts';
import { runScheduled } from './scheduled-run.ts';

export const DRAIN_MESSAGES = {
  unauthorized: 'This endpoint needs the service role key as a Bearer token.',
} as const;

export function createDrainHandler(deps: NewsletterDeps, key: string) {
  // An empty key would let an empty Bearer token in.
  if (!key) throw new Error('the drain function needs a non-empty key');
  return guarded(async (request) => {
    requirePost(request);
    const given = /^Bearer (.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
    if (!(await sameSecret(given, key))) {
      throw new HttpError(401, DRAIN_MESSAGES.unauthorized, { 'www-authenticate': 'Bearer' });
    }
    const result = await runScheduled(deps);
    return jsonResponse(200, { ok: true, ...result });
  }, deps.log ?? defaultLog);
}
