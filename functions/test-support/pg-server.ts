import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { freePort } from './ports.ts';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/** Debian's server binaries (`postgresql` package), newest major first; null when absent. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const majors = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const major of majors) {
    const bin = join(root, major, 'bin');
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

export interface PgServer {
  url: string;
  /** Creates an empty database on the same server and returns its URL: one per test case that runs beside others. */
  createDatabase(name: string): string;
  stop(): void;
}

/**
 * A throwaway PostgreSQL cluster on 127.0.0.1. Postgres refuses to run as root, so when we are
 * root the cluster belongs to the `postgres` user and every binary runs through runuser.
 */
export async function startPgServer(bin: string, portRange: [number, number]): Promise<PgServer> {
  const dir = mkdtempSync(join(tmpdir(), 'functions-pg-'));
  const asRoot = userInfo().uid === 0;
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, tool);
    const fullArgs = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    execFileSync(command, fullArgs, { stdio: 'pipe', cwd: dir });
  };
  if (asRoot) {
    const pwent = execFileSync('id', ['-u', 'postgres']).toString().trim();
    const gid = execFileSync('id', ['-g', 'postgres']).toString().trim();
    chownSync(dir, Number(pwent), Number(gid));
  }
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort(...portRange);
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  run('pg_ctl', ['-D', data, '-o', serverOptions, '-l', join(dir, 'log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    createDatabase(name) {
      run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
