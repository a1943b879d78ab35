import { Box, Button, Group, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { exitPreview, isPreviewMode, subscribePreviewMode } from '../../lib/preview-mode';

/**
 * Shown on every page of a preview tab, so an editor never mistakes drafts for the published site.
 * "Exit preview" forgets the tab's preview mode and loads the page again: the published view, with
 * the stored copies and offline features back. It follows the mode: a preview link that fails to start
 * ends the tab's preview, and the banner goes with it.
 */
export function PreviewBanner() {
  const previewing = useSyncExternalStore(subscribePreviewMode, isPreviewMode, () => false);
  if (!previewing) return null;
  return (
    <Box
      component="aside"
      aria-label="Preview"
      bg="yellow.2"
      c="dark.9"
      px="md"
      py="xs"
      style={{ position: 'sticky', top: 0, zIndex: 200 }}
    >
      <Group justify="center" gap="md">
        <Text fw={700}>Preview</Text>
        <Text size="sm">
          You are seeing drafts and unpublished changes. Nothing here is saved for offline reading.
        </Text>
        <Button
          size="xs"
          variant="filled"
          color="dark"
          onClick={() => {
            exitPreview();
            window.location.reload();
          }}
        >
          Exit preview
        </Button>
      </Group>
    </Box>
  );
}
