// The reader's library, its page: saved articles, recently read pages and what was downloaded ahead.
import { memo, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Anchor, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'wouter';
import { TitledSection } from '../../components/titled-section';
import { PageMeta } from '../../components/page-meta';
import { useHydrating } from '../../components/hydrating';
import { cachedData, readStored } from '../../store/offline-pins';
import { useCacheEntry } from '../../store/use-query';
import {
  libraryStore,
  loadLibrary,
  type LibraryState,
  type ReadItem,
  type SavedItem,
} from '../../store/library';
import { removeFromOffline } from './save-offline';
import { formatBytes, jsonBytes } from './sizes';
import { useLibrary } from './use-library';
import { useDownloadedAhead } from './use-downloaded-ahead';
import { aheadState, type AheadEntry } from './ahead-state';
import { SafariStorageNote } from './safari-storage-note';
import { StorageDurability } from './storage-durability';

const LIBRARY_TITLE = 'Read offline';
const LIBRARY_EMPTY =
  'Nothing here yet. Articles you read are kept here, and "Save for offline" on any article keeps it until you remove it.';
const list = { listStyle: 'none', padding: 0, margin: 0 } as const;
/**
 * The page holds a screen's height from the start: what the device holds arrives after the page is
 * shown, and below the title there is only room for it, so nothing the reader sees moves when it
 * comes (the footer starts below the fold).
 */
const RESERVED = { minHeight: '100vh' } as const;

const entryBytes = (keys: string[]) => keys.reduce((sum, k) => sum + jsonBytes(cachedData(k)), 0);

/** The browser's storage estimate; undefined until it answers, null when it cannot. */
function useStorageEstimate(): StorageEstimate | null | undefined {
  const [estimate, setEstimate] = useState<StorageEstimate | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    const settle = (value: StorageEstimate | null) => live && setEstimate(value);
    if (!navigator.storage?.estimate) settle(null);
    else navigator.storage.estimate().then(settle, () => settle(null));
    return () => {
      live = false;
    };
  }, []);
  return estimate;
}

/** The stored keys the library's rows weigh and show: each saved article, what it links, the recent. */
const rowKeys = ({ saved, recent }: LibraryState): string[] => [
  ...Object.values(saved).flatMap((item) => [item.key, ...item.linked]),
  ...recent.map((item) => item.key),
];

/**
 * Whether everything the page lists is known: the library and the downloaded-ahead list read, the
 * stored copies of their rows' articles read from the device (only those keys, not all it holds), and
 * the storage estimate answered. The rows then arrive together instead of one by one.
 */
function useLibraryRead(estimate: StorageEstimate | null | undefined): boolean {
  const [read, setRead] = useState(false);
  useEffect(() => {
    let live = true;
    void Promise.all([loadLibrary(), aheadState.load()])
      .then(() => readStored(rowKeys(libraryStore.getState())))
      .then(() => live && setRead(true));
    return () => {
      live = false;
    };
  }, []);
  return read && estimate !== undefined;
}

const SavedRow = memo(function SavedRow({ item }: { item: SavedItem }) {
  // Weighed again when the article's own data arrives or changes, not on every render of the page.
  const data = useCacheEntry(item.key)?.data;
  const bytes = useMemo(
    () => jsonBytes(data) + entryBytes(item.linked) + item.fileBytes,
    [data, item],
  );
  return (
    <Group component="li" justify="space-between" wrap="nowrap">
      <Stack gap={0}>
        <Anchor component={Link} href={item.path}>
          {item.title}
        </Anchor>
        <Text size="sm" c="dimmed">
          {formatBytes(bytes)} · text and {item.files.length} image(s)
        </Text>
      </Stack>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        onClick={() => void removeFromOffline(item.key)}
      >
        Remove<VisuallyHidden> {item.title}</VisuallyHidden>
      </Button>
    </Group>
  );
});

