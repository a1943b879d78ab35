// The reader's library, its page: saved articles, recently read pages and what was downloaded ahead.
import { useEffect, useState } from 'react';
import { Anchor, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'wouter';
import { TitledSection } from '../../components/titled-section';
import { PageMeta } from '../../components/page-meta';
import { cachedData } from '../../store/offline-pins';
import { useCacheEntry } from '../../store/use-query';
import type { ReadItem, SavedItem } from '../../store/library';
import { removeFromOffline } from './save-offline';
import { formatBytes, jsonBytes } from './sizes';
import { useLibrary } from './use-library';
import { useDownloadedAhead } from './use-downloaded-ahead';
import { SafariStorageNote } from './safari-storage-note';
import { StorageDurability } from './storage-durability';

const LIBRARY_TITLE = 'Read offline';
const LIBRARY_EMPTY =
  'Nothing here yet. Articles you read are kept here, and "Save for offline" on any article keeps it until you remove it.';
const list = { listStyle: 'none', padding: 0, margin: 0 } as const;

const entryBytes = (keys: string[]) => keys.reduce((sum, k) => sum + jsonBytes(cachedData(k)), 0);

function useStorageEstimate(): StorageEstimate | null {
  const [estimate, setEstimate] = useState<StorageEstimate | null>(null);
  useEffect(() => {
    navigator.storage
      ?.estimate?.()
      .then(setEstimate)
      .catch(() => undefined);
  }, []);
  return estimate;
}

function SavedRow({ item }: { item: SavedItem }) {
  const bytes = entryBytes([item.key, ...item.linked]) + item.fileBytes;
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
}

function RecentRow({ item }: { item: ReadItem }) {
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
}

export function LibraryPage() {
  const { saved, recent } = useLibrary();
  const estimate = useStorageEstimate();
  const savedItems = Object.values(saved).sort((a, b) => b.savedAt - a.savedAt);
  const recentItems = recent.filter((r) => !(r.key in saved));
  const shown = new Set([...Object.keys(saved), ...recentItems.map((r) => r.key)]);
  const aheadItems = useDownloadedAhead().filter((a) => !shown.has(a.key));
  return (
    <Stack gap="lg" maw={860}>
      <PageMeta title={LIBRARY_TITLE} />
      <Title order={1}>{LIBRARY_TITLE}</Title>
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
    </Stack>
  );
}
