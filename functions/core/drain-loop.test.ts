import { describe, expect, it } from 'vitest';
import { startDrainLoop } from './drain-loop.ts';

/**
 * Lets every zero-delay timer scheduled before it fire first (Node runs timers in expiry order):
 * an ordering point, not a duration the test depends on.
 */
const afterPendingTimers = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('drain loop', () => {
  it('drains on start, once more for kicks that came during a drain, and not after stop', async () => {
    let runs = 0;
    let release: () => void = () => undefined;
    const drain = () => {
      runs += 1;
      return new Promise<void>((resolve) => (release = resolve));
    };
    const loop = startDrainLoop(drain, { intervalMs: 3_600_000, log: () => undefined });
    await afterPendingTimers();
    expect(runs).toBe(1);
    // Three kicks while the first drain is still busy fold into one more run, not three.
    loop.kick();
    loop.kick();
    loop.kick();
    await afterPendingTimers();
    expect(runs).toBe(1);
    release();
    await afterPendingTimers();
    expect(runs).toBe(2);
    release();
    await loop.idle();
    expect(runs).toBe(2);
    await loop.stop();
    loop.kick();
    await afterPendingTimers();
    expect(runs).toBe(2);
  });

  it('logs a failed drain and keeps going', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const loop = startDrainLoop(
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('database went away');
      },
      { intervalMs: 3_600_000, log: (_message, error) => errors.push(error) },
    );
    await loop.idle();
    loop.kick();
    await loop.idle();
    await loop.stop();
    expect(runs).toBe(2);
    expect(errors).toEqual([new Error('database went away')]);
  });
});