const RecentRow = memo(function RecentRow({ item }: { item: ReadItem }) {
  const entry = useCacheEntry(item.key);
  if (entry?.data === undefined) return null;
  return (
    <li>
      <Anchor component={Link} href={item.path}>
        {item.title}
      </Anchor>{' '}
      <Text span size="sm" c="dimmed">
        {formatBytes(jsonBytes(entry.data))}
      </Text>
    </li>
  );
});

/**
 * Below the title, nothing but the server's own HTML shows until what the device holds has been read;
 * then everything comes in one render. The server HTML says the library is empty (what a first visit
 * finds, and the page's largest paint at once); a page opened from another shows nothing there until
 * the read. That render follows the library as deferred values, so React renders it in a transition
 * that yields to the browser between rows: a returning reader's device lists dozens of articles, each
 * row weighing its stored data, and rendered at once they were one long task. Rows that did not
 * change are not rendered again.
 */
export function LibraryPage() {
  const estimate = useStorageEstimate();
  const read = useDeferredValue(useLibraryRead(estimate));
  // Whether this page was the server's HTML (hydrated), read once: its empty note stays until the read.
  const [fromServer] = useState(useHydrating());
  const { saved, recent } = useDeferredValue(useLibrary());
  const downloadedAhead = useDeferredValue(useDownloadedAhead());
  const savedItems = Object.values(saved).sort((a, b) => b.savedAt - a.savedAt);
  const recentItems = recent.filter((r) => !(r.key in saved));
  const shown = new Set([...Object.keys(saved), ...recentItems.map((r) => r.key)]);
  const aheadItems = downloadedAhead.filter((a) => !shown.has(a.key));
  return (
    <Stack gap="lg" maw={860} style={RESERVED}>
      <PageMeta title={LIBRARY_TITLE} />
      <Title order={1}>{LIBRARY_TITLE}</Title>
      {read ? (
        <LibraryLists
          estimate={estimate ?? null}
          savedItems={savedItems}
          recentItems={recentItems}
          aheadItems={aheadItems}
        />
      ) : (
        fromServer && <Text>{LIBRARY_EMPTY}</Text>
      )}
    </Stack>
  );
}

function LibraryLists({
  estimate,
  savedItems,
  recentItems,
  aheadItems,
}: {
  estimate: StorageEstimate | null;
  savedItems: SavedItem[];
  recentItems: ReadItem[];
  aheadItems: readonly AheadEntry[];
}) {
  return (
    <>
      {estimate?.usage !== undefined && (
        <Text size="sm" c="dimmed">
          This site uses {formatBytes(estimate.usage)} of storage on this device
          {estimate.quota ? ` (of ${formatBytes(estimate.quota)} available)` : ''}.
        </Text>
      )}
      <SafariStorageNote />
      <StorageDurability />
      {savedItems.length === 0 && recentItems.length === 0 && aheadItems.length === 0 && (
        <Text>{LIBRARY_EMPTY}</Text>
      )}
      {savedItems.length > 0 && (
        <TitledSection id="saved-heading" title="Saved for offline" size="h3">
          <Stack gap="sm" component="ul" style={list}>
            {savedItems.map((item) => (
              <SavedRow key={item.key} item={item} />
            ))}
          </Stack>
        </TitledSection>
      )}
      {recentItems.length > 0 && (
        <TitledSection id="recent-heading" title="Recently read" size="h3">
          <Stack gap={4} component="ul" style={list}>
            {recentItems.map((item) => (
              <RecentRow key={item.key} item={item} />
            ))}
          </Stack>
        </TitledSection>
      )}
      {aheadItems.length > 0 && (
        <TitledSection id="ahead-heading" title="Downloaded ahead" size="h3">
          <Text size="sm" c="dimmed">
            The newest articles, fetched while you were online so they are here without a
            connection.
          </Text>
          <Stack gap={4} component="ul" style={list}>
            {aheadItems.map((item) => (
              <li key={item.key}>
                <Anchor component={Link} href={item.path}>
                  {item.title}
                </Anchor>
              </li>
            ))}
          </Stack>
        </TitledSection>
      )}
    </>
  );
}
