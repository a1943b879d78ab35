import { describe, expect, it } from 'vitest';
import { failingAudits, shortOfFull, type ReportLike } from './lighthouse-audits';

const report: ReportLike = {
  categories: {
    'best-practices': {
      auditRefs: [
        { id: 'errors-in-console', weight: 1 },
        { id: 'inspector-issues', weight: 0 },
        { id: 'deprecations', weight: 5 },
      ],
    },
    accessibility: { auditRefs: [{ id: 'color-contrast', weight: 7 }] },
    seo: { auditRefs: [{ id: 'is-crawlable', weight: 1 }] },
  },
  audits: {
    'errors-in-console': {
      id: 'errors-in-console',
      score: 0,
      details: {
        items: [
          {
            source: 'exception',
            description:
              "InvalidStateError: Failed to read the 'result' property\n  from 'IDBRequest'",
          },
          { source: 'network', description: 'a second error' },
        ],
      },
    },
    // Below full score, but weighs nothing in the category.
    'inspector-issues': { id: 'inspector-issues', score: 0 },
    deprecations: { id: 'deprecations', score: 1 },
    'color-contrast': {
      id: 'color-contrast',
      score: 0,
      details: { items: [{ node: { snippet: '<a class="x">' + 'y'.repeat(300) + '</a>' } }] },
    },
    // Not applicable: no score at all.
    'is-crawlable': { id: 'is-crawlable', score: null },
  },
};

describe('failingAudits', () => {
  it('names each weighted audit below full score with the first thing it found', () => {
    const failing = failingAudits(report, ['best-practices', 'accessibility', 'seo']);
    expect(failing).toHaveLength(2);
    expect(failing[0]).toBe(
      "best-practices: errors-in-console (InvalidStateError: Failed to read the 'result' property from 'IDBRequest')",
    );
    expect(failing[1]).toMatch(/^accessibility: color-contrast \(<a class="x">y+…\)$/);
    expect(failing[1].length).toBeLessThan(200);
  });

  it('reads only the categories asked for, and an audit with no findings by its id alone', () => {
    const bare: ReportLike = {
      categories: { performance: { auditRefs: [{ id: 'total-blocking-time', weight: 30 }] } },
      audits: { 'total-blocking-time': { id: 'total-blocking-time', score: 0.7 } },
    };
    expect(failingAudits(bare, ['performance'])).toEqual(['performance: total-blocking-time']);
    expect(failingAudits(report, ['performance'])).toEqual([]);
  });
});

describe('shortOfFull', () => {
  it('lists each audit outside performance once over the runs', () => {
    const runs = [
      { failing: ['performance: total-blocking-time', 'best-practices: errors-in-console (E)'] },
      { failing: ['best-practices: errors-in-console (E)', 'seo: is-crawlable'] },
      { failing: [] },
    ];
    expect(shortOfFull(runs)).toEqual([
      'best-practices: errors-in-console (E)',
      'seo: is-crawlable',
    ]);
  });
});
