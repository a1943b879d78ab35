import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { PageMeta } from '../../components/page-meta';
import { tagHref } from '../../content/tags';
import { SITE } from '../../site';
import { ListBody } from '../articles/list-body';
import { TAG_ERROR, useTagged } from './use-tagged';

/** Every article carrying one tag (in any spelling), newest first, as the list pages show them. */
export function TagPage({ tag }: { tag: string }) {
  const { items, loading, error, spelling } = useTagged(tag);
  const title = `#${spelling}`;
  const href = tagHref(tag);

  return (
    <Stack gap="lg">
      <PageMeta
        title={title}
        description={`Everything tagged ${title} in ${SITE.title}.`}
        feed={href ? { title: `${title} | ${SITE.title}`, base: href } : undefined}
      />
      <Title order={1}>{title}</Title>
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
    </Stack>
  );
}
