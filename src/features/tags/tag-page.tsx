import { Anchor, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'wouter';
import { CardGrid } from '../../components/card-grid';
import { PageMeta } from '../../components/page-meta';
import { ErrorAlert } from '../../components/query-error-alert';
import { SkeletonGrid } from '../../components/skeleton-grid';
import { tagHref } from '../../content/tags';
import { SITE } from '../../site';
import { OFFLINE_TEXT, OfflineLibraryLink } from '../library/offline-view';
import { TAG_ERROR, useTagged } from './use-tagged';

/** Every article carrying one tag (in any spelling), newest first, as the list pages show them. */
export function TagPage({ tag }: { tag: string }) {
  const { items, loading, error, spelling } = useTagged(tag);
  const title = `#${spelling}`;
  const href = tagHref(tag);

  let body;
  if (items.length > 0) body = <CardGrid items={items} mixed headingOrder={2} priorityFirst />;
  else if (loading)
    body = (
      <div aria-busy="true">
        <VisuallyHidden role="status">Loading {title}…</VisuallyHidden>
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
  else if (error) body = <ErrorAlert message={TAG_ERROR} />;
  else
    body = (
      <Stack gap="xs" align="flex-start">
        <Text c="dimmed">Nothing is tagged {title} yet.</Text>
        <Anchor component={Link} href="/">
          Return to Home
        </Anchor>
      </Stack>
    );

  return (
    <Stack gap="lg">
      <PageMeta
        title={title}
        description={`Everything tagged ${title} in ${SITE.title}.`}
        feed={href ? { title: `${title} | ${SITE.title}`, base: href } : undefined}
      />
      <Title order={1}>{title}</Title>
      {body}
    </Stack>
  );
}
