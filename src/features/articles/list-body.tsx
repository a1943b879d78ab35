import type { ReactNode } from 'react';
import { Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ArticleSummary } from '../../content/types';
import type { QueryError } from '../../store/query-types';
import { CardGrid } from '../../components/card-grid';
import { SkeletonGrid } from '../../components/skeleton-grid';
import { ErrorAlert } from '../../components/query-error-alert';
import { OFFLINE_TEXT, OfflineLibraryLink } from '../offline-reading';

/**
 * What a list of cards shows under its title, in order of precedence: the cards, the loading skeleton
 * (announced as `loadingLabel`), the offline note with the way to what is saved, the error, or the
 * list's own empty state.
 */
export function ListBody({
  items,
  mixed = false,
  loading,
  loadingLabel,
  error,
  failed,
  errorText,
  empty,
}: {
  items: ArticleSummary[] | undefined;
  /** Cards of several kinds: each shows its kind. */
  mixed?: boolean;
  loading: boolean;
  loadingLabel: string;
  error: QueryError | null;
  /** Whether the list ended in an error (rather than a copy that failed to refresh). */
  failed: boolean;
  errorText: string;
  empty: ReactNode;
}) {
  if (items && items.length > 0)
    return <CardGrid items={items} mixed={mixed} headingOrder={2} priorityFirst />;
  if (loading)
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">{loadingLabel}</VisuallyHidden>
        <SkeletonGrid count={6} />
      </div>
    );
  if (error?.id === 'Offline')
    return (
      <Stack gap="xs">
        <Text role="status">{OFFLINE_TEXT}</Text>
        <OfflineLibraryLink />
      </Stack>
    );
  if (failed) return <ErrorAlert message={errorText} />;
  return empty;
}
