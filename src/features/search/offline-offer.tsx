/**
 * On the search page of a tab (the installed app downloads by itself): "Search offline too", with the
 * download's size, fetches the whole archive index so search works with no connection. Shown only
 * where the worker keeps what is fetched; once every piece is held it says so instead.
 */
import { Button, Group, Progress, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatBytes } from '../offline-reading';
import {
  canKeepIndex,
  downloadBytes,
  downloadIndex,
  fetchManifest,
  missingPieces,
} from './archive-download';
import type { ArchiveManifest } from './archive-format';

export const OFFLINE_TEXTS = {
  offer: 'Search offline too',
  size: (bytes: number) =>
    `Saves the search index of every article and post on this device (${formatBytes(bytes)}).`,
  downloading: 'Saving the search index…',
  ready: 'Search works offline on this device: the index of every article and post is saved.',
  failed: 'The search index could not be saved. Check the connection and try again.',
} as const;

type Offer =
  | { state: 'hidden' }
  | { state: 'offer' | 'failed'; manifest: ArchiveManifest }
  | { state: 'downloading'; manifest: ArchiveManifest; done: number }
  | { state: 'ready' };

const isInstalled = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(display-mode: standalone)').matches;

export function OfflineOffer() {
  const [offer, setOffer] = useState<Offer>({ state: 'hidden' });

  useEffect(() => {
    if (!canKeepIndex()) return;
    let current = true;
    fetchManifest()
      .then(async (manifest) => {
        const missing = await missingPieces(manifest);
        if (!current) return;
        if (missing.length === 0) setOffer({ state: 'ready' });
        else if (!isInstalled()) setOffer({ state: 'offer', manifest });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  if (offer.state === 'hidden') return null;
  if (offer.state === 'ready')
    return (
      <Text size="sm" c="dimmed" data-testid="search-offline-ready">
        {OFFLINE_TEXTS.ready}
      </Text>
    );
  const { manifest } = offer;
  const start = () => {
    setOffer({ state: 'downloading', manifest, done: 0 });
    downloadIndex(manifest, (done) => setOffer({ state: 'downloading', manifest, done })).then(
      () => setOffer({ state: 'ready' }),
      () => setOffer({ state: 'failed', manifest }),
    );
  };
  return (
    <Group gap="sm" align="center" data-testid="search-offline-offer">
      <Button variant="light" onClick={start} loading={offer.state === 'downloading'}>
        {OFFLINE_TEXTS.offer}
      </Button>
      {offer.state === 'downloading' ? (
        <Progress
          value={Math.round(offer.done * 100)}
          w={160}
          aria-label={OFFLINE_TEXTS.downloading}
        />
      ) : (
        <Text
          size="sm"
          c={offer.state === 'failed' ? 'red' : 'dimmed'}
          role={offer.state === 'failed' ? 'alert' : undefined}
        >
          {offer.state === 'failed'
            ? OFFLINE_TEXTS.failed
            : OFFLINE_TEXTS.size(downloadBytes(manifest))}
        </Text>
      )}
    </Group>
  );
}
