/**
 * `npm run house`: the figures of the code's structure that docs/architecture.md quotes, printed from the
 * tree as it stands, so a restructuring can be compared before and after on any commit
 * (`git stash`/`git worktree` the earlier one and run this there).
 *
 *   - files and lines per top folder, source and tests apart (tests: `*.test.ts(x)`, `*.spec.ts`, `tests/`);
 *   - imports from one feature folder into another (`src/features/<a>` → `src/features/<b>`), those
 *     that reach past the feature's public entry (`index.ts`), the cycles between feature folders, and
 *     the cycles between folders at large (tests/unit/import-graph.ts's folderGraph);
 *   - how the page persists what it keeps: the modules that open an IndexedDB database through `kv.ts`,
 *     and those that persist a zustand store;
 *   - the files an article page pulls in: the import closure of the article route's page module;
 *   - the files one article's data crosses, page to network and back, online and offline: see
 *     `articlePath` below for what counts.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildImportGraph,
  findCycles,
  folderGraph,
  sourceFiles,
} from '../tests/unit/import-graph.ts';

// HOUSE_ROOT measures another checkout (an earlier commit's tree) with this script.
const ROOT = process.env.HOUSE_ROOT
  ? path.resolve(process.env.HOUSE_ROOT)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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

function featureEdges(): { edges: string[]; cycles: string[]; pastEntry: string[] } {
  const files = sourceFiles([path.join(ROOT, 'src')]).filter((f) => !isTest(f));
  const graph = buildImportGraph(files);
  const edges = new Set<string>();
  const pastEntry = new Set<string>();
  const folders = new Map<string, string[]>();
  for (const [from, targets] of graph) {
    const a = featureOf(from);
    if (!a) continue;
    for (const to of targets) {
      const b = featureOf(to);
      if (!b || a === b) continue;
      edges.add(`${a} → ${b}`);
      if (!/\/index\.tsx?$/.test(to)) pastEntry.add(`${a} → ${b}`);
      folders.set(a, [...new Set([...(folders.get(a) ?? []), b])]);
    }
  }
  const cycles = findCycles(folders).map((cycle) => cycle.join(' → '));
  return { edges: [...edges].sort(), cycles, pastEntry: [...pastEntry].sort() };
}

/**
 * How the page keeps what it keeps, per module: a kept store (shared/kept-store.ts: zustand persist
 * on kv.ts), zustand persist set up by hand, raw values written through kv.ts, or the content's
 * per-key device store. The modules that implement a pattern (kv.ts, persist-storage.ts,
 * kept-store.ts) are not users of one.
 */
