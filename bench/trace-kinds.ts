/**
 * Where a thread's time went by the kind of work the browser names it: each trace event's own time
 * (its CPU time where the trace has it, less that of the events inside it), summed per event name.
 * `RunTask` keeps what no inner event accounts for. For "is it the HTML's parse, the style, the
 * layout or our scripts that grew?" when two copies of a page differ. With `within`, only the events
 * that start inside that span count: one task's make-up.
 */
import type { TraceEvent } from './bench-tasks.ts';

export function selfTimeByName(
  events: TraceEvent[],
  pid: number,
  tid: number,
  within?: { ts: number; end: number },
): Map<string, number> {
  const inside = (e: TraceEvent) => !within || (e.ts >= within.ts && e.ts < within.end);
  const own = events
    .filter(
      (e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined && inside(e),
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const spent = (e: TraceEvent) => e.tdur ?? e.dur ?? 0;
  const self = new Map<string, number>();
  const open: { event: TraceEvent; inner: number }[] = [];
  const close = () => {
    const { event, inner } = open.pop()!;
    self.set(event.name, (self.get(event.name) ?? 0) + Math.max(0, spent(event) - inner) / 1000);
    if (open.length) open[open.length - 1].inner += spent(event);
  };
  for (const event of own) {
    while (open.length) {
      const top = open[open.length - 1].event;
      if (top.ts + (top.dur ?? 0) > event.ts) break;
      close();
    }
    open.push({ event, inner: 0 });
  }
  while (open.length) close();
  return self;
}
