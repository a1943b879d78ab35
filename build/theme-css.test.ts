import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  MANTINE_PALETTES,
  SHADE_ONLY_PALETTES,
  SITE_PALETTES,
  THEME_CSS_PATH,
  VARIABLES_CSS_PATH,
  themeCss,
  variablesCss,
} from './theme-css.ts';

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

describe('the palettes the sheets keep', () => {
  const ROOT = resolve(import.meta.dirname, '..');
  const sources = (dir: string): string[] =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\./.test(f))
      .map((f) => readFileSync(join(dir, f), 'utf8'));

  it('hold every palette the code names', () => {
    const text = sources(join(ROOT, 'src')).join('\n');
    const named = MANTINE_PALETTES.filter((name) =>
      new RegExp(`['"\`]${name}(?:\\.\\d)?['"\`]`).test(text),
    );
    expect(named).toContain('violet');
    expect(named).toContain('teal');
    // Mantine's own surfaces and borders read these two whatever the code names.
    expect(SITE_PALETTES).toEqual(expect.arrayContaining(['dark', 'gray']));
    for (const name of named) expect(SITE_PALETTES).toContain(name);
    // A component given a bare palette name reads its variant colours, which these sheets drop.
    const namedBare = MANTINE_PALETTES.filter((name) =>
      new RegExp(`['"\`]${name}['"\`]`).test(text),
    );
    for (const name of SHADE_ONLY_PALETTES) {
      expect(named).toContain(name);
      expect(namedBare).not.toContain(name);
    }
    // A shade built on a name elsewhere (`${color}.3`) would hide a bare name from the check above.
    expect(text).not.toMatch(/\$\{[^}]*\}\.\d['"`]/);
  });

  // A property of a palette the sheets drop is invalid where it is read: a gradient naming one draws
  // no background at all.
  it('hold every palette whose properties the code and its sheets read', () => {
    const generated = [THEME_CSS_PATH, VARIABLES_CSS_PATH].map((path) => join(ROOT, path));
    const sheets = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.css'))
      .map((f) => join(ROOT, 'src', f))
      .filter((path) => !generated.includes(path))
      .map((path) => readFileSync(path, 'utf8'));
    const text = [...sources(join(ROOT, 'src')), ...sheets].join('\n');
    const read = MANTINE_PALETTES.filter((name) => text.includes(`--mantine-color-${name}-`));
    expect(read).toContain('pink');
    for (const name of read) expect(SITE_PALETTES).toContain(name);
  });

  it("is Mantine's default sheet less the unused palettes (run `npm run theme-css`)", () => {
    const written = readFileSync(join(ROOT, VARIABLES_CSS_PATH), 'utf8');
    expect(written).toBe(variablesCss());
    expect(written).not.toContain('--mantine-color-cyan-');
    expect(written).toContain('--mantine-color-pink-3');
    expect(written).not.toContain('--mantine-color-pink-filled');
    expect(written).toContain('--mantine-color-blue-filled');
  });
});
