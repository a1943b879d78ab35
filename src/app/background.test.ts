import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLoadSettled, SETTLE_AFTER_LOAD_MS } from './background';

const setReadyState = (state: DocumentReadyState) =>
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });

describe('afterLoadSettled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    // Back to jsdom's own getter on the prototype.
    Reflect.deleteProperty(document, 'readyState');
  });

  it('waits for the settling pause after an already loaded page, then runs once idle', () => {
    setReadyState('complete');
    const task = vi.fn();
    afterLoadSettled(task);
    vi.advanceTimersByTime(SETTLE_AFTER_LOAD_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('starts the pause only at the load event', () => {
    setReadyState('loading');
    const task = vi.fn();
    afterLoadSettled(task, 100);
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(99);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled, before or after the load event', () => {
    setReadyState('loading');
    const beforeLoad = vi.fn();
    afterLoadSettled(beforeLoad, 100)();
    const duringPause = vi.fn();
    const cancel = afterLoadSettled(duringPause, 100);
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(50);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(beforeLoad).not.toHaveBeenCalled();
    expect(duringPause).not.toHaveBeenCalled();
  });
});
