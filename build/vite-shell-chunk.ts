/**
 * One chunk for the app's shell: every module the app's start (src/start.tsx) imports statically,
 * bundled with it, instead of the two dozen small chunks the bundler makes of them on its own (it
 * cannot know that the pages it splits off are only ever loaded after the start, so it gives each
 * set of modules shared by the start and some pages a chunk of its own). Every page loads all of
 * them before it can hydrate, one request each: on a phone's slow connection over HTTP/1.1 (six
 * connections per host), those requests queue behind each other, and a page whose main content is
 * drawn by script (a page of search results) waits for all of them.
 *
 * What is loaded before the start stays out, with everything it imports: the entry and React DOM,
 * which the entry evaluates in tasks of their own (src/main.tsx), and the early ask of a page of
 * results (src/features/search/early-search.ts). Pulled into the shell, their modules would wait for
 * it, and importing them would evaluate the whole app in the same task.
 */
import type { Plugin } from 'vite';

export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; code?: string | null } | null;
  resolve(source: string, importer?: string): Promise<{ id: string } | null>;
}

/** One import statement: where from, and the names it takes (null: the whole module). */
interface Import {
  from: string;
  names: string[] | null;
}

const STRING = String.raw`["']([^"']+)["']`;
/** `import { a, b as c } from "x"`: the list, then the module. */
const NAMED_LIST = String.raw`\{([^}]*)\}\s*from\s*${STRING}`;
/** The same, possibly after a default binding (`import D, { a } from "x"`), captured first. */
const NAMED = new RegExp(String.raw`\bimport\s*(?:([\w$]+)\s*,\s*)?` + NAMED_LIST, 'g');
const WHOLE = new RegExp(
  String.raw`\bimport\s*(?:[\w$]+\s*(?:,\s*\*\s*as\s+[\w$]+\s*)?from\s*|\*\s*as\s+[\w$]+\s*from\s*)?` +
    STRING +
    '|' +
    String.raw`\bexport\s*(?:\*\s*(?:as\s+[\w$]+\s*)?|\{[^}]*\}\s*)from\s*` +
    STRING,
  'g',
);

/** `a, b as c, type T` → [a, a], [b, c]: each name as its module exports it and as bound here. */
const bindings = (list: string): [string, string][] =>
  list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => {
      const [name, alias] = part.split(/\s+as\s+/);
      return [name, alias ?? name];
    });

/**
 * A module's static imports as its code writes them. A named import is taken by name; anything
 * else (default, namespace, bare, re-exports) as the whole module.
 */
export function importsOf(code: string): Import[] {
  const found: Import[] = [];
  for (const m of code.matchAll(NAMED)) {
    const names = bindings(m[2]).map(([name]) => name);
    found.push({ from: m[3], names: m[1] ? ['default', ...names] : names });
  }
  for (const m of code.matchAll(WHOLE)) found.push({ from: m[1] ?? m[2], names: null });
  return found;
}

/**
 * A package's index that only gathers other modules' exports (`import { A } from "./a.mjs"` lines
 * and one `export { A, … }`), as each exported name → the module it comes from; null for any module
 * with code of its own.
 */
export function barrelExports(code: string): Map<string, string> | null {
  const local = new Map<string, string>();
  let exported = '';
  const rest = code
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
    .replace(/^\s*["']use client["'];?/, '')
    .replace(new RegExp(String.raw`\bimport\s*${NAMED_LIST};?`, 'g'), (_m, list, from) => {
      for (const [, bound] of bindings(list)) local.set(bound, from);
      return '';
    })
    .replace(/\bexport\s*\{([^}]*)\};?/g, (_m, list: string) => {
      exported += `${list},`;
      return '';
    });
  if (rest.trim() !== '' || exported === '') return null;
  const barrel = new Map<string, string>();
  for (const [name, as] of bindings(exported)) {
    const from = local.get(name);
    if (!from) return null;
    barrel.set(as, from);
  }
  return barrel;
}

/**
 * Every module `from` reaches by static imports, itself included. Through a package's index that
 * only gathers exports (Mantine's), only the modules giving the names imported are followed: the
 * index imports every component of the library, and taking them all put components only lazily
 * loaded pages use (the toast host, with its transitions) into the shell. An import this cannot
 * read is followed whole.
 */
export async function staticClosure(graph: ModuleGraph, from: string): Promise<Set<string>> {
  const seen = new Set<string>();
  const barrels = new Map<string, Map<string, string> | null>();
  const barrelOf = (id: string) => {
    if (!barrels.has(id)) {
      const code = /[\\/]node_modules[\\/]/.test(id) ? graph.getModuleInfo(id)?.code : null;
      barrels.set(id, code ? barrelExports(code) : null);
    }
    return barrels.get(id)!;
  };
  const queue = [from];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    // The names this module takes from each barrel; a barrel it also takes whole is followed whole.
    const byName = new Map<string, Set<string>>();
    const whole = new Set<string>();
    for (const { from: source, names } of info.code ? importsOf(info.code) : []) {
      const target = (await graph.resolve(source, id))?.id;
      if (!target) continue;
      const exports = barrelOf(target);
      if (!exports || !names || names.some((name) => !exports.has(name))) whole.add(target);
      else byName.set(target, new Set([...(byName.get(target) ?? []), ...names]));
    }
    for (const target of whole) byName.delete(target);
    for (const [barrel, names] of byName) {
      for (const name of names) {
        const given = (await graph.resolve(barrelOf(barrel)!.get(name)!, barrel))?.id;
        queue.push(given ?? barrel);
      }
    }
    for (const next of info.importedIds) if (!byName.has(next)) queue.push(next);
  }
  return seen;
}

export function shellChunk(options: {
  /** The module the shell is made of, with its static imports. */
  start: string;
  /** Modules loaded before it (the entry, React DOM, the early search): they and their imports stay out. */
  before: string[];
}): Plugin {
  const shell = new Set<string>();
  return {
    name: 'gq-shell-chunk',
    apply: 'build',
    config: (_config, { isSsrBuild }) =>
      isSsrBuild
        ? undefined
        : {
            build: {
              rolldownOptions: {
                output: {
                  codeSplitting: {
                    groups: [
                      {
                        name: 'shell',
                        test: (id: string) => shell.has(id),
                        // What the shell imports from the chunks loaded before it stays there.
                        includeDependenciesRecursively: false,
                      },
                    ],
                  },
                },
              },
            },
          },
    async buildEnd() {
      const graph = this as unknown as ModuleGraph;
      const resolved = async (source: string) => (await graph.resolve(source))?.id;
      const start = await resolved(options.start);
      if (!start) return;
      const earlier = new Set<string>();
      for (const source of options.before) {
        const id = await resolved(source);
        if (id) for (const dep of await staticClosure(graph, id)) earlier.add(dep);
      }
      for (const id of await staticClosure(graph, start))
        if (!earlier.has(id) && !/\.css($|\?)/.test(id)) shell.add(id);
    },
  };
}
