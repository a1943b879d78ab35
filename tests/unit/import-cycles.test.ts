import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildImportGraph, findCycles, sourceFiles } from './import-graph.ts';

const root = path.resolve(import.meta.dirname, '../..');
const relative = (cycle: string[]) => cycle.map((file) => path.relative(root, file)).join(' → ');

describe("the import graph of every program's folder", () => {
  it('has no import cycles, type-only imports included', () => {
    const files = sourceFiles(
      ['src', 'sw', 'build', 'local-cloud', 'functions', 'bench', 'scripts'].map((dir) =>
        path.join(root, dir),
      ),
    );
    expect(files.length).toBeGreaterThan(100);
    const cycles = findCycles(buildImportGraph(files)).map(relative);
    expect(cycles).toEqual([]);
  });
});

describe('the cycle finder', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'import-graph-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  };

  it('reports a cycle through type-only, dynamic and extension-less imports', () => {
    write('a.ts', "import type { B } from './b';\nexport type A = B;\n");
    write('b.ts', "export type B = string;\nexport const c = () => import('./sub/c');\n");
    write('sub/c.tsx', "export { type A } from '../a.ts';\nimport 'react';\n");
    write('lone.ts', "// import { x } from './a'\nexport const lone = 1;\n");
    const graph = buildImportGraph(sourceFiles([dir]));
    const cycles = findCycles(graph).map((cycle) => cycle.map((f) => path.relative(dir, f)));
    expect(cycles).toEqual([['a.ts', 'b.ts', 'sub/c.tsx', 'a.ts']]);
    expect(graph.get(path.join(dir, 'lone.ts'))).toEqual([]);
  });

  it('finds nothing in a graph without cycles', () => {
    const clean = path.join(dir, 'clean');
    write('clean/x.ts', "import { y } from './y';\nexport const x = y;\n");
    write('clean/y.ts', 'export const y = 1;\n');
    expect(findCycles(buildImportGraph(sourceFiles([clean])))).toEqual([]);
  });
});
