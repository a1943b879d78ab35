import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';
import { PageMeta } from '../../components/page-meta';
import { pageCount } from '../../content/paging';
import { tagHref, tagKey } from '../../content/tags';
import { SITE } from '../../site';
import { ListBody, PAGER_TEXTS, PageLinks, PagedHeading, Pager } from '../articles';
import { CopyNotice } from '../offline-reading';
import { TAG_ERROR, useTagged } from './use-tagged';

interface TagView {
  items: ReturnType<typeof useTagged>['items'];
  total: number | null;
  spelling: string;
  loading: boolean;
  error: ReturnType<typeof useTagged>['error'];
  isCopy: boolean;
  fetchedAt: number | null;
}

/** What no query asks for: a page number no URL of the tag carries shows the empty state. */
const noPage = (tag: string): TagView => ({
  items: [],
  total: null,
  spelling: tagKey(tag),
  loading: false,
  error: null,
  isCopy: false,
  fetchedAt: null,
});

function TagPageView({ tag, page, view }: { tag: string; page: number; view: TagView }) {
  const { items, total, spelling, loading, error, isCopy, fetchedAt } = view;
  const title = `#${spelling}`;
  const href = tagHref(tag);
  const count = total === null ? null : pageCount(total);
  const shown = !!items && items.length > 0 && href !== null;
  return (
    <Stack gap="lg">
      <PageMeta
        title={page > 1 ? `${title}, ${PAGER_TEXTS.page(page)}` : title}
        description={`Everything tagged ${title} in ${SITE.title}.`}
        feed={href ? { title: `${title} | ${SITE.title}`, base: href } : undefined}
      />
      {shown && <PageLinks base={href} page={page} count={count} />}
      <PagedHeading title={title} page={shown ? page : 1} count={count} />
      <CopyNotice show={isCopy} fetchedAt={fetchedAt} />
      <ListBody
        items={items}
        mixed
        loading={loading}
        loadingLabel={`Loading ${title}…`}
        error={error}
        failed={!!error}
        errorText={TAG_ERROR}
        empty={
          <Stack gap="xs" align="flex-start">
            <Text c="dimmed">Nothing is tagged {title} yet.</Text>
            <Anchor component={Link} href="/">
              Return to Home
            </Anchor>
          </Stack>
        }
      />
      {shown && <Pager base={href} page={page} count={count} />}
    </Stack>
  );
}

function TaggedPage({ tag, page }: { tag: string; page: number }) {
  return <TagPageView tag={tag} page={page} view={useTagged(tag, page)} />;
}

/**
 * Every article carrying one tag (in any spelling), newest first, as the list pages show them, page
 * `page` of them (1 by default). `page` null is a page number no URL of the tag carries: the empty
 * state, as for a page past the last.
 */
export function TagPage({ tag, page = 1 }: { tag: string; page?: number | null }) {
  if (page === null) return <TagPageView tag={tag} page={0} view={noPage(tag)} />;
  return <TaggedPage key={page} tag={tag} page={page} />;
}
