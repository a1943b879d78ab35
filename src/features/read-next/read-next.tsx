import { memo, useDeferredValue, useMemo } from 'react';
import { Stack, Title } from '@mantine/core';
import type { ArticleSummary } from '../../content/types';
import { useStoredEntries } from '../../store/use-stored';
import { CardGrid } from '../../components/card-grid';
import { pickRelated, type Current } from './related';
import { storedSummaries } from './stored-summaries';

/** Same cards in the same order: a store change that keeps the choice does not render them again. */
const Cards = memo(
  function Cards({ items }: { items: ArticleSummary[] }) {
    return <CardGrid items={items} mixed headingOrder={3} />;
  },
  (a, b) => a.items.length === b.items.length && a.items.every((item, i) => item === b.items[i]),
);

/** Three related articles at the end of an article or post, chosen from what is already stored. */
export function ReadNext({ id, contentType, tags }: Current) {
  // What the device stores arrives after hydration, then again as the store is read in slices. A
  // store's update renders at once and in one task; the choice and its cards render at a transition's
  // priority instead, in slices that yield to the page (on a returning reader's full device this
  // render was one task of 80-130 ms at a phone's speed).
  const entries = useDeferredValue(useStoredEntries());
  const items = useMemo(
    () => (entries ? pickRelated({ id, contentType, tags }, storedSummaries(entries)) : []),
    [id, contentType, tags, entries],
  );
  if (items.length === 0) return null;
  return (
    <Stack
      component="section"
      gap="md"
      aria-labelledby="read-next"
      maw={860}
      mx="auto"
      mt="xl"
      w="100%"
    >
      <Title order={2} id="read-next">
        Read next
      </Title>
      <Cards items={items} />
    </Stack>
  );
}
