import { memo, useRef } from 'react';
import { Divider, Stack, Text, Title } from '@mantine/core';
import { POST_TEXTS, entryHref } from '../../content/kinds';
import type { Post } from '../../content/types';
import { RichText } from '../../components/rich-text';
import { usePost } from '../../store/use-post';
import { DetailSkeleton } from '../../components/detail-skeleton';
import { ErrorAlert } from '../../components/query-error-alert';
import { formatLongDate, isoDay } from '../../components/format-date';
import { HeroImage } from '../../components/hero-image';
import { NotFoundView } from '../../components/not-found-view';
import { PageMeta } from '../../components/page-meta';
import { HydrateApart } from '../../components/hydrate-apart';
import { ShareBlock } from '../share';
import { OfflineView, SaveButton, SavedCopyNotice, useRecordRead } from '../offline-reading';
import { postKey } from '../../store/keys';
import { ReadNext } from '../read-next';
import { useReadingPosition } from '../reading-position';
import { readingTimeLabel } from '../../shared/reading-time';
import { ArticleContents } from '../reading';

/** Posts carry no tags: their Read next is the newest articles. */
const NO_TAGS: readonly string[] = [];

const postPath = (slug: string) => entryHref(POST_TEXTS.contentType, slug) ?? POST_TEXTS.path;

/** Memoised like ArticleView: store updates that keep the post re-render only the page around it. */
const PostView = memo(function PostView({ post }: { post: Post }) {
  const date = formatLongDate(post.publishDate);
  const readingTime = readingTimeLabel(post.words);
  const ref = useRef<HTMLDivElement>(null);
  useReadingPosition(ref, {
    key: postKey(post.slug),
    path: postPath(post.slug),
    title: post.title,
  });
  return (
    <>
      <Stack component="article" gap="md" maw={860} mx="auto" ref={ref} className="reading-text">
        <PageMeta
          title={post.title}
          description={post.excerpt}
          image={post.image?.url}
          type="article"
        />
        <HeroImage image={post.image} fallbackAlt={post.title} />
        <Title order={1}>{post.title}</Title>
        <Text c="dimmed">
          {post.author && <>by {post.author}</>}
          {post.author && date && ' · '}
          {date && <time dateTime={isoDay(post.publishDate)}>{date}</time>}
          {(post.author || date) && readingTime && ' · '}
          {readingTime}
        </Text>
        <SaveButton
          target={{
            key: postKey(post.slug),
            path: postPath(post.slug),
            title: post.title,
            body: post.content,
          }}
        />
        <ArticleContents body={post.content} article={ref} />
        {/* The body, the share block and Read next each hydrate apart from the page's top; the last two
            only once they come near the viewport. */}
        {post.content && (
          <HydrateApart>
            <RichText document={post.content} />
          </HydrateApart>
        )}
        <Divider my="md" />
        <HydrateApart whenNear>
          <ShareBlock title={post.title} text={post.excerpt} />
        </HydrateApart>
      </Stack>
      <HydrateApart whenNear>
        <ReadNext id={post.id} contentType={post.contentType} tags={NO_TAGS} />
      </HydrateApart>
    </>
  );
});

export function PostPage({ slug }: { slug: string }) {
  const { status, data, error, fromSavedCopy, fetchedAt } = usePost(slug);
  useRecordRead(postKey(slug), postPath(slug), data?.title);
  if (data)
    return (
      <>
        <SavedCopyNotice show={fromSavedCopy} fetchedAt={fetchedAt} />
        <PostView post={data} />
      </>
    );
  if (status === 'loading') return <DetailSkeleton />;
  if (error?.id === 'NotFound') {
    return (
      <>
        <PageMeta title={POST_TEXTS.notFoundView.title} />
        <NotFoundView
          title={POST_TEXTS.notFoundView.title}
          text={POST_TEXTS.notFoundView.text}
          back={{ label: 'Back to Home', href: '/' }}
        />
      </>
    );
  }
  if (error?.id === 'Offline') return <OfflineView title="Post" />;
  return (
    <>
      <PageMeta title="Post" />
      <Title order={1} mb="md">
        Post
      </Title>
      <ErrorAlert message={error?.message || POST_TEXTS.notFoundError} />
    </>
  );
}
