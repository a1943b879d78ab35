import { describe, expect, it } from 'vitest';
import { hasUnsubscribeTarget, parseUnsubscribeParams } from './parse-params';

describe('parseUnsubscribeParams', () => {
  it('reads email and contactId, with or without the leading ?', () => {
    expect(parseUnsubscribeParams('?email=a%40b.c&contactId=42')).toEqual({
      email: 'a@b.c',
      contactId: '42',
    });
    expect(parseUnsubscribeParams('email=x@y.z')).toEqual({ email: 'x@y.z', contactId: '' });
  });

  it('takes the first non-empty value of a repeated parameter', () => {
    expect(parseUnsubscribeParams('?email=&email=%20&email=second@x.y&email=third@x.y').email).toBe(
      'second@x.y',
    );
  });

  it('caps huge values and strips control characters', () => {
    const huge = 'a'.repeat(100_000);
    const parsed = parseUnsubscribeParams(`?email=${huge}@x.y&contactId=${huge}`);
    expect(parsed.email.length).toBe(320);
    expect(parsed.contactId.length).toBe(200);
    expect(parseUnsubscribeParams('?email=a%00%0A%1Fb@c.d').email).toBe('ab@c.d');
  });

  it('survives malformed percent escapes', () => {
    expect(() => parseUnsubscribeParams('?email=%E0%A4%A&contactId=%')).not.toThrow();
  });

  it('needs at least one of the two parameters', () => {
    expect(hasUnsubscribeTarget(parseUnsubscribeParams(''))).toBe(false);
    expect(hasUnsubscribeTarget(parseUnsubscribeParams('?email=&contactId=%20'))).toBe(false);
    expect(hasUnsubscribeTarget(parseUnsubscribeParams('?contactId=7'))).toBe(true);
  });
});
