/**
 * `npm run bench:suite-cpu -- <command> [args…]`: runs the command (a test suite, a build) and prints,
 * when it ends, its wall time and the CPU of every process it started, in core-seconds by kind:
 * Chromium's renderers, browser, GPU and utility processes, the other engines, Node by tool. For
 * example `npm run bench:suite-cpu -- npx playwright test` says what the end-to-end suite's time
 * is made of. Exits with the command's own code. Linux only (it reads /proc).
 */
import { formatCpuSplit, measureCpuSplit } from './suite-cpu.ts';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Give the command to measure: npm run bench:suite-cpu -- <command> [args…]');
  process.exit(2);
}
const split = await measureCpuSplit(command, args);
console.log(`\nbench:suite-cpu: ${[command, ...args].join(' ')}\n${formatCpuSplit(split)}`);
process.exit(split.exitCode);
