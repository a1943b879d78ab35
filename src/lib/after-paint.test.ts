import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaintReported, PAINT_REPORT_WAIT_MS } from './after-paint';

/** A browser's observer of largest contentful paints: the test reports entries through `report`. */
function fakeObserver() {
  const observers: Array<{ callback: PerformanceObserverCallback; disconnected: boolean }> = [];
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint', 'paint'];
    private readonly own: { callback: PerformanceObserverCallback; disconnected: boolean };
    constructor(callback: PerformanceObserverCallback) {
      this.own = { callback, disconnected: false };
      observers.push(this.own);
    }
    observe() {}
    disconnect() {
      this.own.disconnected = true;
    }
  }
  const report = (startTime: number) => {
    for (const o of observers.filter((o) => !o.disconnected))
      o.callback(
        { getEntries: () => [{ startTime }] } as unknown as PerformanceObserverEntryList,
        o as unknown as PerformanceObserver,
      );
  };
  return { FakeObserver, observers, report };
}

describe('afterPaintReported', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  async function settle(done: Promise<void>): Promise<boolean> {
    let resolved = false;
    void done.then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(0);
    return resolved;
  }

  it('goes on once the drawing’s paint is reported, not for an earlier one', async () => {
    vi.useFakeTimers();
    const { FakeObserver, observers, report } = fakeObserver();
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const done = afterPaintReported(1000);
    report(400); // the page's first paint, before the results were drawn
    expect(await settle(done)).toBe(false);
    report(1016);
    expect(await settle(done)).toBe(true);
    expect(observers.every((o) => o.disconnected)).toBe(true);
  });

  it('goes on shortly after the next paint when no report comes', async () => {
    vi.useFakeTimers();
    const { FakeObserver } = fakeObserver();
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const done = afterPaintReported(1000);
    await vi.advanceTimersByTimeAsync(20); // a frame, then the task after it
    expect(await settle(done)).toBe(false);
    await vi.advanceTimersByTimeAsync(PAINT_REPORT_WAIT_MS);
    expect(await settle(done)).toBe(true);
  });

  it('waits for the next paint alone where largest paints are never reported', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', { supportedEntryTypes: ['paint'] });
    const done = afterPaintReported(1000);
    expect(await settle(done)).toBe(false); // not within the task that drew
    await vi.advanceTimersByTimeAsync(20);
    expect(await settle(done)).toBe(true);
  });
});
