/**
 * `npm run house`: the figures of the code's structure that docs/architecture.md quotes, printed from the
 * tree as it stands, so a restructuring can be compared before and after on any commit
 * (`git stash`/`git worktree` the earlier one and run this there).
 *
 *   - files and lines per top folder, source and tests apart (tests: `*.test.ts(x)`, `*.spec.ts`, `tests/`);
 *   - imports from one feature folder into another (`src/features/<a>` → `src/features/<b>`), and the
 *     cycles between feature folders;
 *   - how the page persists what it keeps: the modules that open an IndexedDB database through `kv.ts`,
 *     and those that persist a zustand store;
 *   - the files an article page pulls in: the import closure of the article route's page module.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildImportGraph, findCycles, sourceFiles } from '../tests/unit/import-graph.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Every top folder of code, those of the layout before the split by program (server/) included. */
const TOP = [
  'src',
  'sw',
  'build',
  'local-cloud',
  'server',
  'functions',
  'bench',
  'scripts',
  'supabase',
  'demo-content',
  'tests',
].filter((top) => existsSync(path.join(ROOT, top)));
const ARTICLE_PAGE = 'src/features/articles/detail-page.tsx';

const rel = (file: string) => path.relative(ROOT, file);
const isTest = (file: string) =>
  /\.(test|spec)\.tsx?$/.test(file) || rel(file).startsWith('tests/');
const linesOf = (file: string) => readFileSync(file, 'utf8').split('\n').length;

function folderTable(): string[] {
  const rows = [
    '| folder | source files | source lines | test files | test lines |',
    '|---|---|---|---|---|',
  ];
  for (const top of TOP) {
    const files = sourceFiles([path.join(ROOT, top)]);
    const source = files.filter((f) => !isTest(f));
    const tests = files.filter(isTest);
    const sum = (list: string[]) => list.reduce((n, f) => n + linesOf(f), 0);
    rows.push(
      `| \`${top}/\` | ${source.length} | ${sum(source)} | ${tests.length} | ${sum(tests)} |`,
    );
  }
  return rows;
}

function featureOf(file: string): string | null {
  const match = /^src\/features\/([^/]+)\//.exec(rel(file));
  return match ? match[1] : null;
}

function featureEdges(): { edges: string[]; cycles: string[] } {
  const files = sourceFiles([path.join(ROOT, 'src')]).filter((f) => !isTest(f));
  const graph = buildImportGraph(files);
  const edges = new Set<string>();
  const folders = new Map<string, string[]>();
  for (const [from, targets] of graph) {
    const a = featureOf(from);
    if (!a) continue;
    for (const to of targets) {
      const b = featureOf(to);
      if (!b || a === b) continue;
      edges.add(`${a} → ${b}`);
      folders.set(a, [...new Set([...(folders.get(a) ?? []), b])]);
    }
  }
  const cycles = findCycles(folders).map((cycle) => cycle.join(' → '));
  return { edges: [...edges].sort(), cycles };
}

function persistence(): string[] {
  const files = sourceFiles([path.join(ROOT, 'src')]).filter((f) => !isTest(f));
  const rows: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const patterns: string[] = [];
    if (/(?<!function )\bopenKv\(/.test(text)) patterns.push('its own kv database (openKv)');
    if (/from 'zustand\/middleware'/.test(text) && /\bpersist\b/.test(text))
      patterns.push('zustand persist');
    if (patterns.length) rows.push(`- \`${rel(file)}\`: ${patterns.join(', ')}`);
  }
  return rows;
}

function articleClosure(): number {
  const start = path.join(ROOT, ARTICLE_PAGE);
  const graph = buildImportGraph([start]);
  return [...graph.keys()].filter((f) => !isTest(f)).length;
}

function main(): void {
  const { edges, cycles } = featureEdges();
  const out = [
    `House figures of ${ROOT}`,
    '',
    ...folderTable(),
    '',
    `Feature-to-feature imports: ${edges.length} edges between feature folders`,
    ...edges.map((edge) => `  ${edge}`),
    `Cycles between feature folders: ${cycles.length}`,
    ...cycles.map((cycle) => `  ${cycle}`),
    '',
    'Persistence in the page (modules that keep data in IndexedDB):',
    ...persistence(),
    '',
    `Files the article page imports, itself included (${ARTICLE_PAGE}): ${articleClosure()}`,
  ];
  console.log(out.join('\n'));
}

main();
