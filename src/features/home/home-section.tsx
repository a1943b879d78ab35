import { memo, type ReactNode } from 'react';
import { Anchor, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'wouter';
import type { ArticleSummary } from '../../content/types';
import type { QueryResult } from '../../store/query-types';
import { CardGrid } from '../../components/card-grid';
import { SkeletonGrid } from '../../components/skeleton-grid';
import { ErrorAlert } from '../../components/query-error-alert';

/**
 * A revalidation that brings the same content keeps the data object (store/query-store.ts), so the
 * section's new render (fetch flag, fetched time) skips its cards instead of re-rendering all of them.
 */
const SectionCards = memo(CardGrid);

interface HomeSectionProps {
  id: string;
  title: string;
  empty: string;
  result: QueryResult<ArticleSummary[]>;
  mixed?: boolean;
  viewAll?: { href: string; label: string };
  /** Below the fold: the browser skips its layout and paint until it comes near the viewport. */
  belowFold?: boolean;
}

/** A titled row of three cards with its own loading, error and empty states. */
export function HomeSection({
  id,
  title,
  empty,
  result,
  mixed,
  viewAll,
  belowFold,
}: HomeSectionProps) {
  const { status, data, error } = result;
  let body: ReactNode;
  if (data && data.length > 0) body = <SectionCards items={data} mixed={mixed} headingOrder={3} />;
  else if (status === 'loading')
    body = (
      <div aria-busy="true">
        <VisuallyHidden role="status">Loading {title}…</VisuallyHidden>
        <SkeletonGrid count={3} />
      </div>
    );
  else if (status === 'error')
    body = <ErrorAlert message={error?.message || `Failed to load ${title}`} />;
  else body = <Text c="dimmed">{empty}</Text>;

  return (
    <Stack
      component="section"
      gap="md"
      aria-labelledby={id}
      className={belowFold ? 'render-when-near' : undefined}
    >
      <Group justify="space-between" align="baseline">
        <Title order={2} id={id}>
          {title}
        </Title>
        {viewAll && (
          <Anchor component={Link} href={viewAll.href} fw={700} aria-label={viewAll.label}>
            View All
          </Anchor>
        )}
      </Group>
      {body}
    </Stack>
  );
}
