/**
 * Writes the end-to-end run's verdict where `npm test` can print it last: every test that failed, and
 * every test that failed once and passed on its retry (flaky), with the first lines of each error.
 * Playwright's own list reporter prints these too, but before the Node 24 and engine logs, so a log read
 * from its end (a CI summary) would show only that a step failed, never which test. It also names the
 * spec files that took longest (their tests' running time summed, retries included): where a
 * shorter suite has to start.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { FullConfig, Reporter, Suite, TestCase } from '@playwright/test/reporter';

/** How many lines of an error are worth repeating at the end of a long log. */
const ERROR_LINES = 6;
/** How many of the slowest spec files the verdict names. */
const SLOWEST_FILES = 8;

// eslint-disable-next-line no-control-regex -- the colour codes Playwright writes into error messages
const COLOUR = /\u001b\[[0-9;]*m/g;

/** Playwright's results folder for one port base, so suites run side by side keep theirs apart. */
export function resultsDir(portBase: string): string {
  return `test-results/e2e-${portBase}`;
}

/** Where the verdict is written: in the run's own results folder. */
export function outcomeFile(portBase: string): string {
  return `${resultsDir(portBase)}/outcome.txt`;
}

function firstLines(message: string | undefined): string {
  return (message ?? 'no message')
    .replace(COLOUR, '')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, ERROR_LINES)
    .map((line) => `      ${line}`)
    .join('\n');
}

const specName = (test: TestCase) => test.location.file.replace(/^.*tests\/e2e\//, '');

/** The spec files by the running time of their tests, slowest first: `name 59 s (12 tests)`. */
export function slowestFiles(tests: TestCase[], count = SLOWEST_FILES): string {
  const byFile = new Map<string, { ms: number; tests: number }>();
  for (const test of tests) {
    const file = byFile.get(specName(test)) ?? { ms: 0, tests: 0 };
    file.ms += test.results.reduce((sum, result) => sum + result.duration, 0);
    file.tests += 1;
    byFile.set(specName(test), file);
  }
  const total = [...byFile.values()].reduce((sum, file) => sum + file.ms, 0);
  const slowest = [...byFile.entries()]
    .sort(([, a], [, b]) => b.ms - a.ms)
    .slice(0, count)
    .map(
      ([name, { ms, tests: n }]) =>
        `${name} ${Math.round(ms / 1000)} s (${n} test${n === 1 ? '' : 's'})`,
    );
  return `slowest spec files (of ${Math.round(total / 1000)} s in tests): ${slowest.join(', ') || 'none'}`;
}

function describe(test: TestCase): string {
  const where = `${specName(test)}:${test.location.line}`;
  const errors = test.results
    .filter((result) => result.status !== 'passed' && result.status !== 'skipped')
    .map(
      (result) =>
        `    try ${result.retry + 1}: ${result.status}\n${firstLines(result.error?.message)}`,
    );
  return [`  ${where} › ${test.title}`, ...errors].join('\n');
}

export default class OutcomeReporter implements Reporter {
  private root: Suite | undefined;
  private readonly file = outcomeFile(process.env.E2E_PORT_BASE || '4400');

  onBegin(_config: FullConfig, suite: Suite): void {
    this.root = suite;
  }

  onEnd(): void {
    const tests = this.root?.allTests() ?? [];
    const failed = tests.filter((test) => test.outcome() === 'unexpected');
    const flaky = tests.filter((test) => test.outcome() === 'flaky');
    const passed = tests.filter((test) => test.outcome() === 'expected').length;
    const skipped = tests.filter((test) => test.outcome() === 'skipped').length;
    const lines = [
      `e2e: ${passed} passed first time, ${flaky.length} flaky (failed, then passed on retry), ${failed.length} failed, ${skipped} skipped`,
    ];
    lines.push(slowestFiles(tests));
    if (failed.length) lines.push('failed:', ...failed.map(describe));
    if (flaky.length) lines.push('flaky:', ...flaky.map(describe));
    mkdirSync(dirname(this.file), { recursive: true });
    writeFileSync(this.file, `${lines.join('\n')}\n`);
  }
}
