import { Title } from '@mantine/core';
import { KINDS, entryHref, type KindKey } from '../../content/kinds';
import { useEntry } from '../../store/use-entry';
import { DetailSkeleton } from '../../components/detail-skeleton';
import { ErrorAlert } from '../../components/query-error-alert';
import { NotFoundView } from '../../components/not-found-view';
import { PageMeta } from '../../components/page-meta';
import { OfflineView, SavedCopyNotice, useRecordRead } from '../offline-reading';
import { entryKey } from '../../store/keys';
import { ArticleView } from './article-view';

/** The one detail page of the five article kinds. */
export function DetailPage({ kind: key, slug }: { kind: KindKey; slug: string }) {
  const kind = KINDS[key];
  const { status, data, error, fromSavedCopy, fetchedAt } = useEntry(key, slug);
  useRecordRead(entryKey(key, slug), entryHref(kind.contentType, slug) ?? kind.path, data?.title);

  if (data) {
    return (
      <>
        <SavedCopyNotice show={fromSavedCopy} fetchedAt={fetchedAt} />
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
        <NotFoundView
          title={view.title}
          text={view.text}
          back={view.backButton ? { label: view.backButton, href: kind.path } : undefined}
        />
      </>
    );
  }
  if (error?.id === 'Offline') return <OfflineView title={kind.listTitle} />;
  return (
    <>
      <PageMeta title={kind.listTitle} />
      {/* The page still needs its one h1 when the content service fails. */}
      <Title order={1} mb="md">
        {kind.listTitle}
      </Title>
      <ErrorAlert message={error?.message || kind.notFoundError} />
    </>
  );
}
