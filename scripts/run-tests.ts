/**
 * `npm test`: every check the project has, in the order that fails fastest, within one run:
 *
 *   typecheck ‖ lint → unit tests (Vitest, the machine's Node) → end-to-end tests (Playwright)
 *                                                              ↘ the server side's suites on Node 24, then the
 *                                                                reader journeys in Chromium, Firefox ESR
 *                                                                and WebKitGTK, alongside
 *
 * The Node 24 run goes beside the end-to-end tests rather than after them: Playwright alone leaves about
 * a quarter of the two cores idle (its tests wait on pages, timers and servers), so the second runtime's
 * suites cost less wall time there than after it, and they run in one worker thread to leave Chromium
 * the rest. The summary line says how busy the cores were during each step (93-97% in every step of a
 * clean clone's run on 2026-11-27): a shorter run needs less work, not more overlap. Their output is
 * held back and printed as one block after Playwright's, so neither log is cut into the other. The engine
 * journeys (tests/engines/) follow the Node 24 suites on the same side, on ports of their own
 * (ENGINES_PORT_BASE, 4990 here: above the ports the unit tests search and the benchmarks'), so at most two
 * steps share the cores at any time. The run fails when any step fails, and says which. Its last lines
 * name every end-to-end test that failed or passed only on its retry, then each step's verdict, then
 * each engine with its passed count: a log read from its end names what went wrong.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { cpus } from 'node:os';
import { portIsFree } from '../functions/test-support/ports.ts';
import { outcomeFile } from '../tests/e2e/outcome-reporter.ts';

interface Outcome {
  step: string;
  code: number;
  seconds: number;
  /** How busy the machine's cores were while the step ran (whatever ran beside it), 0-100. */
  busy: number;
}

/** Busy and total CPU time of all cores so far, in ms. */
function cpuTimes(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    const all = times.user + times.nice + times.sys + times.irq + times.idle;
    busy += all - times.idle;
    total += all;
  }
  return { busy, total };
}

function busyPercent(from: { busy: number; total: number }): number {
  const now = cpuTimes();
  const total = now.total - from.total;
  return total > 0 ? Math.round(((now.busy - from.busy) / total) * 100) : 0;
}

/** Runs `npm run <script>`, its output passed through as it comes, or collected when `quiet`. */
function run(script: string, env: Record<string, string> = {}, quiet = false) {
  const started = performance.now();
  const cpuAtStart = cpuTimes();
  const child = spawn('npm', ['run', '--silent', script], {
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<Outcome & { output: string }>((done) => {
    child.once('error', (error) => {
      output += `${error.message}\n`;
      done({ step: script, code: 1, seconds: 0, busy: 0, output });
    });
    child.once('exit', (code, signal) =>
      done({
        step: script,
        code: code ?? (signal ? 1 : 0),
        seconds: (performance.now() - started) / 1000,
        busy: busyPercent(cpuAtStart),
        output,
      }),
    );
  });
}

/**
 * The first port of a block of `span` that nothing on the machine holds: `preferred` when it is free,
 * else the same block 1000 ports up, and so on. The end-to-end and engine suites bake their ports into
 * their builds, so they cannot take any port the kernel offers; a block held by another program on a
 * shared machine moves them instead of failing them. A base set in the environment is used as given.
 */
async function freeBase(name: string, preferred: number, span: number): Promise<string> {
  if (process.env[name]) return process.env[name];
  for (let base = preferred; base + span < 30000; base += 1000) {
    let free = true;
    for (let port = base; port < base + span && free; port++) free = await portIsFree(port);
    if (free) {
      if (base !== preferred)
        console.log(`npm test: ports ${preferred}+ are held; ${name}=${base}`);
      return String(base);
    }
  }
  return String(preferred);
}

function summary(outcomes: Outcome[]): string {
  return outcomes
    .map(
      (o) =>
        `${o.step} ${o.code === 0 ? 'passed' : `FAILED (exit ${o.code})`} in ${o.seconds.toFixed(0)} s (cores ${o.busy}% busy)`,
    )
    .join('; ');
}

async function main(): Promise<number> {
  const outcomes: Outcome[] = [];
  // The type checker and the linter each keep one core busy, so they run side by side (lint's
  // output is held back and printed after the checker's); both must pass before the tests start.
  const [checked, linted] = await Promise.all([run('typecheck'), run('lint', {}, true)]);
  if (linted.output.trim()) console.log(linted.output.trimEnd());
  outcomes.push(checked, linted);
  const early = outcomes.find((o) => o.code !== 0);
  if (early) {
    console.error(`\nnpm test: ${summary(outcomes)}`);
    return early.code;
  }
  const unit = await run('test:unit');
  outcomes.push(unit);
  if (unit.code !== 0) {
    console.error(`\nnpm test: ${summary(outcomes)}`);
    return unit.code;
  }
  // Each Playwright worker owns 20 ports (tests/e2e/harness.ts): 100 covers five workers.
  const e2eBase = await freeBase('E2E_PORT_BASE', 4400, 100);
  const enginesBase = await freeBase('ENGINES_PORT_BASE', 4990, 3);
  const node24 = run('test:node24', { VITEST_MAX_WORKERS: '1' }, true);
  const engines = node24.then(() => run('test:engines', { ENGINES_PORT_BASE: enginesBase }, true));
  const e2eOutcome = outcomeFile(e2eBase);
  rmSync(e2eOutcome, { force: true });
  const e2e = await run('test:e2e', { E2E_PORT_BASE: e2eBase });
  const beside = await node24;
  console.log(`\n── test:node24, run beside the end-to-end tests ──\n${beside.output.trimEnd()}`);
  const journeys = await engines;
  console.log(
    `\n── test:engines, run beside the end-to-end tests ──\n${journeys.output.trimEnd()}`,
  );
  outcomes.push(e2e, beside, journeys);
  const perEngine = /^engines: (.*)$/m.exec(journeys.output)?.[1] ?? 'no engine result (see above)';
  // Which end-to-end tests failed or needed their retry, repeated here so the log's last lines name them.
  const e2eVerdict = existsSync(e2eOutcome)
    ? readFileSync(e2eOutcome, 'utf8').trimEnd()
    : 'e2e: no verdict written (Playwright stopped before its end; see its log above)';
  console.log(`\n${e2eVerdict}\n\nnpm test: ${summary(outcomes)}\nengines: ${perEngine}`);
  return outcomes.find((o) => o.code !== 0)?.code ?? 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
