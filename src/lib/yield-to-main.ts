/**
 * Ends the current task so the browser can paint and handle input before the rest runs. Work after
 * first paint that takes more than 50 ms in one task is "blocking time" on a mid-range phone; cutting
 * it into tasks at natural seams keeps taps answered. `scheduler.yield()` (Chromium) resumes ahead of
 * other queued tasks; elsewhere a zero-delay timer stands in.
 */
type SchedulerGlobal = { scheduler?: { yield?: () => Promise<void> } };

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as SchedulerGlobal).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
