import { memo, useId, useState, type MouseEvent, type ReactNode } from 'react';
import { Card } from '@mantine/core';
import { Link } from 'wouter';
import type { ArticleSummary } from '../content/types';
import { hrefFor, kindByContentType } from '../content/kinds';
import { CardImage } from './card-image';
import { TagBadges } from './tag-badges';
import { formatLongDate, formatShortDate, isoDay } from './format-date';
import { readingTimeLabel } from '../shared/reading-time';
import { OfflineCardNote } from './offline-card-note';

interface ArticleCardProps {
  article: ArticleSummary;
  /** Mixed cards (Catch Up) carry a type badge, the short date and show an image only if one exists. */
  mixed?: boolean;
  headingOrder?: 2 | 3;
  /** Load the image eagerly with high priority (the page's LCP candidate). */
  imagePriority?: boolean;
  /** Offline and its article is not on this device: dimmed, and a tap explains instead of failing. */
  unavailable?: boolean;
  /**
   * Far down a long grid: the browser skips its rendering until it comes near the viewport, at every
   * width (`true`) or on phones only, where the grid is one card wide (`'narrow'`).
   */
  renderWhenNear?: boolean | 'narrow';
}

/**
 * Only the picture is dimmed (faded, without colour): the text keeps its contrast, since a reader may
 * still want to know what the article is, and the line under it says why it is set back.
 */
const DIMMED = { opacity: 0.4, filter: 'grayscale(1)' } as const;

interface CardLinkProps {
  href: string;
  className: string;
  onClick?: (event: MouseEvent) => void;
  describedBy?: string;
  children: ReactNode;
}

/**
 * A card's link: a plain anchor (a client-side route, or `#` for an article no route can carry) with
 * the card's own static class and Mantine's focus ring. Its type, colour and hover underline come from
 * shell.css, not from Mantine's Anchor and Text, whose rules set each through custom properties.
 */
function CardLink({ href, className, onClick, describedBy, children }: CardLinkProps) {
  const props = {
    className: `mantine-focus-auto ${className}`,
    onClick,
    'aria-describedby': describedBy,
  };
  return href === '#' ? (
    <a href={href} {...props}>
      {children}
    </a>
  ) : (
    <Link href={href} {...props}>
      {children}
    </Link>
  );
}

/**
 * One card for every article kind (docs/product.md#cards). Memoised: list and home pages re-render
 * for store changes that keep each item's object, and a dozen cards of Mantine parts add up.
 *
 * What every card shares (padding, radius, spacing, type sizes, clamps) comes from static classes
 * (shell.css, `.article-card*`) with Mantine's own values, not from props Mantine writes as inline
 * custom properties on each element: a list page of a hundred cards parsed and resolved seven inline
 * styles a card. Its text is plain elements (a paragraph, an anchor) with those classes alone: the
 * sizes, line heights and weights of Mantine's Text and Anchor written out, none read through a
 * custom property.
 */
export const ArticleCard = memo(function ArticleCard({
  article,
  mixed = false,
  headingOrder = 2,
  imagePriority = false,
  unavailable = false,
  renderWhenNear = false,
}: ArticleCardProps) {
  const titleId = useId();
  const [explained, setExplained] = useState(false);
  const kind = kindByContentType(article.contentType);
  const Heading = headingOrder === 3 ? 'h3' : 'h2';
  const href = hrefFor(article.contentType, article.slug);
  // Fiction and the shared card fall back to a placeholder; review and mixed cards do not.
  const withPlaceholder = !mixed && kind?.key !== 'reviews';
  const date = mixed ? formatShortDate(article.publishDate) : formatLongDate(article.publishDate);
  const readingTime = readingTimeLabel(article.words);
  const explain = (event: MouseEvent) => {
    event.preventDefault();
    setExplained(true);
  };
  const onClick = unavailable ? explain : undefined;

  return (
    <Card
      withBorder
      component="article"
      className={renderWhenNear ? 'article-card card-when-near' : 'article-card'}
      data-when-near={renderWhenNear === 'narrow' ? 'narrow' : undefined}
      data-unavailable={unavailable || undefined}
    >
      <Card.Section style={unavailable ? DIMMED : undefined}>
        <CardImage
          image={article.image}
          fallbackAlt={article.title}
          withPlaceholder={withPlaceholder}
          priority={imagePriority}
        />
      </Card.Section>
      <div className="article-card-body">
        {mixed && kind && (
          // A fixed pastel shade with black text, from the kind's rule in shell.css (`.kind-badge`).
          <span className="kind-badge" data-kind={kind.key}>
            {kind.badgeLabel}
          </span>
        )}
        <Heading className="article-card-title" id={titleId}>
          <CardLink href={href} onClick={onClick} className="article-card-link">
            {article.title}
          </CardLink>
        </Heading>
        {(date || readingTime) && (
          <p className="article-card-small article-card-dimmed">
            {date && <time dateTime={isoDay(article.publishDate)}>{date}</time>}
            {date && readingTime && ' · '}
            {readingTime}
          </p>
        )}
        {article.excerpt && (
          <p className="article-card-small article-card-excerpt">{article.excerpt}</p>
        )}
        <TagBadges tags={article.tags} size="xs" />
        <CardLink
          href={href}
          onClick={onClick}
          className="article-card-small article-card-more"
          describedBy={titleId}
        >
          Read More →
        </CardLink>
      </div>
      {unavailable && <OfflineCardNote explained={explained} />}
    </Card>
  );
});
