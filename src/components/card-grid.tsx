import { use } from 'react';
import { Text } from '@mantine/core';
import type { ArticleSummary } from '../content/types';
import { CardAvailabilityContext } from './card-availability';
import { ArticleCard } from './article-card';
import { ResponsiveGrid } from './responsive-grid';
import { HydrateApart } from './hydrate-apart';

export const NOTHING_OFFLINE = 'None of these can be read offline yet.';

/**
 * Cards rendered at load whatever their place: two rows of three, or the first screens of a phone.
 * Later ones skip their rendering until near (a list of a hundred laid out every card at load); a short
 * grid such as Read next never does, so its size never depends on an estimate.
 */
const RENDERED_AT_LOAD = 6;

interface CardGridProps {
  items: ArticleSummary[];
  mixed?: boolean;
  headingOrder?: 2 | 3;
  /** The grid leads the page: its first image is the LCP element, so it is not lazy. */
  priorityFirst?: boolean;
}

/** Offline, cards whose article is not on the device are marked, or left out under the filter. */
export function CardGrid({ items, mixed, headingOrder, priorityFirst }: CardGridProps) {
  const { isReadable, onlyReadable } = use(CardAvailabilityContext);
  const shown = onlyReadable ? items.filter(isReadable) : items;
  if (onlyReadable && shown.length === 0) return <Text c="dimmed">{NOTHING_OFFLINE}</Text>;
  return (
    <ResponsiveGrid maxCols={3}>
      {/* Each card hydrates on its own, once it comes near the viewport: a grid of them was one of the
          longest tasks after first paint, and a list's cards far below cost nothing until read. */}
      {shown.map((item, index) => (
        <HydrateApart key={item.id} whenNear>
          <ArticleCard
            article={item}
            mixed={mixed}
            headingOrder={headingOrder}
            imagePriority={priorityFirst && index === 0}
            unavailable={!isReadable(item)}
            renderWhenNear={index >= RENDERED_AT_LOAD}
          />
        </HydrateApart>
      ))}
    </ResponsiveGrid>
  );
}
