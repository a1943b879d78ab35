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
/**
 * Cards after those hydrate together in rows of this many (two rows of three on a wide screen): one
 * boundary and one gate per row, not per card, so a long list's start-up sets up a sixth of them,
 * and a row's hydration when it nears is still a short piece of work.
 */
const HYDRATED_TOGETHER = 6;

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
  // In a long grid on a phone, one card wide, the second card starts near the bottom of the first
  // screen and the others below it: they too wait to be rendered until near. A short grid never waits.
  const long = shown.length > RENDERED_AT_LOAD;
  const whenNear = (index: number) => index >= RENDERED_AT_LOAD || (long && index > 0 && 'narrow');
  const card = (item: ArticleSummary, index: number) => (
    <ArticleCard
      key={item.id}
      article={item}
      mixed={mixed}
      headingOrder={headingOrder}
      imagePriority={priorityFirst && index === 0}
      unavailable={!isReadable(item)}
      renderWhenNear={whenNear(index)}
    />
  );
  const later: ArticleSummary[][] = [];
  for (let at = RENDERED_AT_LOAD; at < shown.length; at += HYDRATED_TOGETHER)
    later.push(shown.slice(at, at + HYDRATED_TOGETHER));
  return (
    <ResponsiveGrid maxCols={3}>
      {/* Each of the first cards hydrates on its own, and later ones a row at a time, once they come
          near the viewport: a grid of them was one of the longest tasks after first paint, and a
          list's cards far below cost nothing until read. A row keeps its place (its key is its
          place), so new content moves cards between rows, never replaces the rows themselves. */}
      {shown.slice(0, RENDERED_AT_LOAD).map((item, index) => (
        <HydrateApart key={item.id} whenNear>
          {card(item, index)}
        </HydrateApart>
      ))}
      {later.map((row, n) => (
        <HydrateApart key={`row-${n}`} whenNear>
          {row.map((item, i) => card(item, RENDERED_AT_LOAD + n * HYDRATED_TOGETHER + i))}
        </HydrateApart>
      ))}
    </ResponsiveGrid>
  );
}
