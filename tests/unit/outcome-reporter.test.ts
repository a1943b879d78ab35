import type { TestCase } from '@playwright/test/reporter';
import { describe, expect, it } from 'vitest';
import { slowestFiles } from '../e2e/outcome-reporter.ts';

/** A finished test as the reporter reads it: its spec file and its tries' running times. */
const test = (file: string, ...durations: number[]) =>
  ({
    location: { file: `/repo/tests/e2e/${file}`, line: 1, column: 1 },
    results: durations.map((duration) => ({ duration })),
  }) as unknown as TestCase;

describe('the slowest spec files', () => {
  it('sums each file’s tests and their retries, slowest first, with the total', () => {
    const line = slowestFiles(
      [
        test('a.spec.ts', 1_000),
        test('b.spec.ts', 4_000, 2_500),
        test('a.spec.ts', 2_000),
        test('c.spec.ts', 500),
      ],
      2,
    );
    expect(line).toBe(
      'slowest spec files (of 10 s in tests): b.spec.ts 7 s (1 test), a.spec.ts 3 s (2 tests)',
    );
  });

  it('says so when no test ran', () => {
    expect(slowestFiles([])).toBe('slowest spec files (of 0 s in tests): none');
  });
});
