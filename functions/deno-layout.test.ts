import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Db } from './core/db.ts';
import { buildFunctions } from './index.ts';
import { memoryMailer, testDeps } from './test-support/deps.ts';
import {
  SUPABASE_DIR,
  SUPABASE_ONLY,
  functionFolders,
  functionSettings,
  publicFunctions,
} from './test-support/supabase-config.ts';

const ROOT = resolve(SUPABASE_DIR, '..');
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version: string }>;
};

/** Never queried: the handlers are only built here to read their names and public flags. */
const unusedDb: Db = {
  query: () => Promise.reject(new Error('not used')),
  transaction: () => Promise.reject(new Error('not used')),
  close: async () => undefined,
};
const nodeFunctions = buildFunctions(testDeps(unusedDb, memoryMailer()));
const supabaseNames = [...Object.keys(nodeFunctions), ...SUPABASE_ONLY].sort();

const importsOf = (file: string) =>
  [
    ...readFileSync(file, 'utf8').matchAll(
      /^\s*(?:import|export)\s[^;'"]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm,
    ),
  ].map((m) => (m[1] ?? m[2] ?? m[3])!);

/**
 * Every module an entry reaches through relative imports (static and dynamic), and the bare
 * specifiers it uses. A relative specifier is taken as written, with no extension added: Deno and
 * Supabase's bundler resolve it that way, so an extensionless one names a file that does not exist.
 */
function moduleGraph(entry: string): { files: string[]; bare: Set<string> } {
  const files: string[] = [];
  const bare = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.includes(file)) continue;
    files.push(file);
    if (!existsSync(file) || relative(ROOT, file).startsWith('..')) continue;
    for (const specifier of importsOf(file)) {
      if (specifier.startsWith('.')) queue.push(resolve(dirname(file), specifier));
      else bare.add(specifier);
    }
  }
  return { files, bare };
}

describe('the Supabase CLI layout (supabase/)', () => {
  it('has one entry and config table per function the local host serves, and the Supabase-only ones', async () => {
    expect(await functionFolders()).toEqual(supabaseNames);
    expect([...(await functionSettings()).keys()].sort()).toEqual(supabaseNames);
  });

  it('lets only the functions the local host serves without a key skip the JWT check', async () => {
    const open = Object.entries(nodeFunctions).filter(([, f]) => f.public);
    expect([...(await publicFunctions())]).toEqual(open.map(([name]) => name));
  });

  it.each(supabaseNames)(
    '%s imports only the repository and npm packages pinned as in package-lock',
    (name) => {
      const dir = join(SUPABASE_DIR, 'functions', name);
      const { imports } = JSON.parse(readFileSync(join(dir, 'deno.json'), 'utf8')) as {
        imports: Record<string, string>;
      };
      for (const target of Object.values(imports)) {
        // A package's subpath export (`npm:react-dom@19.3.1/server`) pins the package itself.
        const pinned = /^npm:((?:@[^/]+\/)?[^@/]+)@([^/]+)(?:\/.*)?$/.exec(target);
        expect(pinned, `${target} is not an npm: specifier with a version`).not.toBeNull();
        expect(pinned![2]).toBe(lock.packages[`node_modules/${pinned![1]}`]?.version);
      }
      const { files, bare } = moduleGraph(join(dir, 'index.ts'));
      // The CLI uploads what the entry reaches from the project folder, so nothing may lie outside.
      for (const file of files) {
        expect(relative(ROOT, file).startsWith('..'), file).toBe(false);
        expect(existsSync(file), file).toBe(true);
      }
      for (const specifier of bare) {
        expect(specifier.startsWith('node:') || specifier in imports, specifier).toBe(true);
      }
    },
  );
});
