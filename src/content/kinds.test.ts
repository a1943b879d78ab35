/**
 * The worker's background refresh knows the article kinds from src/shared/article-lists.ts (it imports
 * no other page code); the kinds table here must name the same content types in the same order.
 */
import { describe, expect, it } from 'vitest';
import { ARTICLE_CONTENT_TYPES } from '../shared/article-lists.ts';
import { KINDS, KIND_ORDER } from './kinds.ts';

describe('the article kinds', () => {
  it('are the content types the worker refreshes, in the same order', () => {
    expect(KIND_ORDER.map((kind) => KINDS[kind].contentType)).toEqual(ARTICLE_CONTENT_TYPES);
  });
});
