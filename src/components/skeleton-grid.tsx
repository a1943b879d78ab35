import { Card, Skeleton } from '@mantine/core';
import { ResponsiveGrid } from './responsive-grid';

function CardSkeleton() {
  return (
    <Card withBorder padding="lg" radius="md">
      <Card.Section>
        <Skeleton radius={0} style={{ aspectRatio: '4 / 3' }} />
      </Card.Section>
      <Skeleton height={20} mt="md" width="80%" />
      <Skeleton height={12} mt="sm" width="40%" />
      <Skeleton height={12} mt="sm" />
      <Skeleton height={12} mt={6} />
    </Card>
  );
}

/** Placeholder cards with the real cards' shape, so content replaces them without a jump. */
export function SkeletonGrid({ count }: { count: number }) {
  return (
    <ResponsiveGrid maxCols={3} data-testid="skeleton-grid" aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <CardSkeleton key={i} />
      ))}
    </ResponsiveGrid>
  );
}
