import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { siteOrigin } from '../../components/page-meta';
import { pageHref, pagerNumbers } from '../../content/paging';

/** The pager's texts: the product's own words (docs/product.md, routes). */
export const PAGER_TEXTS = {
  label: 'Pages',
  newer: 'Newer',
  older: 'Older',
  page: (n: number) => `Page ${n}`,
  pageOf: (n: number, count: number) => `Page ${n} of ${count}`,
} as const;

const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** A pager move starts the next page at its top, where its first entries are. */
const toTop = () => {
  if (typeof window !== 'undefined') window.scrollTo({ top: 0 });
};

/** Page `page` of the list at `base`, of `count` pages (null: unknown, then `hasOlder` tells). */
interface PageAt {
  base: string;
  page: number;
  count: number | null;
  hasOlder?: boolean;
}

/** Whether an older page follows this one. */
const olderExists = ({ page, count, hasOlder = false }: PageAt): boolean =>
  count === null ? hasOlder : page < count;

/**
 * The head links of page `page` of the list at `base`: its neighbours as `prev` (newer) and `next`
 * (older). `count` null means the number of pages is unknown; then `hasOlder` says whether a next
 * page exists.
 */
export function PageLinks(props: PageAt) {
  const { base, page } = props;
  const older = olderExists(props);
  return (
    <>
      {page > 1 && <link rel="prev" href={`${siteOrigin()}${pageHref(base, page - 1)}`} />}
      {older && <link rel="next" href={`${siteOrigin()}${pageHref(base, page + 1)}`} />}
    </>
  );
}

/**
 * A compact pager under a list: Newer (the page before), the page numbers around this one with the
 * first and the last, and Older (the page after). The current page is marked for assistive
 * technology; each link is an ordinary link, reached and followed with the keyboard, with the
 * theme's visible focus ring. Nothing is shown for a list of one page. `count` null: the number of
 * pages is unknown (offline, not yet counted), so only Newer and, by `hasOlder`, Older are shown.
 */
export function Pager(props: PageAt) {
  const { base, page, count } = props;
  const older = olderExists(props);
  const newer = page > 1;
  if (!older && !newer) return null;
  const numbers = count === null ? [] : pagerNumbers(page, count);
  return (
    <nav aria-label={PAGER_TEXTS.label}>
      <Group component="ul" gap="md" justify="center" style={LIST_STYLE}>
        {newer && (
          <li>
            <Anchor component={Link} href={pageHref(base, page - 1)} rel="prev" onClick={toTop}>
              {PAGER_TEXTS.newer}
            </Anchor>
          </li>
        )}
        {numbers.map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              <Text component="span" c="dimmed">
                …
              </Text>
            </li>
          ) : (
            <li key={n}>
              <Anchor
                component={Link}
                href={pageHref(base, n)}
                aria-label={PAGER_TEXTS.page(n)}
                aria-current={n === page ? 'page' : undefined}
                fw={n === page ? 700 : undefined}
                underline={n === page ? 'always' : 'hover'}
                onClick={toTop}
              >
                {n}
              </Anchor>
            </li>
          ),
        )}
        {older && (
          <li>
            <Anchor component={Link} href={pageHref(base, page + 1)} rel="next" onClick={toTop}>
              {PAGER_TEXTS.older}
            </Anchor>
          </li>
        )}
      </Group>
    </nav>
  );
}

/** A list's heading, with "Page N of M" (or "Page N" while the count is unknown) after the first page. */
export function PagedHeading({
  title,
  page,
  count,
}: {
  title: string;
  page: number;
  count: number | null;
}) {
  return (
    <Stack gap={4}>
      <Title order={1}>{title}</Title>
      {page > 1 && (
        <Text c="dimmed">
          {count === null ? PAGER_TEXTS.page(page) : PAGER_TEXTS.pageOf(page, count)}
        </Text>
      )}
    </Stack>
  );
}
