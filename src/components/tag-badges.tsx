import { Badge } from '@mantine/core';
import { Link } from 'wouter';
import { tagHref } from '../content/tags';

/**
 * Tags as small grey badges, each linking to its tag's page; renders nothing for an empty list, so
 * untagged cards show no empty row. A tag no URL can carry stays a plain badge.
 *
 * Drawn with Mantine's own Badge class and static rules (shell.css: `.tag-badge`, its glyph a CSS
 * mask) instead of the Badge component: each component badge wrote a 400-character inline style and
 * an inline SVG, three elements per tag more, and a list of a hundred cards carried three hundred of
 * them through the parser, the first layout and hydration.
 */
export function TagBadges({ tags, size = 'sm' }: { tags: string[]; size?: 'xs' | 'sm' }) {
  if (tags.length === 0) return null;
  const className = `${Badge.classes.root} tag-badge`;
  return (
    <ul className="tag-list" aria-label="Tags">
      {tags.map((tag) => {
        const href = tagHref(tag);
        const label = <span className={Badge.classes.label}>{tag}</span>;
        return (
          <li key={tag}>
            {href === null ? (
              <span className={className} data-size={size}>
                {label}
              </span>
            ) : (
              <Link href={href} className={className} data-size={size}>
                {label}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
