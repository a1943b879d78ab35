import { Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { KINDS, type KindKey, type KindSpec } from '../../content/kinds';
import type { QueryError } from '../../store/query-types';
import { useList } from '../../store/use-list';
import { CardGrid } from '../../components/card-grid';
import { SkeletonGrid } from '../../components/skeleton-grid';
import { ErrorAlert } from '../../components/query-error-alert';
import { PageMeta } from '../../components/page-meta';
import { OFFLINE_TEXT, OfflineLibraryLink } from '../library/offline-view';
import { SavedCopyNotice } from '../library/saved-copy-notice';
import { AvailableOfflineFilter } from '../offline-reading/offline-filter';

/** Some kinds show the error's own message, others always their fixed text. */
function listErrorText(kind: KindSpec, error: QueryError | null): string {
  if (kind.listError.mode === 'message-or') return error?.message || kind.listError.text;
  return kind.listError.text;
}

/** The one list page of the five article kinds; everything kind-specific comes from KINDS. */
export function ListPage({ kind: key }: { kind: KindKey }) {
  const kind = KINDS[key];
  const { status, data, error, fromSavedCopy, fetchedAt } = useList(key);

  let body;
  if (data && data.length > 0) body = <CardGrid items={data} headingOrder={2} priorityFirst />;
  else if (status === 'loading')
    body = (
      <div aria-busy="true">
        <VisuallyHidden role="status">Loading {kind.listTitle.toLowerCase()}…</VisuallyHidden>
        <SkeletonGrid count={6} />
      </div>
    );
  else if (error?.id === 'Offline')
    body = (
      <Stack gap="xs">
        <Text role="status">{OFFLINE_TEXT}</Text>
        <OfflineLibraryLink />
      </Stack>
    );
  else if (status === 'error') body = <ErrorAlert message={listErrorText(kind, error)} />;
  else body = <Text c="dimmed">{kind.listEmpty}</Text>;

  return (
    <Stack gap="lg">
      <PageMeta title={kind.listTitle} />
      <Title order={1}>{kind.listTitle}</Title>
      <SavedCopyNotice show={fromSavedCopy} fetchedAt={fetchedAt} />
      {data && data.length > 0 && <AvailableOfflineFilter />}
      {body}
    </Stack>
  );
}
