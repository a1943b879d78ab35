import { describe, expect, it } from 'vitest';
import type { TraceEvent } from './bench-tasks.ts';
import { selfTimeByName } from './trace-kinds.ts';

const x = (name: string, ts: number, dur: number, tdur?: number, tid = 1): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur,
  tdur,
  pid: 7,
  tid,
});

describe('selfTimeByName', () => {
  it('counts each event less the events inside it, by CPU time where the trace has it', () => {
    const events = [
      x('RunTask', 0, 10_000, 9_000),
      x('ParseHTML', 1_000, 6_000, 5_000),
      x('EvaluateScript', 2_000, 2_000, 2_000),
      x('RunTask', 20_000, 3_000),
      x('Layout', 20_500, 1_000),
      x('Layout', 22_000, 500),
      // Another thread, and an instant event: neither counts.
      x('ParseHTML', 0, 50_000, 50_000, 2),
      { name: 'Mark', ph: 'I', ts: 1, pid: 7, tid: 1 },
    ];
    const self = selfTimeByName(events, 7, 1);
    expect(Object.fromEntries(self)).toEqual({
      RunTask: 4 + 1.5,
      ParseHTML: 3,
      EvaluateScript: 2,
      Layout: 1.5,
    });
  });

  it('never counts less than nothing when inner events overlap their parent', () => {
    const self = selfTimeByName([x('RunTask', 0, 1_000, 500), x('Paint', 0, 1_000, 900)], 7, 1);
    expect(self.get('RunTask')).toBe(0);
    expect(self.get('Paint')).toBe(0.9);
  });

  it('counts only the events inside a span when given one: one task', () => {
    const events = [
      x('RunTask', 0, 10_000, 9_000),
      x('Layout', 1_000, 6_000, 5_000),
      x('RunTask', 20_000, 3_000, 3_000),
      x('ParseHTML', 20_500, 1_000, 1_000),
    ];
    const self = selfTimeByName(events, 7, 1, { ts: 20_000, end: 23_000 });
    expect(Object.fromEntries(self)).toEqual({ RunTask: 2, ParseHTML: 1 });
  });
});
