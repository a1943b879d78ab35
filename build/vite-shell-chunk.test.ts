import { describe, expect, it } from 'vitest';
import { barrelExports, importsOf, staticClosure, type ModuleGraph } from './vite-shell-chunk.ts';

const LIB = '/app/node_modules/lib/index.mjs';

/** A module graph from module ids and their code; specifiers resolve relative to the importer. */
function graphOf(modules: Record<string, string>): ModuleGraph {
  const resolveFrom = (source: string, importer?: string): string | null => {
    if (source === 'lib') return LIB;
    if (!source.startsWith('.')) return null;
    return new URL(source, `file://${importer ?? '/'}`).pathname;
  };
  return {
    getModuleInfo(id) {
      const code = modules[id];
      if (code === undefined) return null;
      const importedIds = importsOf(code)
        .map(({ from }) => resolveFrom(from, id))
        .filter((found): found is string => found !== null && found in modules);
      return { code, importedIds: [...new Set(importedIds)] };
    },
    async resolve(source, importer) {
      const id = resolveFrom(source, importer);
      return id && id in modules ? { id } : null;
    },
  };
}

const library = {
  [LIB]: [
    '"use client";',
    'import { Card } from "./card.mjs";',
    'import { Toast, toast as show } from "./toast.mjs";',
    'import { keys } from "./keys.mjs";',
    'export { Card, Toast, keys, show as toast };',
  ].join('\n'),
  '/app/node_modules/lib/card.mjs': 'import { keys } from "./keys.mjs";\nexport const Card = keys;',
  '/app/node_modules/lib/toast.mjs':
    'import "./transition.mjs";\nexport const Toast = 1, toast = 2;',
  '/app/node_modules/lib/transition.mjs': 'export const run = 1;',
  '/app/node_modules/lib/keys.mjs': 'export const keys = 1;',
};

describe("the shell's static closure", () => {
  it('reads named, default, namespace, bare and re-exporting imports', () => {
    const code = [
      'import Def, { a, b as c, type T } from "./x";',
      "import * as ns from './y';",
      'import "./z.css";',
      'export * from "./w";',
      'export { d } from "./v";',
      'const later = import("./lazy");',
    ].join('\n');
    expect(importsOf(code)).toEqual([
      { from: './x', names: ['default', 'a', 'b'] },
      { from: './y', names: null },
      { from: './z.css', names: null },
      { from: './w', names: null },
      { from: './v', names: null },
    ]);
  });

  it('knows an index that only gathers exports, and nothing with code of its own', () => {
    expect(barrelExports(library[LIB])).toEqual(
      new Map([
        ['Card', './card.mjs'],
        ['Toast', './toast.mjs'],
        ['keys', './keys.mjs'],
        ['toast', './toast.mjs'],
      ]),
    );
    expect(
      barrelExports('import { a } from "./a.mjs";\nconst b = a;\nexport { a, b };'),
    ).toBeNull();
    expect(barrelExports('export const a = 1;')).toBeNull();
  });

  it('follows only the modules giving the names taken from an index', async () => {
    const graph = graphOf({
      ...library,
      '/app/src/start.js': 'import { Card } from "lib";\nimport "./page.js";',
      '/app/src/page.js': 'import { keys } from "lib";',
    });
    expect([...(await staticClosure(graph, '/app/src/start.js'))].sort()).toEqual([
      '/app/node_modules/lib/card.mjs',
      '/app/node_modules/lib/keys.mjs',
      '/app/src/page.js',
      '/app/src/start.js',
    ]);
  });

  it('follows an index whole when a name is unknown to it or it is taken whole', async () => {
    const everything = Object.keys(library).sort();
    for (const start of ['import { Card, Missing } from "lib";', 'import * as lib from "lib";']) {
      const graph = graphOf({ ...library, '/app/src/start.js': start });
      const closure = await staticClosure(graph, '/app/src/start.js');
      expect([...closure].filter((id) => id !== '/app/src/start.js').sort()).toEqual(everything);
    }
  });

  it('takes a module outside node_modules whole, whatever it exports', async () => {
    const graph = graphOf({
      '/app/src/start.js': 'import { a } from "./index.js";',
      '/app/src/index.js':
        'import { a } from "./a.js";\nimport { b } from "./b.js";\nexport { a, b };',
      '/app/src/a.js': 'export const a = 1;',
      '/app/src/b.js': 'export const b = 1;',
    });
    expect((await staticClosure(graph, '/app/src/start.js')).size).toBe(4);
  });
});
