/**
 * Waiting for the screen. Both resolve in a task after a frame, never inside the task that changed the
 * page, so work started from them never holds back the paint of that change.
 */

/**
 * Resolves after the browser has painted what the page holds now: a frame's callback runs just before
 * that frame is painted, and a task queued from it runs after. A tab that is not shown paints no frame,
 * so a caller that must go on bounds the wait itself.
 */
export const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** How long past the next paint `afterPaintReported` waits for the browser's report. */
export const PAINT_REPORT_WAIT_MS = 250;

/**
 * Resolves once the browser has reported a largest contentful paint of what was drawn at `drawnAt`
 * (`performance.now()`) or later; after the next paint where it never reports one (Firefox, WebKit);
 * at most PAINT_REPORT_WAIT_MS after that paint (the drawing was not the largest, or the reader has
 * already pressed a key, after which no more are reported). The report comes once the frame is on
 * screen, a little after the task that follows its drawing: a request started before the report counts
 * as one that paint waited for, in Chromium's record of the page and in Lighthouse's simulation built
 * from it.
 */
export function afterPaintReported(drawnAt: number): Promise<void> {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint'))
    return afterNextPaint();
  return new Promise<void>((resolve) => {
    let waiting = true;
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= drawnAt)) done();
    });
    function done() {
      if (!waiting) return;
      waiting = false;
      observer.disconnect();
      resolve();
    }
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    void afterNextPaint().then(() => waiting && setTimeout(done, PAINT_REPORT_WAIT_MS));
  });
}
