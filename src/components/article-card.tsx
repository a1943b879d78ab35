import { memo, useId, useState, type MouseEvent } from 'react';
import { Anchor, Badge, Card, Stack, Text, Title } from '@mantine/core';
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
  /** Far down a long grid: the browser skips its rendering until it comes near the viewport. */
  renderWhenNear?: boolean;
}

const GROW = { flexGrow: 1 } as const;
/**
 * Only the picture is dimmed (faded, without colour): the text keeps its contrast, since a reader may
 * still want to know what the article is, and the line under it says why it is set back.
 */
const DIMMED = { opacity: 0.4, filter: 'grayscale(1)' } as const;

/**
 * One card for every article kind (docs/product.md#cards). Memoised: list and home pages re-render
 * for store changes that keep each item's object, and a dozen cards of Mantine parts add up.
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
  const href = hrefFor(article.contentType, article.slug);
  // Fiction and the shared card fall back to a placeholder; review and mixed cards do not.
  const withPlaceholder = !mixed && kind?.key !== 'reviews';
  const date = mixed ? formatShortDate(article.publishDate) : formatLongDate(article.publishDate);
  const readingTime = readingTimeLabel(article.words);
  const explain = (event: MouseEvent) => {
    event.preventDefault();
    setExplained(true);
  };
  const linkProps = {
    ...(href === '#' ? { href } : { component: Link, href }),
    ...(unavailable ? { onClick: explain } : {}),
  };

  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="article"
      className={renderWhenNear ? 'card-when-near' : undefined}
      h="100%"
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
      <Stack gap="xs" mt="md" style={GROW}>
        {mixed && kind && (
          // A fixed pastel shade with black text passes contrast in both schemes (the light variant's
          // orange-9 on orange-1 is only 3.6:1).
          <Badge color={`${kind.badgeColor}.3`} variant="filled" autoContrast w="fit-content">
            {kind.badgeLabel}
          </Badge>
        )}
        <Title order={headingOrder} size="h4" lineClamp={2} id={titleId}>
          <Anchor {...linkProps} c="inherit" fw={700} underline="hover">
            {article.title}
          </Anchor>
        </Title>
        {(date || readingTime) && (
          <Text size="sm" c="dimmed">
            {date && <time dateTime={isoDay(article.publishDate)}>{date}</time>}
            {date && readingTime && ' · '}
            {readingTime}
          </Text>
        )}
        {article.excerpt && (
          <Text size="sm" lineClamp={3}>
            {article.excerpt}
          </Text>
        )}
        <TagBadges tags={article.tags} size="xs" />
        <Anchor {...linkProps} size="sm" fw={600} mt="auto" aria-describedby={titleId}>
          Read More →
        </Anchor>
      </Stack>
      {unavailable && <OfflineCardNote explained={explained} />}
    </Card>
  );
});
