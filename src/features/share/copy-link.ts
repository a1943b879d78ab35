import { notifications } from '@mantine/notifications';

/** Copies `url`; the Clipboard API can be missing (insecure origin, old browser) or refuse. */
export async function copyLink(url: string): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) {
      throw new Error('Clipboard API unavailable');
    }
    await navigator.clipboard.writeText(url);
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
