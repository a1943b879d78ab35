/**
 * Storage can run out at any write, in Cache Storage and IndexedDB alike; the page and the worker both
 * tell a full disk apart from other failures with this one test.
 */

/** Chromium/WebKit name it QuotaExceededError (legacy code 22); old Firefox NS_ERROR_DOM_QUOTA_REACHED. */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22;
}
