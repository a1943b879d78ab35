import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export const SUPABASE_DIR = fileURLToPath(new URL('../../supabase/', import.meta.url));

/**
 * Functions only Supabase has: the Node host drains its mail queue on a timer, an edge function
 * cannot, so there a scheduler calls `drain`.
 */
export const SUPABASE_ONLY = ['drain'] as const;

/** The [functions.<name>] tables of supabase/config.toml with their `key = value` lines. */
export async function functionSettings(): Promise<Map<string, Map<string, string>>> {
  const toml = await readFile(`${SUPABASE_DIR}config.toml`, 'utf8');
  const tables = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of toml.split('\n').map((l) => l.replace(/#.*$/, '').trim())) {
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      const name = /^functions\.([\w-]+)$/.exec(header[1]!)?.[1];
      current = name ? new Map() : undefined;
      if (name) tables.set(name, current!);
    } else if (current && line) {
      const [key, ...value] = line.split('=');
      current.set(key!.trim(), value.join('=').trim());
    }
  }
  return tables;
}

/** Functions the Supabase gateway serves without the anon key (verify_jwt = false). */
export async function publicFunctions(): Promise<Set<string>> {
  const settings = await functionSettings();
  return new Set([...settings].filter(([, s]) => s.get('verify_jwt') === 'false').map(([n]) => n));
}

/** Folders under supabase/functions that hold a function (not _shared-style helpers). */
export async function functionFolders(): Promise<string[]> {
  const entries = await readdir(`${SUPABASE_DIR}functions`, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory() && !e.name.startsWith('_'))
    .map((e) => e.name)
    .sort();
}
