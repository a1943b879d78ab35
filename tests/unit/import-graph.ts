/**
 * The import graph of our own TypeScript files, read the way the compiler reads them (static, type-only
 * and dynamic imports and re-exports alike), and the cycles in it. A cycle makes evaluation order
 * matter and keeps a folder from being understood on its own, type-only ones included.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export type ImportGraph = Map<string, string[]>;

const SOURCE = /\.(ts|tsx)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.data']);
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Every .ts/.tsx file under the given folders, absolute paths. */
export function sourceFiles(dirs: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (!SKIPPED_DIRS.has(name) && !name.startsWith('dist-')) walk(full);
      } else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(full);
    }
  };
  dirs.forEach(walk);
  return out.sort();
}

/** The file a relative specifier names, or null for packages and files we cannot find. */
export function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const base = path.resolve(path.dirname(from), specifier.split('?')[0]);
  for (const suffix of CANDIDATES) {
    const file = base + suffix;
    if (SOURCE.test(file) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** Edges from each file to the files of ours it imports; files reached outside `files` are followed too. */
export function buildImportGraph(files: readonly string[]): ImportGraph {
  const graph: ImportGraph = new Map();
  const pending = [...files];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (graph.has(file)) continue;
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = info.importedFiles
      .map((ref) => resolveImport(file, ref.fileName))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
    pending.push(...targets);
  }
  return graph;
}

/** One cycle per back edge met in a depth-first walk, each as the files in import order. */
export function findCycles(graph: ImportGraph): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const visit = (file: string): void => {
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (onStack.has(next)) cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!done.has(next)) visit(next);
    }
    stack.pop();
    onStack.delete(file);
    done.add(file);
  };
  for (const file of [...graph.keys()].sort()) if (!done.has(file)) visit(file);
  return cycles;
}

/** Tests, test suites and test helpers: they may import across folders, so they are no folder's edges. */
export const isTestCode = (rel: string) =>
  /\.(test|spec)\.tsx?$|-suite\.ts$/.test(rel) ||
  rel.startsWith('tests/') ||
  rel.includes('/test-support/');

/**
 * The folder a file counts for: each feature of src/features/, each other folder of src/ (a file at
 * src/'s top stands for itself), and each program's top folder (sw/, build/, local-cloud/, …).
 */
export function folderOf(rel: string): string {
  const parts = rel.split('/');
  if (parts[0] !== 'src') return parts[0];
  if (parts.length === 2) return rel;
  if (parts[1] === 'features') return `src/features/${parts[2]}`;
  return `src/${parts[1]}`;
}

/** The graph between folders: an edge wherever a file of one imports a file of another. */
export function folderGraph(graph: ImportGraph, base: string): ImportGraph {
  const folders = new Map<string, string[]>();
  for (const [from, targets] of graph) {
    const fromRel = path.relative(base, from);
    if (isTestCode(fromRel)) continue;
    const a = folderOf(fromRel);
    for (const to of targets) {
      const toRel = path.relative(base, to);
      if (isTestCode(toRel)) continue;
      const b = folderOf(toRel);
      if (a !== b) folders.set(a, [...new Set([...(folders.get(a) ?? []), b])]);
    }
  }
  return folders;
}
