import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';

export function DetailSkeleton() {
  return (
    <Stack gap="md" aria-busy="true">
      <VisuallyHidden role="status">Loading…</VisuallyHidden>
      <Skeleton height={40} width="70%" />
      <Skeleton height={14} width="25%" />
      <Skeleton maw={960} style={{ aspectRatio: '4 / 3' }} />
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={14} width={i % 3 === 2 ? '60%' : '100%'} />
      ))}
    </Stack>
  );
}
