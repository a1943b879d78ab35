import { Title } from '@mantine/core';
import { KINDS, entryHref, type EntryKindKey } from '../../content/kinds';
import { useEntry } from '../../store/use-entry';
import { DetailSkeleton } from '../../components/detail-skeleton';
import { ErrorAlert } from '../../components/query-error-alert';
import { NotFoundView } from '../../components/not-found-view';
import { PageMeta } from '../../components/page-meta';
import { OfflineView, CopyNotice, useRecordRead } from '../offline-reading';
import { detailQuery } from '../../store/query-values';
import { ArticleView } from './article-view';

/** The one detail page of every kind with one: the five article kinds and the posts. */
export function DetailPage({ kind: key, slug }: { kind: EntryKindKey; slug: string }) {
  const kind = KINDS[key];
  const { status, data, error, isCopy, fetchedAt } = useEntry(key, slug);
  const storeKey = detailQuery(key, slug).key;
  useRecordRead(storeKey, entryHref(kind.contentType, slug) ?? kind.path, data?.title);

  if (data) {
    return (
      <>
        <CopyNotice show={isCopy} fetchedAt={fetchedAt} />
        <ArticleView article={data} />
      </>
    );
  }
  if (status === 'loading') return <DetailSkeleton />;
  if (error?.id === 'NotFound') {
    const view = kind.notFoundView;
    return (
      <>
        <PageMeta title={view.title} />
        <NotFoundView title={view.title} text={view.text} back={view.back} />
      </>
    );
  }
  if (error?.id === 'Offline') return <OfflineView title={kind.detailTitle} />;
  return (
    <>
      <PageMeta title={kind.detailTitle} />
      {/* The page still needs its one h1 when the content service fails. */}
      <Title order={1} mb="md">
        {kind.detailTitle}
      </Title>
      <ErrorAlert message={error?.message || kind.notFoundError} />
    </>
  );
}
