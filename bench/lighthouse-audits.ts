/**
 * What a Lighthouse report says stood between a category and its full score, kept apart from
 * bench-lighthouse.ts (which loads Lighthouse itself) so it can be tested on a report's shape alone.
 */

interface AuditLike {
  id: string;
  score: number | null;
  details?: { items?: unknown[] };
}

export interface ReportLike {
  categories: Record<string, { auditRefs?: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, AuditLike | undefined>;
}

const FINDING_CHARS = 160;

/** The first thing an audit found, in words: a console error's text, an element, a URL. */
function firstFinding(audit: AuditLike): string | null {
  const item = audit.details?.items?.[0] as
    | { description?: unknown; node?: { snippet?: unknown }; url?: unknown; source?: unknown }
    | undefined;
  const text = [item?.description, item?.node?.snippet, item?.url, item?.source].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  if (!text) return null;
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > FINDING_CHARS ? `${line.slice(0, FINDING_CHARS - 1)}…` : line;
}

/**
 * The audits that count towards a category's score and fell short of it, as `category: audit id`,
 * with the first thing each found in brackets when it lists any, so a best-practices score of 96
 * names the console error behind it instead of leaving it to be found again.
 */
export function failingAudits(report: ReportLike, categories: readonly string[]): string[] {
  return categories.flatMap((category) =>
    (report.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .flatMap((ref) => {
        const audit = report.audits[ref.id];
        if (!audit || audit.score === null || audit.score >= 1) return [];
        const finding = firstFinding(audit);
        return [`${category}: ${audit.id}${finding ? ` (${finding})` : ''}`];
      }),
  );
}

/**
 * Over several runs, each audit outside performance that fell short in any of them, once. The
 * performance audits are left out: the metrics printed beside them already say what they cost.
 */
export function shortOfFull(runs: readonly { failing: readonly string[] }[]): string[] {
  return [...new Set(runs.flatMap((run) => run.failing))].filter(
    (entry) => !entry.startsWith('performance:'),
  );
}
