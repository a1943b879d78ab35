import { describe, expect, it } from 'vitest';
import { measureCpuSplit, processKind } from './suite-cpu.ts';

describe('processKind', () => {
  it('tells Chromium processes apart by their type', () => {
    expect(processKind('/usr/lib/chromium/chromium --type=renderer --lang=en')).toMatch(
      /renderers/,
    );
    expect(processKind('/usr/lib/chromium/chromium --type=gpu-process')).toMatch(/GPU/);
    expect(
      processKind('/usr/lib/chromium/chromium --type=utility --utility-sub-type=network'),
    ).toMatch(/utility/);
    expect(processKind('/usr/lib/chromium/chromium --headless --no-sandbox')).toMatch(/browser/);
    expect(processKind('/usr/lib/chromium/chrome_crashpad_handler --monitor-self')).toMatch(
      /crash/,
    );
  });

  it('names the tool a Node process runs', () => {
    expect(processKind('/usr/bin/node /repo/node_modules/@playwright/test/cli.js test')).toMatch(
      /Playwright/,
    );
    expect(processKind('node /repo/node_modules/vitest/vitest.mjs run')).toMatch(/Vitest/);
    expect(processKind('node -e 1')).toBe('Node: other');
    expect(processKind('/usr/lib/firefox-esr/firefox-esr --marionette')).toBe('Firefox ESR');
    expect(processKind('/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/WebKitWebProcess 7')).toBe(
      'WebKitGTK',
    );
  });
});

/**
 * A shell command line running Node that spends 1.5 s of its own CPU: counted by CPU rather than by
 * the clock, so a machine busy with other suites only makes it take longer.
 */
const BUSY_NODE = `${JSON.stringify(process.execPath)} -e ${JSON.stringify(
  'const spent = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e3; }; while (spent() < 1500);',
)}`;

/** Measures `sh -c script` and returns its core-seconds by kind with its exit code. */
async function splitOfShell(script: string) {
  const split = await measureCpuSplit('sh', ['-c', script]);
  return { ...split, kinds: Object.fromEntries(split.byKind) };
}

describe('measureCpuSplit', () => {
  it.runIf(process.platform === 'linux')(
    "counts a grandchild's CPU under its kind and passes the exit code on",
    async () => {
      // A shell that starts the busy Node: the CPU is the grandchild's.
      const split = await splitOfShell(`${BUSY_NODE}; exit 3`);
      expect(split.exitCode).toBe(3);
      const node = split.kinds['Node: other'] ?? 0;
      expect(node).toBeGreaterThan(1);
      expect(split.totalSeconds).toBeGreaterThanOrEqual(node);
      expect(split.wallSeconds).toBeGreaterThan(1.4);
    },
  );

  it.runIf(process.platform === 'linux')(
    'counts a process under what it became, not what started it',
    async () => {
      // The shell waits, then becomes Node in the same process (as Debian's chromium script
      // becomes Chromium): the busy 1.5 s of CPU belong to Node, not to the shell.
      const { kinds } = await splitOfShell(`sleep 0.6; exec ${BUSY_NODE}`);
      expect(kinds['Node: other'] ?? 0).toBeGreaterThan(1);
      expect(kinds.other ?? 0).toBeLessThan(0.5);
    },
  );
});
