import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_CSS_PATH, themeCss } from './theme-css.ts';

describe('the static theme sheet', () => {
  it('is what Mantine renders for the theme now (run `npm run theme-css` after changing it)', () => {
    const written = readFileSync(resolve(import.meta.dirname, '..', THEME_CSS_PATH), 'utf8');
    expect(written).toBe(themeCss());
  });

  it("carries the theme's own choices for both schemes", () => {
    const css = themeCss();
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-violet-filled)');
    expect(css).toMatch(
      /\[data-mantine-color-scheme="light"\][^{]*\{[^}]*--mantine-color-dimmed: var\(--mantine-color-gray-7\)/,
    );
    expect(css).toMatch(
      /\[data-mantine-color-scheme="dark"\][^{]*\{[^}]*--mantine-color-anchor: var\(--mantine-color-violet-3\)/,
    );
    expect(css).toContain('.mantine-hidden-from-sm');
  });
});
