import { describe, expect, it } from 'vitest';
import { safePreviewPath } from './safe-path';

describe('safePreviewPath', () => {
  it.each([
    ['/reviews/a-draft-review', '/reviews/a-draft-review'],
    ['/posts/x?tab=1#top', '/posts/x?tab=1#top'],
    ['/reviews/caf%C3%A9', '/reviews/caf%C3%A9'],
    ['  /news/a  ', '/news/a'],
    ['/a/../reviews/b', '/reviews/b'],
    ['', '/'],
    [null, '/'],
  ])('keeps the same-site path %j as %j', (raw, expected) => {
    expect(safePreviewPath(raw)).toBe(expected);
  });

  it.each([
    '//evil.example/reviews/x',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/reviews/x',
    'http:/evil.example',
    'javascript:alert(1)',
    'reviews/x',
    '/reviews/x\\..\\y',
    '/\tevil',
    '/reviews/\nx',
    '/preview?secret=a&path=/preview',
    '/preview/',
  ])('refuses %j', (raw) => {
    expect(safePreviewPath(raw)).toBeNull();
  });
});
