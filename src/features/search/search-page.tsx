import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { useHydrating, useShownSearch } from '../../components/hydrating';
import { formatLongDate, formatShortDate, isoDay } from '../../components/format-date';
import { PageMeta } from '../../components/page-meta';
import { BLUEPRINT_CLASS, BLUEPRINT_KINDS, EARLY_RESULTS_CLASS } from './early-paint';
import { Highlighted } from './highlight';
import { RESULTS_PER_STEP } from './results-step';
import { OfflineOffer } from './offline-offer';
import { KIND_BADGES } from './search-doc';
import type { ResultItem } from './search-runtime';
import { queryOf } from './text-fold';
import { SEARCH_TEXTS } from './search-texts';
import { useSearchResults, type SearchView } from './use-search';

export { SEARCH_TEXTS };

/** One result as the page renders it (exported for the early copy's test). */
export function Result({ item }: { item: ResultItem }) {
  const words = new Set(item.words);
  const badge = KIND_BADGES[item.kind];
  const date = formatShortDate(item.date);
  return (
    <Stack component="li" gap={4}>
      <Group gap="xs">
        <Badge color={badge.color} variant="filled" autoContrast>
          {badge.label}
        </Badge>
        {date && (
          <Text size="sm" c="dimmed" component="time" dateTime={isoDay(item.date)}>
            {date}
          </Text>
        )}
      </Group>
      <Title order={2} size="h4">
        <Anchor component={Link} href={item.href} c="inherit" underline="hover">
          <Highlighted text={item.title} words={words} />
        </Anchor>
      </Title>
      {/* Three lines, always: a later answer's snippet (from the whole body, where the first had the
          excerpt) then changes no result's height, and nothing below it moves. */}
      <Text size="sm" className="search-result-snippet">
        {item.snippet && <Highlighted text={item.snippet} words={words} />}
      </Text>
    </Stack>
  );
}

function Status({ view, query }: { view: SearchView; query: string }) {
  if (view.status === 'empty') return <Text>{SEARCH_TEXTS.prompt}</Text>;
  if (view.status === 'failed') return <Alert color="red">{SEARCH_TEXTS.failed}</Alert>;
  if (view.status === 'loading')
    return (
      <Text>
        <Loader size="xs" mr="xs" aria-hidden />
        {SEARCH_TEXTS.searching}
      </Text>
    );
  const { results, asking } = view;
  if (results.length === 0)
    return <Text>{asking ? SEARCH_TEXTS.searching : SEARCH_TEXTS.none(query)}</Text>;
  return (
    <Text>
      {SEARCH_TEXTS.count(results.length, query)}
      {asking && (
        <Text component="span" c="dimmed">
          {' '}
          · {SEARCH_TEXTS.searching}
        </Text>
      )}
    </Text>
  );
}

/** The first results, and a button for the next ones, which moves focus to the first added. */
function Results({ results }: { results: ResultItem[] }) {
  const [shown, setShown] = useState(RESULTS_PER_STEP);
  // Stack types its ref as a div's, whatever element it renders.
  const list = useRef<HTMLDivElement>(null);
  const focusAt = useRef<number | null>(null);
  useEffect(() => {
    if (focusAt.current === null) return;
    list.current?.children[focusAt.current]?.querySelector('a')?.focus();
    focusAt.current = null;
  }, [shown]);
  return (
    <>
      <Stack
        ref={list}
        component="ol"
        gap="lg"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {results.slice(0, shown).map((item) => (
          <Result key={item.id} item={item} />
        ))}
      </Stack>
      {results.length > shown && (
        <Group>
          <Button
            variant="default"
            onClick={() => {
              focusAt.current = shown;
              setShown(shown + RESULTS_PER_STEP);
            }}
          >
            {SEARCH_TEXTS.more}
          </Button>
        </Group>
      )}
    </>
  );
}

/** One result of each kind, for the blueprint: early-paint.ts fills in copies of them. */
const BLUEPRINT_RESULTS: ResultItem[] = BLUEPRINT_KINDS.map((kind) => ({
  id: `blueprint:${kind}`,
  kind,
  title: kind,
  date: '2000-01-01',
  href: '/search',
  snippet: kind,
  words: [],
}));
const BLUEPRINT_VIEW: SearchView = {
  status: 'done',
  results: BLUEPRINT_RESULTS,
  scope: 'everything',
  asking: true,
};

/**
 * What the results look like, hidden: a status line and a list with one result of each kind. Only in
 * the prerendered page and while it hydrates, for early-paint.ts to copy before the app has loaded.
 */
function Blueprint() {
  return (
    <div hidden className={BLUEPRINT_CLASS}>
      <Status view={BLUEPRINT_VIEW} query="" />
      <Results results={BLUEPRINT_RESULTS} />
    </div>
  );
}

/**
 * Where results drawn before the app loaded go (early-paint.ts). React renders it empty and never
 * writes into it (its inner HTML never changes, so no render touches what was drawn there), and
 * removes it once the page shows results of its own. Its box is the page's: its status line and
 * list lay out as the page's own.
 */
const NOTHING = { __html: '' };
const EarlyResults = () => (
  <div className={EARLY_RESULTS_CLASS} dangerouslySetInnerHTML={NOTHING} />
);

/** `/search?q=…`: the query comes from the URL (the header box writes it), results render here. */
export function SearchPage() {
  const query = queryOf(useShownSearch());
  const view = useSearchResults(query);
  const hydrating = useHydrating();
  return (
    // At least a screen tall, with or without results: the footer starts below the fold, so results
    // arriving (or the prerendered form turning into a page of results) move nothing in view.
    <Stack gap="md" maw={760} mih="100vh" className="search-page">
      <PageMeta title={query ? `${SEARCH_TEXTS.title}: ${query}` : SEARCH_TEXTS.title} />
      {/* The form may be indexed, a page of results may not. */}
      {query && <meta name="robots" content="noindex" />}
      <Title order={1}>{SEARCH_TEXTS.title}</Title>
      {view.status === 'done' && view.scope === 'device' && (
        <Alert color="gray" variant="light" data-testid="search-device-note">
          {SEARCH_TEXTS.deviceNote}
        </Alert>
      )}
      {view.status === 'done' && view.scope === 'archive' && (
        <Alert color="gray" variant="light" data-testid="search-archive-note">
          {SEARCH_TEXTS.archiveNote(formatLongDate(view.indexed))}
        </Alert>
      )}
      <div role="status" aria-live="polite">
        <Status view={view} query={query} />
      </div>
      {(view.status === 'empty' || view.status === 'loading') && <EarlyResults />}
      {hydrating && <Blueprint />}
      {view.status === 'done' && view.results.length > 0 && (
        // A new query starts again from the first step; more answers to the same query keep it.
        <Results key={query} results={view.results} />
      )}
      {/* Below the results once every source has answered: shown earlier, it was pushed down by them. */}
      {view.status !== 'loading' && !(view.status === 'done' && view.asking) && <OfflineOffer />}
    </Stack>
  );
}
