/**
 * src/app/styles.ts imports Mantine's CSS per component. This test walks what the app really uses:
 * every name imported from @mantine/core in src (and by @mantine/notifications), followed through
 * Mantine's own ESM files to each CSS module they pull in (Button → UnstyledButton, Loader…), and
 * fails when styles.ts misses one, so a component added later never renders unstyled.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const CORE = join(ROOT, 'node_modules/@mantine/core/esm');
const STYLES = join(ROOT, 'node_modules/@mantine/core/styles');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(name) && !/\.test\./.test(name) ? [path] : [];
  });
}

/** Names imported from @mantine/core (value imports only) across the given files. */
function coreImports(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/import\s*\{([^}]+)\}\s*from\s*['"]@mantine\/core['"]/g))
      for (const part of m[1].split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0];
        if (name && !name.startsWith('type ')) names.add(name);
      }
  }
  return names;
}

/** Export name → ESM file, from @mantine/core's index. */
function exportFiles(): Map<string, string> {
  const map = new Map<string, string>();
  const index = readFileSync(join(CORE, 'index.mjs'), 'utf8');
  for (const m of index.matchAll(/import\s*\{([^}]+)\}\s*from\s*"([^"]+)"/g))
    for (const part of m[1].split(',')) {
      const [name, alias] = part.trim().split(/\s+as\s+/);
      map.set((alias ?? name).trim(), join(CORE, m[2]));
    }
  return map;
}

/** CSS module names reachable from the given entry files through relative imports. */
function cssModules(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const found = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(/from\s*"(\.[^"]+)"/g)) {
      const target = resolve(dirname(file), m[1]);
      const css = /\/([^/]+)\.module\.mjs$/.exec(target);
      if (css) found.add(css[1]);
      else walk(target);
    }
  };
  entries.forEach(walk);
  return found;
}

const imported = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/import\s+'@mantine\/core\/styles\/([^']+)\.css'/g)].map(
    (m) => m[1],
  );

describe('Mantine styles per component', () => {
  const files = [
    ...sourceFiles(join(ROOT, 'src')),
    ...sourceFiles(join(ROOT, 'node_modules/@mantine/notifications/esm')),
  ];
  const exports = exportFiles();
  const names = coreImports(files);
  const needed = cssModules([...names].flatMap((n) => (exports.has(n) ? [exports.get(n)!] : [])));
  const listed = imported(join(ROOT, 'src/app/styles.ts'));
  // The lazily loaded toast host brings the styles of what only it renders.
  const hostListed = imported(join(ROOT, 'src/app/notifications-host.ts'));

  it('finds the components the app uses', () => {
    expect(names.has('Button')).toBe(true);
    expect(needed.has('UnstyledButton')).toBe(true); // reached only through Button
    expect(needed.has('Notification')).toBe(true); // reached only through @mantine/notifications
  });

  it('styles.ts imports the CSS of every one of them, globals first', () => {
    const missing = [...needed].filter(
      (name) =>
        existsSync(join(STYLES, `${name}.css`)) &&
        !listed.includes(name) &&
        !hostListed.includes(name),
    );
    expect(missing).toEqual([]);
    expect(hostListed).toEqual(['Notification']);
    // Mantine's default custom properties come from our copy less the unused palettes
    // (build/theme-css.ts), between the baseline and the global rules.
    expect(listed.slice(0, 2)).toEqual(['baseline', 'global']);
    const styles = readFileSync(join(ROOT, 'src/app/styles.ts'), 'utf8');
    const at = (spec: string) => styles.indexOf(`import '${spec}';`);
    expect(at('./mantine-variables.css')).toBeGreaterThan(at('@mantine/core/styles/baseline.css'));
    expect(at('./mantine-variables.css')).toBeLessThan(at('@mantine/core/styles/global.css'));
  });

  it('the app imports styles.ts instead of the whole sheet', () => {
    const app = readFileSync(join(ROOT, 'src/app/app.tsx'), 'utf8');
    expect(app).toMatch(/import '\.\/styles';/);
    const whole = files.filter(
      (f) =>
        f.startsWith(join(ROOT, 'src')) &&
        readFileSync(f, 'utf8').includes("'@mantine/core/styles.css'"),
    );
    expect(whole).toEqual([]);
  });
});
