import { useMemo } from 'react';
import { Stack, Text } from '@mantine/core';
import { KINDS, type KindKey, type KindSpec } from '../../content/kinds';
import { PAGE_SIZE, pageCount } from '../../content/paging';
import type { ArticleSummary } from '../../content/types';
import { listPageQuery, listTotalQuery } from '../../store/query-values';
import type { QueryError, QueryResult } from '../../store/query-types';
import { useList } from '../../store/use-list';
import { useQuery } from '../../store/use-query';
import { PageMeta } from '../../components/page-meta';
import { CopyNotice, AvailableOfflineFilter } from '../offline-reading';
import { ListBody } from './list-body';
import { PAGER_TEXTS, PageLinks, PagedHeading, Pager } from './pager';

/** Some kinds show the error's own message, others always their fixed text. */
function listErrorText(kind: KindSpec, error: QueryError | null): string {
  if (kind.listError.mode === 'message-or') return error?.message || kind.listError.text;
  return kind.listError.text;
}

type ListState = Pick<
  QueryResult<ArticleSummary[]>,
  'status' | 'data' | 'error' | 'isCopy' | 'fetchedAt'
>;

/** What no query asks for: a page number no URL of the list carries shows the empty list. */
const NO_PAGE: ListState = {
  status: 'success',
  data: [],
  error: null,
  isCopy: false,
  fetchedAt: null,
};

/**
 * One page of a kind's list: its title, the cards, and the pager when there is more than one page.
 * `total` is how many entries the kind holds, null while unknown.
 */
function ListView({
  kind,
  page,
  list,
  total,
}: {
  kind: KindSpec;
  page: number;
  list: ListState;
  total: number | null;
}) {
  const { status, data, error, isCopy, fetchedAt } = list;
  const count = total === null ? null : pageCount(total);
  const shown = !!data && data.length > 0;
  const hasOlder = !!data && data.length >= PAGE_SIZE;
  return (
    <Stack gap="lg">
      <PageMeta
        title={page > 1 ? `${kind.listTitle}, ${PAGER_TEXTS.page(page)}` : kind.listTitle}
      />
      {shown && <PageLinks base={kind.path} page={page} count={count} hasOlder={hasOlder} />}
      <PagedHeading title={kind.listTitle} page={shown ? page : 1} count={count} />
      <CopyNotice show={isCopy} fetchedAt={fetchedAt} />
      {shown && <AvailableOfflineFilter />}
      <ListBody
        items={data}
        loading={status === 'loading'}
        loadingLabel={`Loading ${kind.listTitle.toLowerCase()}…`}
        error={error}
        failed={status === 'error'}
        errorText={listErrorText(kind, error)}
        empty={<Text c="dimmed">{kind.listEmpty}</Text>}
      />
      {shown && <Pager base={kind.path} page={page} count={count} hasOlder={hasOlder} />}
    </Stack>
  );
}

/** The list itself: the newest entries, and the kind's total for the pager. */
function FirstPage({ kind }: { kind: KindSpec }) {
  const list = useList(kind.key);
  const total = useQuery(useMemo(() => listTotalQuery(kind.key), [kind.key]));
  return <ListView kind={kind} page={1} list={list} total={total.data ?? null} />;
}

/** Page n ≥ 2: its own query, which also answers the kind's total. */
function OlderPage({ kind, page }: { kind: KindSpec; page: number }) {
  const result = useQuery(useMemo(() => listPageQuery(kind.key, page), [kind.key, page]));
  const list: ListState = { ...result, data: result.data?.items };
  return <ListView kind={kind} page={page} list={list} total={result.data?.total ?? null} />;
}

/**
 * The list page of the five article kinds, page `page` of it (1 by default); everything
 * kind-specific comes from KINDS. `page` null is a page number no URL of the list carries (`02`,
 * `0`, `abc`): the list's empty state, as for a page past the last.
 */
export function ListPage({ kind: key, page = 1 }: { kind: KindKey; page?: number | null }) {
  const kind = KINDS[key];
  if (page === null) return <ListView kind={kind} page={0} list={NO_PAGE} total={null} />;
  if (page <= 1) return <FirstPage kind={kind} />;
  return <OlderPage key={page} kind={kind} page={page} />;
}
