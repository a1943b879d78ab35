/**
 * Where a command's CPU goes, by kind of process: every process the command starts (its descendants,
 * followed through /proc on Linux) is read every SAMPLE_MS, and each one's user plus system time is
 * added to its kind when the command ends. Only the command's own processes count: what runs beside
 * it adds to its wall time, not to these figures (though a busy machine still slows every process
 * somewhat).
 *
 * A process that ends between two readings loses what it spent since the last one (at most
 * SAMPLE_MS of CPU per process).
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { cpus } from 'node:os';

export const SAMPLE_MS = 250;
const TICKS_PER_SECOND = 100;

/** The kind a process is counted under, from its command line (arguments joined by spaces). */
export function processKind(commandLine: string): string {
  const program = commandLine.split(' ')[0] ?? '';
  if (/crashpad_handler$/.test(program)) return 'Chromium: crash handler';
  if (/chrom(e|ium)/.test(program)) {
    const type = /--type=([\w-]+)/.exec(commandLine)?.[1];
    if (type === 'renderer') return 'Chromium: renderers (pages, workers)';
    if (type === 'gpu-process') return 'Chromium: GPU process (software compositing)';
    if (type === 'utility') return 'Chromium: utility (network, storage)';
    if (type === 'zygote') return 'Chromium: zygote';
    return 'Chromium: browser process';
  }
  if (/firefox/.test(program)) return 'Firefox ESR';
  if (/WebKit|MiniBrowser/.test(program)) return 'WebKitGTK';
  if (/(^|\/)node(\d+)?$/.test(program) || /(^|\/)(npm|npx|tsx)$/.test(program)) {
    if (/playwright/.test(commandLine)) return 'Node: Playwright runner and workers';
    if (/vitest/.test(commandLine)) return 'Node: Vitest';
    return 'Node: other';
  }
  if (/deno/.test(program)) return 'Deno';
  if (/postgres/.test(program)) return 'PostgreSQL';
  return 'other';
}

interface Proc {
  parent: number;
  /** User plus system CPU so far, in seconds. */
  cpu: number;
}

function readProc(pid: number): Proc | undefined {
  try {
    // The command name in parentheses may hold spaces: the fields follow its closing one.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      parent: Number(fields[1]),
      cpu: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
    };
  } catch {
    return undefined; // Gone since the folder was listed.
  }
}

function commandLineOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}

export interface CpuSplit {
  exitCode: number;
  wallSeconds: number;
  /** Core-seconds by process kind, largest first. */
  byKind: [string, number][];
  totalSeconds: number;
}

/** Runs `command` with `args` (output passed through) and splits its processes' CPU by kind. */
export function measureCpuSplit(command: string, args: string[]): Promise<CpuSplit> {
  const started = performance.now();
  const child = spawn(command, args, { stdio: 'inherit' });
  const root = child.pid;
  /** Every process seen under the command: its kind and its CPU at the last reading. */
  const seen = new Map<number, { kind: string; cpu: number }>();
  /** Processes that ended and whose id a new process took: what they had spent. */
  const ended: { kind: string; cpu: number }[] = [];

  function sample(): void {
    if (root === undefined) return;
    const procs = new Map<number, Proc>();
    for (const name of readdirSync('/proc')) {
      const pid = Number(name);
      if (!Number.isInteger(pid)) continue;
      const proc = readProc(pid);
      if (proc) procs.set(pid, proc);
    }
    const under = (pid: number): boolean => {
      for (let at: number | undefined = pid, hops = 0; at && hops < 64; hops++) {
        if (at === root || seen.has(at)) return true;
        at = procs.get(at)?.parent;
      }
      return false;
    };
    // The kind is read again at every reading: a process is first seen as what started it (a shell
    // running Debian's chromium script, Chromium's zygote before a renderer renames itself) and
    // only later becomes what spends its time.
    // A process that has ended and not yet been reaped has an empty command line: it keeps its kind.
    for (const [pid, proc] of procs) {
      let known = seen.get(pid);
      if (known && proc.cpu < known.cpu) {
        // Less CPU than before: the id belongs to a new process now.
        ended.push(known);
        seen.delete(pid);
        known = undefined;
      }
      if (!known && !under(pid)) continue;
      const commandLine = commandLineOf(pid);
      const kind = commandLine ? processKind(commandLine) : (known?.kind ?? 'other');
      seen.set(pid, { kind, cpu: proc.cpu });
    }
  }

  const timer = setInterval(sample, SAMPLE_MS);
  sample();
  return new Promise((resolve, reject) => {
    child.once('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearInterval(timer);
      const byKind = new Map<string, number>();
      for (const { kind, cpu } of [...seen.values(), ...ended])
        byKind.set(kind, (byKind.get(kind) ?? 0) + cpu);
      const sorted = [...byKind].sort((a, b) => b[1] - a[1]);
      resolve({
        exitCode: code ?? (signal ? 1 : 0),
        wallSeconds: (performance.now() - started) / 1000,
        byKind: sorted,
        totalSeconds: sorted.reduce((sum, [, seconds]) => sum + seconds, 0),
      });
    });
  });
}

/** The split as printed: wall time, core-seconds in all and each kind with its share. */
export function formatCpuSplit(split: CpuSplit, cores = cpus().length): string {
  const busy = split.totalSeconds / (split.wallSeconds * cores);
  const lines = [
    `wall ${split.wallSeconds.toFixed(0)} s; CPU ${split.totalSeconds.toFixed(0)} core-seconds ` +
      `(${Math.round(busy * 100)}% of ${cores} cores over the wall time)`,
  ];
  for (const [kind, seconds] of split.byKind)
    lines.push(
      `  ${seconds.toFixed(1).padStart(8)} s  ${String(Math.round((seconds / split.totalSeconds) * 100)).padStart(3)}%  ${kind}`,
    );
  return lines.join('\n');
}
