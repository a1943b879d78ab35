import { Skeleton, Stack } from '@mantine/core';
import { SkeletonGrid } from '../components/skeleton-grid';

/** Shown while a route's code chunk loads; roughly the shape of a list page so nothing jumps. */
export function PageSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading page">
      <Skeleton height={36} width="40%" />
      <SkeletonGrid count={6} />
    </Stack>
  );
}
