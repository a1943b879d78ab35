/**
 * The `_headers` file of a build (the format Netlify and Cloudflare Pages read): a path pattern on
 * its own line, then indented `Name: value` lines. The build writes it into the output folder; the
 * site server reads it back, so static hosts and our own server send the same headers.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineScriptHashes, policySources, siteSecurityHeaders } from './content-security-policy.ts';

export const HEADERS_FILE = '_headers';

export interface HeaderRule {
  /** An exact path, or a prefix ending in `*` (`/*` is every path). */
  path: string;
  headers: Record<string, string>;
}

export function renderHeadersFile(rules: HeaderRule[]): string {
  return rules
    .map(
      (rule) =>
        `${rule.path}\n${Object.entries(rule.headers)
          .map(([name, value]) => `  ${name}: ${value}\n`)
          .join('')}`,
    )
    .join('');
}

/** Throws on a line that is neither a path, a header of a path, a comment nor blank. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '' || line.trimStart().startsWith('#')) return;
    if (line.startsWith('/')) {
      rules.push({ path: line.trim(), headers: {} });
      return;
    }
    const header = /^\s+([!#$%&'*+.^_`|~0-9A-Za-z-]+):\s*(.*)$/.exec(line);
    const rule = rules[rules.length - 1];
    if (!header || !rule)
      throw new Error(`${HEADERS_FILE} line ${index + 1}: cannot read "${line}"`);
    rule.headers[header[1]] = header[2].trim();
  });
  return rules;
}

const matches = (pattern: string, path: string) =>
  pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;

/** The headers for a path: every matching rule in file order, later rules winning. */
export function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((r) => matches(r.path, path)).map((r) => r.headers));
}

/** Every HTML file of a build, relative to its folder. */
function htmlFiles(distDir: string): string[] {
  return readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  );
}

/**
 * Writes `<distDir>/_headers` for the build as it is now: the hashes of the inline scripts of all its
 * pages, the hosts from the VITE_* settings in env. Run after the client build and again after the
 * prerender step, which adds pages (and their inline scripts).
 */
export function writeHeadersFile(
  distDir: string,
  env: Record<string, string | boolean | undefined>,
): HeaderRule[] {
  const rules = headerRules(distDir, env);
  writeFileSync(join(distDir, HEADERS_FILE), renderHeadersFile(rules));
  return rules;
}

/**
 * The rules writeHeadersFile writes, without writing them (a rebuild writes only what differs).
 * `known` may answer a file's inline script hashes without reading it (a rebuild knows the ones of
 * the pages it left untouched); undefined means read the file.
 */
export function headerRules(
  distDir: string,
  env: Record<string, string | boolean | undefined>,
  known: (file: string) => readonly string[] | undefined = () => undefined,
): HeaderRule[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(distDir))
    for (const hash of known(file) ?? inlineScriptHashes(readFileSync(join(distDir, file), 'utf8')))
      hashes.add(hash);
  return [{ path: '/*', headers: siteSecurityHeaders([...hashes].sort(), policySources(env)) }];
}
