import { useRef, useState } from 'react';
import { Button, Group, Progress, Stack, VisuallyHidden } from '@mantine/core';
import { shownImageUrls } from './image-probe';
import {
  removeFromOffline,
  saveForOffline,
  type Progress as Step,
  type SaveTarget,
} from './save-offline';
import { useLibrary } from './use-library';
import { isPreviewMode } from '../../lib/preview-mode';
import { SafariStorageNote } from './safari-storage-note';

/**
 * "Save for offline" with progress, a pressed (saved) state and "Remove"; announced politely. Not
 * offered in a preview tab: drafts are never kept offline.
 */
export function SaveButton({ target }: { target: SaveTarget }) {
  return isPreviewMode() ? null : <SaveControls target={target} />;
}

function SaveControls({ target }: { target: SaveTarget }) {
  const { saved } = useLibrary();
  const isSaved = target.key in saved;
  const [step, setStep] = useState<Step | null>(null);
  const [message, setMessage] = useState('');
  const ref = useRef<HTMLDivElement>(null);
  const busy = step !== null;

  async function save() {
    setStep({ done: 0, total: 1 });
    setMessage('Saving for offline reading…');
    try {
      const root = ref.current?.closest('article') ?? document.body;
      const result = await saveForOffline(target, await shownImageUrls(root), setStep);
      setMessage(
        result.quotaExceeded
          ? 'Saved the text; storage is full, so some images were not saved.'
          : 'Saved for offline reading.',
      );
    } catch (error) {
      console.warn('[offline] saving failed', error);
      setMessage('Could not save this for offline reading.');
    } finally {
      setStep(null);
    }
  }

  async function remove() {
    await removeFromOffline(target.key);
    setMessage('Removed from offline reading.');
  }

  const percent = step && step.total > 0 ? Math.round((step.done / step.total) * 100) : 0;
  return (
    <Stack gap={6} ref={ref} w="fit-content">
      <Group gap="xs">
        <Button
          size="xs"
          variant={isSaved ? 'light' : 'default'}
          aria-pressed={isSaved}
          loading={busy}
          onClick={isSaved || busy ? undefined : () => void save()}
        >
          {isSaved ? 'Saved for offline' : 'Save for offline'}
        </Button>
        {isSaved && !busy && (
          <Button size="xs" variant="subtle" color="red" onClick={() => void remove()}>
            Remove
          </Button>
        )}
      </Group>
      {isSaved && !busy && <SafariStorageNote />}
      {busy && <Progress value={percent} size="sm" aria-label="Saving for offline" w={200} />}
      <VisuallyHidden role="status" aria-live="polite">
        {message}
      </VisuallyHidden>
    </Stack>
  );
}
