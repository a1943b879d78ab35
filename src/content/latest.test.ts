import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { KIND_ORDER, type KindKey } from './kinds';
import {
  deriveLatest,
  LATEST_PER_KIND,
  latestShare,
  mergeLatest,
  type KnownList,
  type PerKind,
} from './latest';
import type { ArticleSummary } from './types';
import { summaryOf } from '../../tests/summary';

const item = (id: string, publishDate: string | null, contentType = 'x'): ArticleSummary =>
  summaryOf(id, publishDate, { contentType });

describe('mergeLatest', () => {
  it('drops undated entries, sorts newest first, tags the type and cuts to count', () => {
    const feed = mergeLatest(
      {
        discussions: [item('d1', '2024-01-03T00:00:00Z'), item('d0', null)],
        news: [item('n1', '2024-01-05T00:00:00Z'), item('n2', '2024-01-01T00:00:00Z')],
        fiction: [item('f1', '2024-01-04T00:00:00Z')],
      },
      3,
    );
    expect(feed.map((i) => i.id)).toEqual(['n1', 'f1', 'd1']);
    expect(feed.map((i) => i.contentType)).toEqual(['news', 'fiction', 'discussions']);
  });

  it('defaults to 3 and only looks at the first 10 of each kind', () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      item(`r${i}`, `2024-01-${String(20 - i).padStart(2, '0')}`),
    );
    many.push(item('late-but-11th', '2030-01-01'));
    const feed = mergeLatest({ reviews: [...many.slice(0, 10), ...many.slice(10)] });
    expect(feed).toHaveLength(3);
    expect(feed.map((i) => i.id)).not.toContain('late-but-11th');
  });

  it('breaks ties by kind order, then list order', () => {
    const same = '2024-02-02T00:00:00Z';
    const feed = mergeLatest(
      {
        fiction: [item('f', same)],
        discussions: [item('d1', same), item('d2', same)],
        news: [item('n', same)],
      },
      4,
    );
    expect(feed.map((i) => i.id)).toEqual(['d1', 'd2', 'n', 'f']);
  });
});

describe('latestShare', () => {
  it('knows the share of a short complete list, a list of 10+, or one with enough dated entries', () => {
    const dated = [item('a', '2024-01-03'), item('b', '2024-01-02'), item('c', '2024-01-01')];
    expect(latestShare({ items: dated.slice(0, 2), limit: 3 }, 3)?.map((i) => i.id)).toEqual([
      'a',
      'b',
    ]);
    expect(latestShare({ items: dated, limit: 3 }, 3)?.map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(latestShare({ items: [item('z', null), ...dated.slice(0, 2)], limit: 3 }, 3)).toBeNull();
  });
});

// Property: whenever derivation answers, it equals mergeLatest (the feed as defined) over the first 10
// of each kind.
const dateArb = fc.option(
  fc
    .integer({ min: 0, max: 40 })
    .map((d) => new Date(Date.UTC(2024, 0, 1) + d * 86_400_000).toISOString()),
  { freq: 4 },
);
const kindEntriesArb = (kind: string) =>
  fc.array(dateArb, { maxLength: 16 }).map((dates) => {
    // The CDA orders by -publishDate; where undated entries land is not specified, so place them anywhere.
    const dated = dates.filter((d): d is string => d !== null).sort((a, b) => b.localeCompare(a));
    const undated = dates.filter((d) => d === null);
    const out: (string | null)[] = [...dated];
    undated.forEach((_, i) => out.splice((i * 7) % (out.length + 1), 0, null));
    return out.map((d, i) => item(`${kind}-${i}`, d));
  });

describe('deriveLatest equals the feed as defined (10 per kind merged, undated dropped)', () => {
  it('for random kinds, list limits and counts', () => {
    fc.assert(
      fc.property(
        fc.record(
          Object.fromEntries(KIND_ORDER.map((k) => [k, kindEntriesArb(k)])) as Record<
            KindKey,
            fc.Arbitrary<ArticleSummary[]>
          >,
        ),
        fc.record(
          Object.fromEntries(KIND_ORDER.map((k) => [k, fc.integer({ min: 1, max: 20 })])) as Record<
            KindKey,
            fc.Arbitrary<number>
          >,
        ),
        fc.integer({ min: 0, max: 12 }),
        (all, limits, count) => {
          const spec: PerKind = Object.fromEntries(
            KIND_ORDER.map((k) => [k, all[k].slice(0, LATEST_PER_KIND)]),
          );
          const lists: Partial<Record<KindKey, KnownList>> = Object.fromEntries(
            KIND_ORDER.map((k) => [k, { items: all[k].slice(0, limits[k]), limit: limits[k] }]),
          );
          const derived = deriveLatest(lists, count);
          if (derived !== null) expect(derived).toEqual(mergeLatest(spec, count));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('answers for the home page case (lists of 3 with enough dated entries) and refuses a missing kind', () => {
    const lists = Object.fromEntries(
      KIND_ORDER.map((k, n) => [
        k,
        { items: [0, 1, 2].map((i) => item(`${k}${i}`, `2024-0${n + 1}-1${i}`)), limit: 3 },
      ]),
    );
    expect(deriveLatest(lists, 3)?.map((i) => i.id)).toEqual(['fiction2', 'fiction1', 'fiction0']);
    const { news: _omit, ...withoutNews } = lists;
    expect(deriveLatest(withoutNews, 3)).toBeNull();
  });
});
