/**
 * Which slugs cannot have a page of their own. The section's list page and feeds
 * share a folder with its entries' pages, so the feed file names are part of the slug rules.
 */
import { isWellFormed } from '../../src/shared/safe-text.ts';

export const FEED_FILES = { rss: 'feed.xml', atom: 'atom.xml' } as const;

/** Slugs shown in build output: escaped (control characters visible) and kept to one short line. */
const shown = (slug: string): string =>
  JSON.stringify(slug.length > 60 ? `${slug.slice(0, 60)}…` : slug);

/** Why an entry with this slug cannot have a page of its own, or null when it can. */
export function slugProblem(slug: string): string | null {
  if (slug === '') return 'it has no slug';
  if (!isWellFormed(slug))
    return `its slug ${shown(slug)} holds half of a surrogate pair, which no URL can carry`;
  // A section's list page and feeds sit beside its entries' pages: a slug named like one of those
  // files has its address taken by it.
  if (['index.html', ...Object.values(FEED_FILES)].includes(slug))
    return `its slug ${shown(slug)} is the address of the section's own ${slug}`;
  return null;
}
