import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-url';

describe('safeHref', () => {
  it.each([
    ['https://example.org/a?b#c', 'https://example.org/a?b#c'],
    ['http://example.org', 'http://example.org'],
    ['HTTPS://EXAMPLE.ORG', 'HTTPS://EXAMPLE.ORG'],
    ['mailto:editor@example.org', 'mailto:editor@example.org'],
    ['/news/first-contact', '/news/first-contact'],
    ['news/first-contact', 'news/first-contact'],
    ['#section', '#section'],
    ['?q=1', '?q=1'],
    ['//cdn.example/x.png', '//cdn.example/x.png'],
    ['./a:b', './a:b'],
  ])('keeps %s', (input, expected) => {
    expect(safeHref(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\u0000javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'javascript\u200b:alert(1)',
    '\ufeffjavascript:alert(1)',
    'jav\u00a0ascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'DATA:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.org',
    'blob:https://example.org/uuid',
    'foo:bar',
    '',
    '   ',
  ])('refuses %j', (input) => {
    expect(safeHref(input)).toBeNull();
  });

  it('refuses non-strings', () => {
    expect(safeHref(undefined)).toBeNull();
    expect(safeHref(null)).toBeNull();
    expect(safeHref({ toString: () => 'https://x' })).toBeNull();
  });
});
