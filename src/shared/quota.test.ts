import { describe, expect, it } from 'vitest';
import { isQuotaError } from './quota.ts';

describe('isQuotaError', () => {
  it('recognises the quota errors browsers throw', () => {
    expect(isQuotaError(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(
      isQuotaError(Object.assign(new Error('full'), { name: 'NS_ERROR_DOM_QUOTA_REACHED' })),
    ).toBe(true);
    expect(isQuotaError({ name: 'NS_ERROR_DOM_QUOTA_REACHED' })).toBe(true);
    expect(isQuotaError({ name: 'Error', code: 22 })).toBe(true);
  });

  it('does not mistake other failures for quota errors', () => {
    expect(isQuotaError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isQuotaError(new DOMException('gone', 'NotFoundError'))).toBe(false);
    expect(isQuotaError(new Error('other'))).toBe(false);
    expect(isQuotaError('QuotaExceededError')).toBe(false);
    expect(isQuotaError(null)).toBe(false);
  });
});