function persistence(): { rows: string[]; patterns: Set<string> } {
  const files = sourceFiles([path.join(ROOT, 'src')]).filter((f) => !isTest(f));
  const rows: string[] = [];
  const patterns = new Set<string>();
  for (const file of files) {
    const r = rel(file);
    if (/(^|\/)(kv|persist-storage|kept-store)\.ts$/.test(r)) continue;
    const text = readFileSync(file, 'utf8');
    let pattern: string | null = null;
    if (r.endsWith('device-store.ts')) pattern = 'per-key device store (content)';
    else if (/\bcreateKeptStore(<[^>]*>)?\(/.test(text)) pattern = 'kept store';
    else if (/from 'zustand\/middleware'/.test(text) && /\bpersist\(/.test(text))
      pattern = 'zustand persist by hand';
    else if (/(?<!function )\bopenKv\(/.test(text)) pattern = 'raw values through kv';
    if (!pattern) continue;
    patterns.add(pattern);
    rows.push(`- \`${r}\`: ${pattern}`);
  }
  return { rows, patterns };
}

function articleClosure(): number {
  const start = path.join(ROOT, ARTICLE_PAGE);
  const graph = buildImportGraph([start]);
  return [...graph.keys()].filter((f) => !isTest(f)).length;
}

/**
 * A file by its name in this tree: the first of `names` that exists (a restructuring renames files,
 * and HOUSE_ROOT may be a tree from before it).
 */
const named = (...names: string[]): string =>
  names.find((name) => existsSync(path.join(ROOT, name))) ?? names[0];
/** Where the page asks the content worker: a file called queries.ts before its rename. */
const WORKER_QUERIES = named('src/content/worker-queries.ts', 'src/content/queries.ts');
/** The worker's mark on the answers it serves from its cache, saved-copy.ts before its rename. */
const CACHED_COPY_MARK = named('sw/cached-copy.ts', 'sw/saved-copy.ts');

/** Starts a module by URL (`new Worker(new URL('./x.ts', …))`): a step the import graph does not see. */
const WORKER_STARTS: Record<string, string> = {
  [WORKER_QUERIES]: 'src/content/content-worker.ts',
};

/** The shortest import chain from `from` to the nearest file `to` accepts (both included), or []. */
function chain(
  graph: Map<string, string[]>,
  from: string,
  to: (file: string) => boolean,
): string[] {
  const previous = new Map<string, string | null>([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (to(file)) {
      const found: string[] = [];
      for (let at: string | null = file; at !== null; at = previous.get(at) ?? null) found.push(at);
      return found.reverse();
    }
    const started = WORKER_STARTS[rel(file)];
    const next = [...(graph.get(file) ?? []), ...(started ? [path.join(ROOT, started)] : [])];
    for (const n of next)
      if (!previous.has(n)) {
        previous.set(n, file);
        queue.push(n);
      }
  }
  return [];
}

/** Modules that open a database of their own: where data is kept on the device. */
const keepsData = (file: string) =>
  !isTest(file) && /\b(openKv|createKeptStore)(<[^>]*>)?\(/.test(readFileSync(file, 'utf8'));

/**
 * The files one article's data crosses, as the shortest import chains from where it is asked for to
 * where it comes from, in the page, the content worker and the service worker. Online: the article
 * page through the query runner and the content worker to the Delivery API client, and through the
 * runner to the device store's database; the worker's entry to its Delivery API cache strategy and
 * the mark on the answers it serves from that cache. Offline adds the chains to every other place the page or the worker keeps what an
 * offline article page reads: from the page to each module that opens a database, and from the worker
 * to the one its periodic refresh writes.
 */
function articlePath(): { online: string[]; offline: string[] } {
  const all = sourceFiles(['src', 'sw'].map((d) => path.join(ROOT, d))).filter((f) => !isTest(f));
  const graph = buildImportGraph(all);
  const at = (r: string) => path.join(ROOT, r);
  const is = (r: string) => (file: string) => rel(file) === r;
  const page = at(ARTICLE_PAGE);
  const worker = at('sw/sw.ts');
  const kv = (file: string) => /^src\/(lib|shared)\/kv\.ts$/.test(rel(file));
  /** Chains through each waypoint in turn: the path the data takes, not a shortcut through types. */
  const via = (start: string, ...stops: ((file: string) => boolean)[]) => {
    const files: string[] = [];
    let from = start;
    for (const stop of stops) {
      const part = chain(graph, from, stop);
      if (part.length === 0) break;
      files.push(...part);
      from = part[part.length - 1];
    }
    return files;
  };
  const online = new Set([
    ...via(
      page,
      is('src/store/run-query.ts'),
      is(WORKER_QUERIES),
      is('src/content/content-worker.ts'),
      is('src/lib/contentful.ts'),
    ),
    ...via(page, is('src/store/run-query.ts'), is('src/store/device-store.ts'), kv),
    ...via(worker, is('sw/cda.ts'), is(CACHED_COPY_MARK)),
  ]);
  const offline = new Set(online);
  const reachable = new Set<string>();
  const walk = (file: string) => {
    if (reachable.has(file)) return;
    reachable.add(file);
    (graph.get(file) ?? []).forEach(walk);
  };
  walk(page);
  for (const keeper of [...reachable].filter(keepsData))
    for (const file of chain(graph, page, (f) => f === keeper)) offline.add(file);
  for (const file of chain(graph, worker, is('sw/periodic-refresh.ts'))) offline.add(file);
  const refresh = at('sw/periodic-refresh.ts');
  if (graph.has(refresh)) for (const file of chain(graph, refresh, keepsData)) offline.add(file);
  const sorted = (files: Set<string>) => [...files].map(rel).sort();
  return { online: sorted(online), offline: sorted(offline) };
}

function main(): void {
  const { edges, cycles, pastEntry } = featureEdges();
  const programs = TOP.filter((top) => !['supabase', 'demo-content', 'tests'].includes(top));
  const folderCycles = findCycles(
    folderGraph(buildImportGraph(sourceFiles(programs.map((top) => path.join(ROOT, top)))), ROOT),
  ).map((cycle) => cycle.join(' → '));
  const path_ = articlePath();
  const kept = persistence();
  const out = [
    `House figures of ${ROOT}`,
    '',
    ...folderTable(),
    '',
    `Feature-to-feature imports: ${edges.length} edges between feature folders, ` +
      `${pastEntry.length} of them past the feature's public entry (index.ts)`,
    ...edges.map((edge) => `  ${edge}${pastEntry.includes(edge) ? ' (past the entry)' : ''}`),
    `Cycles between feature folders: ${cycles.length}`,
    ...cycles.map((cycle) => `  ${cycle}`),
    `Cycles between folders (each feature, each folder of src/, each program; tests apart): ${folderCycles.length}`,
    ...folderCycles.map((cycle) => `  ${cycle}`),
    '',
    'Persistence in the page (modules that keep data in IndexedDB):',
    ...kept.rows,
    `Persistence patterns: ${kept.patterns.size} (${[...kept.patterns].join('; ')})`,
    '',
    `Files the article page imports, itself included (${ARTICLE_PAGE}): ${articleClosure()}`,
    '',
    `Files one article's data crosses online (page, content worker, service worker): ${path_.online.length}`,
    ...path_.online.map((f) => `  ${f}`),
    `… and offline (adds offline reading and the periodic refresh): ${path_.offline.length}`,
    ...path_.offline.filter((f) => !path_.online.includes(f)).map((f) => `  + ${f}`),
  ];
  console.log(out.join('\n'));
}

main();
