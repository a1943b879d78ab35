import { SimpleGrid } from '@mantine/core';
import type { ArticleSummary } from '../content/types';
import { ArticleCard } from './article-card';
import { GRID_COLS } from './skeleton-grid';

interface CardGridProps {
  items: ArticleSummary[];
  mixed?: boolean;
  headingOrder?: 2 | 3;
}

export function CardGrid({ items, mixed, headingOrder }: CardGridProps) {
  return (
    <SimpleGrid cols={GRID_COLS} spacing="lg">
      {items.map((item) => (
        <ArticleCard key={item.id} article={item} mixed={mixed} headingOrder={headingOrder} />
      ))}
    </SimpleGrid>
  );
}
