import { KINDS } from '../content/kinds';

export interface NavLinkSpec {
  label: string;
  href: string;
}

/**
 * The nine navigation links, HOME to ABOUT, in menu order (docs/product.md#layout-on-every-page).
 * Kind labels come from the KINDS table.
 */
export const NAV_LINKS: readonly NavLinkSpec[] = [
  { label: 'HOME', href: '/' },
  { label: KINDS.discussions.navLabel, href: KINDS.discussions.path },
  { label: 'PODCAST', href: '/podcast' },
  { label: KINDS.news.navLabel, href: KINDS.news.path },
  { label: KINDS.reviews.navLabel, href: KINDS.reviews.path },
  { label: KINDS.recommendations.navLabel, href: KINDS.recommendations.path },
  { label: KINDS.fiction.navLabel, href: KINDS.fiction.path },
  { label: 'MERCH', href: '/merch' },
  { label: 'ABOUT', href: '/about' },
];

/** A section link stays current on its detail pages too (/reviews/x highlights REVIEWS). */
export function isCurrent(href: string, location: string): boolean {
  if (href === '/') return location === '/';
  return location === href || location.startsWith(`${href}/`);
}
