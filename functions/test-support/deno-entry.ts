import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** The `deno` npm package's binary (a devDependency), or null when it is not installed. */
export function denoBinary(): string | null {
  const bin = root('node_modules/.bin/deno');
  return existsSync(bin) ? bin : null;
}

export interface DenoEntry {
  /** e.g. http://127.0.0.1:41234 — the entry answers on any path. */
  url: string;
  /** Everything the process printed so far, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Runs supabase/functions/<name>/index.ts under real Deno, resolving its imports through that
 * function's deno.json like the Edge Runtime does. npm packages come from the npm registry
 * (NPM_CONFIG_REGISTRY is honoured) into a cache under node_modules/.cache, not from
 * node_modules: DENO_NO_PACKAGE_JSON keeps Deno from picking up the project's package.json.
 */
export async function startDenoEntry(
  name: string,
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<DenoEntry> {
  const deno = denoBinary();
  if (!deno) throw new Error('node_modules/.bin/deno is missing: run npm install');
  const dir = `supabase/functions/${name}`;
  const child = spawn(
    deno,
    [
      'run',
      '--no-lock',
      '--config',
      root(`${dir}/deno.json`),
      '--allow-net=127.0.0.1',
      '--allow-env',
      '--preload',
      root('functions/test-support/deno-listen.ts'),
      root(`${dir}/index.ts`),
    ],
    {
      cwd: root(dir),
      env: {
        ...process.env,
        DENO_DIR: process.env.DENO_DIR ?? root('node_modules/.cache/deno'),
        DENO_NO_PACKAGE_JSON: '1',
        DENO_NO_UPDATE_CHECK: '1',
        NO_COLOR: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => fail(`no "listening on" within ${timeoutMs} ms`), timeoutMs);
    const fail = (why: string) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`deno ${name}: ${why}\n${output}`));
    };
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code, signal) => fail(`exited (${code ?? signal}) before listening`));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
