import { SimpleGrid } from '@mantine/core';
import type { ArticleSummary } from '../content/types';
import { ArticleCard } from './article-card';
import { GRID_COLS } from './skeleton-grid';

interface CardGridProps {
  items: ArticleSummary[];
  mixed?: boolean;
  headingOrder?: 2 | 3;
  /** The grid leads the page: its first image is the LCP element, so it is not lazy. */
  priorityFirst?: boolean;
}

export function CardGrid({ items, mixed, headingOrder, priorityFirst }: CardGridProps) {
  return (
    <SimpleGrid cols={GRID_COLS} spacing="lg">
      {items.map((item, index) => (
        <ArticleCard
          key={item.id}
          article={item}
          mixed={mixed}
          headingOrder={headingOrder}
          imagePriority={priorityFirst && index === 0}
        />
      ))}
    </SimpleGrid>
  );
}
