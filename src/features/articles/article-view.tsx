import { memo, useRef } from 'react';
import { Anchor, Divider, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import type { Article } from '../../content/types';
import { KINDS, entryHref } from '../../content/kinds';
import { RichText } from '../../components/rich-text';
import { formatLongDate, isoDay } from '../../components/format-date';
import { HeroImage } from '../../components/hero-image';
import { PageMeta } from '../../components/page-meta';
import { HydrateApart } from '../../components/hydrate-apart';
import { TagBadges } from '../../components/tag-badges';
import { ShareBlock } from '../share';
import { SaveButton } from '../offline-reading';
import { entryKey } from '../../store/keys';
import { ReadNext } from '../read-next';
import { useReadingPosition } from '../reading-position';
import { readingTimeLabel } from '../../shared/reading-time';
import { ArticleContents } from '../reading';

/**
 * Memoised: the page above re-renders for store changes that leave the article as it was (fetching
 * flags, a revalidation that found nothing new, the saved copy merging in after hydration), and
 * re-rendering the whole body for those used to be a 40–60 ms task on a mid-range phone.
 */
export const ArticleView = memo(function ArticleView({ article }: { article: Article }) {
  const kind = KINDS[article.kind];
  const date = formatLongDate(article.publishDate);
  const readingTime = readingTimeLabel(article.words);
  const key = entryKey(article.kind, article.slug);
  const path = entryHref(kind.contentType, article.slug) ?? kind.path;
  const ref = useRef<HTMLDivElement>(null);
  useReadingPosition(ref, { key, path, title: article.title });
  return (
    <>
      <Stack component="article" gap="md" maw={860} mx="auto" ref={ref} className="reading-text">
        <PageMeta
          title={article.title}
          seoTitle={article.seoTitle}
          description={article.seoDescription || article.excerpt}
          image={article.image?.url}
          type="article"
        />
        {kind.backLink && (
          <Anchor component={Link} href={kind.path} size="sm" w="fit-content" className="no-print">
            ← {kind.backLink}
          </Anchor>
        )}
        <Title order={1}>{article.title}</Title>
        {(date || readingTime) && (
          <Text c="dimmed">
            {date && <time dateTime={isoDay(article.publishDate)}>{date}</time>}
            {date && readingTime && ' · '}
            {readingTime}
          </Text>
        )}
        <TagBadges tags={article.tags} />
        <SaveButton
          target={{
            key,
            path,
            title: article.title,
            body: article.body,
          }}
        />
        <HeroImage image={article.image} fallbackAlt={article.title} />
        <ArticleContents body={article.body} article={ref} />
        {/* The body, the share block and Read next each hydrate apart from the page's top; the last two
            only once they come near the viewport. */}
        {article.body && (
          <HydrateApart>
            <RichText document={article.body} />
          </HydrateApart>
        )}
        <Divider my="md" />
        <HydrateApart whenNear>
          <ShareBlock title={article.title} text={article.excerpt} />
        </HydrateApart>
      </Stack>
      <HydrateApart whenNear>
        <ReadNext id={article.id} contentType={article.contentType} tags={article.tags} />
      </HydrateApart>
    </>
  );
});
