import { Stack, Text, Title } from '@mantine/core';
import { KINDS, type KindKey, type KindSpec } from '../../content/kinds';
import type { QueryError } from '../../store/query-types';
import { useList } from '../../store/use-list';
import { PageMeta } from '../../components/page-meta';
import { SavedCopyNotice } from '../library/saved-copy-notice';
import { AvailableOfflineFilter } from '../offline-reading/offline-filter';
import { ListBody } from './list-body';

/** Some kinds show the error's own message, others always their fixed text. */
function listErrorText(kind: KindSpec, error: QueryError | null): string {
  if (kind.listError.mode === 'message-or') return error?.message || kind.listError.text;
  return kind.listError.text;
}

/** The one list page of the five article kinds; everything kind-specific comes from KINDS. */
export function ListPage({ kind: key }: { kind: KindKey }) {
  const kind = KINDS[key];
  const { status, data, error, fromSavedCopy, fetchedAt } = useList(key);

  return (
    <Stack gap="lg">
      <PageMeta title={kind.listTitle} />
      <Title order={1}>{kind.listTitle}</Title>
      <SavedCopyNotice show={fromSavedCopy} fetchedAt={fetchedAt} />
      {data && data.length > 0 && <AvailableOfflineFilter />}
      <ListBody
        items={data}
        loading={status === 'loading'}
        loadingLabel={`Loading ${kind.listTitle.toLowerCase()}…`}
        error={error}
        failed={status === 'error'}
        errorText={listErrorText(kind, error)}
        empty={<Text c="dimmed">{kind.listEmpty}</Text>}
      />
    </Stack>
  );
}
