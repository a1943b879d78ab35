/**
 * What a long task's CPU went to, from the V8 sampling profiler that a Chromium trace records with the
 * `disabled-by-default-v8.cpu_profiler` category. Each sample's stack is mapped back to the sources
 * through the build's source maps, and charged to the innermost frame from this project's `src/` (a
 * component, a hook, a search function): that is the code a change would touch, where the leaf is
 * usually React's or Mantine's internals. Samples with no frame of ours are charged to the leaf's
 * package (`react-dom`, `minisearch`) or to what the engine reported (`(garbage collector)`).
 */
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  parent?: number;
}

/** The trace events this module reads. */
export interface ProfileEvent {
  name: string;
  ph: string;
  ts: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

/** Samples of one thread: when each was taken (trace µs) and its stack's innermost node. */
interface Samples {
  nodes: Map<number, ProfileNode>;
  times: number[];
  leaves: number[];
}

/** The profile of thread `pid`/`tid`, its chunks joined. */
export function threadSamples(events: ProfileEvent[], pid: number, tid: number): Samples {
  const nodes = new Map<number, ProfileNode>();
  const times: number[] = [];
  const leaves: number[] = [];
  // A Profile event opens each profile (its start time), its ProfileChunks carry nodes and samples.
  const starts = new Map<string, number>();
  for (const e of events)
    if (e.name === 'Profile' && e.pid === pid && e.tid === tid && e.id !== undefined)
      starts.set(e.id, e.args?.data?.startTime ?? e.ts);
  const clock = new Map<string, number>();
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || e.id === undefined) continue;
    if (!starts.has(e.id)) continue;
    const data = e.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    let t = clock.get(e.id) ?? starts.get(e.id)!;
    samples.forEach((leaf, i) => {
      t += deltas[i] ?? 0;
      times.push(t);
      leaves.push(leaf);
    });
    clock.set(e.id, t);
  }
  return { nodes, times, leaves };
}

/** Maps a generated position to its source, reading each script's map once. */
export class SourceMaps {
  private maps = new Map<string, Promise<TraceMap | null>>();

  private map(url: string): Promise<TraceMap | null> {
    let found = this.maps.get(url);
    if (!found) {
      found = fetch(`${url}.map`)
        .then((r) => (r.ok ? r.text() : null))
        .then((text) => (text ? new TraceMap(text) : null))
        .catch(() => null);
      this.maps.set(url, found);
    }
    return found;
  }

  /** "src/features/search/search-page.tsx Result" or "node_modules/react-dom" or the frame's own name. */
  async place(frame: CallFrame): Promise<{ ours: boolean; label: string }> {
    if (!frame.url) return { ours: false, label: frame.functionName || '(program)' };
    const map = /^https?:/.test(frame.url) ? await this.map(frame.url) : null;
    if (!map)
      return { ours: false, label: `${frame.url.replace(/^.*\//, '')} ${frame.functionName}` };
    let at: ReturnType<typeof originalPositionFor>;
    try {
      at = originalPositionFor(map, {
        line: Math.max(1, frame.lineNumber + 1),
        column: Math.max(0, frame.columnNumber),
      });
    } catch {
      return { ours: false, label: `${frame.url.replace(/^.*\//, '')} ${frame.functionName}` };
    }
    const source = (at.source ?? '').replace(/^(\.\.\/)+/, '');
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
    if (pkg) return { ours: false, label: pkg };
    const name = at.name || frame.functionName || '(anonymous)';
    return { ours: source.startsWith('src/'), label: `${source}:${at.line ?? '?'} ${name}` };
  }
}

/**
 * The top `count` places the samples between `from` and `to` (trace µs) went to, as "label share%",
 * each sample charged to its innermost frame of ours, else to its leaf.
 */
export async function whereTimeWent(
  samples: Samples,
  maps: SourceMaps,
  from: number,
  to: number,
  count = 4,
): Promise<string> {
  const charged = new Map<string, number>();
  let total = 0;
  const byLeaf = new Map<number, string>();
  for (let i = 0; i < samples.times.length; i++) {
    const t = samples.times[i];
    if (t < from || t > to) continue;
    const leaf = samples.leaves[i];
    let label = byLeaf.get(leaf);
    if (label === undefined) {
      label = '(idle)';
      let first: string | null = null;
      for (let id: number | undefined = leaf; id !== undefined;) {
        const node = samples.nodes.get(id);
        if (!node) break;
        const place = await maps.place(node.callFrame);
        first ??= place.label;
        if (place.ours) {
          label = place.label;
          break;
        }
        id = node.parent;
      }
      if (label === '(idle)' && first) label = first;
      byLeaf.set(leaf, label);
    }
    if (label === '(idle)') continue;
    charged.set(label, (charged.get(label) ?? 0) + 1);
    total++;
  }
  if (total === 0) return 'no samples';
  return [...charged.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([label, n]) => `${label} ${Math.round((100 * n) / total)}%`)
    .join('; ');
}
