import { Link } from 'wouter';
import { tagHref } from '../content/tags';

/**
 * Tags as small grey badges, each linking to its tag's page; renders nothing for an empty list, so
 * untagged cards show no empty row. A tag no URL can carry stays a plain badge.
 *
 * Drawn as Mantine's light grey Badge from static rules (shell.css: `.tag-badge`, its glyph a CSS
 * mask) instead of the Badge component or its class: each component badge wrote a 400-character inline
 * style and an inline SVG, three elements per tag more, and its class declares twenty-odd custom
 * properties on every badge; a list of a hundred cards carried three hundred badges through the
 * parser, the first layout and hydration.
 */
export function TagBadges({ tags, size = 'sm' }: { tags: string[]; size?: 'xs' | 'sm' }) {
  if (tags.length === 0) return null;
  const className = 'tag-badge';
  return (
    <ul className="tag-list" aria-label="Tags">
      {tags.map((tag) => {
        const href = tagHref(tag);
        const label = <span>{tag}</span>;
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
