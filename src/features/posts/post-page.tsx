import { Divider, Stack, Text, Title } from '@mantine/core';
import { POST_TEXTS } from '../../content/kinds';
import type { Post } from '../../content/types';
import { RichText } from '../../content/rich-text';
import { usePost } from '../../store/use-post';
import { DetailSkeleton } from '../../components/detail-skeleton';
import { ErrorAlert } from '../../components/query-error-alert';
import { formatLongDate, isoDay } from '../../components/format-date';
import { HeroImage } from '../../components/hero-image';
import { NotFoundView } from '../../components/not-found-view';
import { PageMeta } from '../../components/page-meta';
import { ShareBlock } from '../share/share-block';

function PostView({ post }: { post: Post }) {
  const date = formatLongDate(post.publishDate);
  return (
    <Stack component="article" gap="md" maw={860} mx="auto">
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
      </Text>
      {post.content && <RichText document={post.content} />}
      <Divider my="md" />
      <ShareBlock title={post.title} text={post.excerpt} />
    </Stack>
  );
}

export function PostPage({ slug }: { slug: string }) {
  const { status, data, error } = usePost(slug);
  if (data) return <PostView post={data} />;
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
