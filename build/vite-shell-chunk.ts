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

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
  resolve(source: string, importer?: string): Promise<{ id: string } | null>;
}

/** Every module `from` reaches by static imports, itself included. */
function staticClosure(graph: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) queue.push(next);
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
        if (id) for (const dep of staticClosure(graph, id)) earlier.add(dep);
      }
      for (const id of staticClosure(graph, start))
        if (!earlier.has(id) && !/\.css($|\?)/.test(id)) shell.add(id);
    },
  };
}
