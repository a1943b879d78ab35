import { notifications } from '@mantine/notifications';

/**
 * A permission prompt nobody answers leaves writeText pending forever (Chromium does this when the
 * permission is not granted), so after this long the visitor is told to copy by hand.
 */
const COPY_TIMEOUT_MS = 4000;

function writeWithTimeout(url: string): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) {
    return Promise.reject(new Error('Clipboard API unavailable'));
  }
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Clipboard did not answer')), COPY_TIMEOUT_MS);
    navigator.clipboard.writeText(url).then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Copies `url`; the Clipboard API can be missing (insecure origin, old browser), refuse or hang. */
export async function copyLink(url: string): Promise<boolean> {
  try {
    await writeWithTimeout(url);
    notifications.show({
      color: 'green',
      title: 'Link copied!',
      message: 'The link has been copied to your clipboard.',
    });
    return true;
  } catch {
    notifications.show({
      color: 'red',
      title: 'Failed to copy',
      message: 'Please try again or copy the URL manually.',
    });
    return false;
  }
}
