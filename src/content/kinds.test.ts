/**
 * The worker's background refresh knows the article kinds from src/shared/article-lists.ts (it imports
 * no other page code); the kinds table here must name the same content types in the same order.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARTICLE_CONTENT_TYPES } from '../shared/article-lists.ts';
import { KINDS, KIND_ORDER } from './kinds.ts';

describe('the article kinds', () => {
  it('are the content types the worker refreshes, in the same order', () => {
    expect(KIND_ORDER.map((kind) => KINDS[kind].contentType)).toEqual(ARTICLE_CONTENT_TYPES);
  });

  // A mixed card draws its kind's badge from a static rule per kind: each must paint the shade the
  // kind names, which search results read from the same table.
  it('have a badge rule in the site sheet with the shade each names', () => {
    const sheet = readFileSync(resolve(import.meta.dirname, '../app/shell.css'), 'utf8');
    for (const key of KIND_ORDER) {
      const [palette, shade] = KINDS[key].badgeColor.split('.');
      expect(sheet).toContain(
        `.kind-badge[data-kind='${key}'] {\n  background: var(--mantine-color-${palette}-${shade});\n}`,
      );
    }
  });
});
