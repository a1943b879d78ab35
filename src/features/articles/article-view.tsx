import { memo, useRef } from 'react';
import { Anchor, Divider, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import type { Article, Post } from '../../content/types';
import { entryKindByContentType, entryHref } from '../../content/kinds';
import { RichText } from '../../components/rich-text';
import { formatLongDate, isoDay } from '../../components/format-date';
import { HeroImage } from '../../components/hero-image';
import { PageMeta } from '../../components/page-meta';
import { HydrateApart } from '../../components/hydrate-apart';
import { TagBadges } from '../../components/tag-badges';
import { ShareBlock } from '../share';
import { SaveButton } from '../offline-reading';
import { entryKey, postKey } from '../../store/keys';
import { ReadNext } from '../read-next';
import { useReadingPosition } from '../reading-position';
import { readingTimeLabel } from '../../shared/reading-time';
import { ArticleContents, useContentsAnchors } from '../reading';

/** Posts carry no tags: their Read next is the newest articles. */
const NO_TAGS: string[] = [];

/** What the page shows of an entry, whichever kind it is: an article's body is a post's content. */
function shown(entry: Article | Post) {
  if (!('kind' in entry)) {
    return {
      key: postKey(entry.slug),
      body: entry.content,
      description: entry.excerpt,
      seoTitle: undefined,
      tags: NO_TAGS,
      author: entry.author,
    };
  }
  return {
    key: entryKey(entry.kind, entry.slug),
    body: entry.body,
    description: entry.seoDescription || entry.excerpt,
    seoTitle: entry.seoTitle,
    tags: entry.tags,
    author: undefined,
  };
}

/**
 * The entry of a detail page, an article of any kind or a post. The kind's table entry says where the
 * hero image goes and whether a link leads back to the list; the body, the share block and Read next
 * are the same for every kind. The article's children are one keyed list, so each layout keeps the tree
 * positions (and the ids React derives from them) its prerendered pages have always had.
 *
 * Memoised: the page above re-renders for store changes that leave the entry as it was (fetching
 * flags, a revalidation that found nothing new, the stored copy merging in after hydration), and
 * re-rendering the whole body for those used to be a 40–60 ms task on a mid-range phone.
 */
export const ArticleView = memo(function ArticleView({ article }: { article: Article | Post }) {
  const kind = entryKindByContentType(article.contentType)!;
  const { key, body, description, seoTitle, tags, author } = shown(article);
  const date = formatLongDate(article.publishDate);
  const readingTime = readingTimeLabel(article.words);
  const path = entryHref(kind.contentType, article.slug) ?? kind.path;
  const ref = useRef<HTMLDivElement>(null);
  useReadingPosition(ref, { key, path, title: article.title });
  const contents = useContentsAnchors(body);
  const meta = (
    <PageMeta
      key="meta"
      title={article.title}
      seoTitle={seoTitle}
      description={description}
      image={article.image?.url}
      type="article"
    />
  );
  const hero = <HeroImage key="hero" image={article.image} fallbackAlt={article.title} />;
  const title = (
    <Title key="title" order={1}>
      {article.title}
    </Title>
  );
  const byline = (
    <Text key="byline" c="dimmed">
      {author && <>by {author}</>}
      {author && date && ' · '}
      {date && <time dateTime={isoDay(article.publishDate)}>{date}</time>}
      {(author || date) && readingTime && ' · '}
      {readingTime}
    </Text>
  );
  const save = <SaveButton key="save" target={{ key, path, title: article.title, body }} />;
  const top = kind.heroFirst
    ? [meta, hero, title, byline, save]
    : [
        meta,
        kind.backLink && (
          <Anchor
            key="back"
            component={Link}
            href={kind.path}
            size="sm"
            w="fit-content"
            className="no-print"
          >
            ← {kind.backLink}
          </Anchor>
        ),
        title,
        (date || readingTime) && byline,
        <TagBadges key="tags" tags={tags} />,
        save,
        hero,
      ];
  return (
    <>
      <Stack
        component="article"
        gap="md"
        maw={860}
        mx="auto"
        ref={ref}
        className={contents ? 'reading-text has-contents' : 'reading-text'}
      >
        {[
          ...top,
          <ArticleContents key="contents" anchors={contents} article={ref} />,
          // The body, the share block and Read next each hydrate apart from the page's top; the last
          // two only once they come near the viewport.
          body && (
            <HydrateApart key="body">
              <RichText document={body} />
            </HydrateApart>
          ),
          <Divider key="divider" my="md" />,
          <HydrateApart key="share" whenNear>
            <ShareBlock title={article.title} text={article.excerpt} />
          </HydrateApart>,
        ]}
      </Stack>
      <HydrateApart whenNear>
        <ReadNext id={article.id} contentType={article.contentType} tags={tags} />
      </HydrateApart>
    </>
  );
});
