import type { ArticleSummary } from '../content/types';
import { ArticleCard } from './article-card';
import { ResponsiveGrid } from './responsive-grid';

interface CardGridProps {
  items: ArticleSummary[];
  mixed?: boolean;
  headingOrder?: 2 | 3;
  /** The grid leads the page: its first image is the LCP element, so it is not lazy. */
  priorityFirst?: boolean;
}

export function CardGrid({ items, mixed, headingOrder, priorityFirst }: CardGridProps) {
  return (
    <ResponsiveGrid maxCols={3}>
      {items.map((item, index) => (
        <ArticleCard
          key={item.id}
          article={item}
          mixed={mixed}
          headingOrder={headingOrder}
          imagePriority={priorityFirst && index === 0}
        />
      ))}
    </ResponsiveGrid>
  );
}
