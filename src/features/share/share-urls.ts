/** Share targets. Pure functions so the exact URLs are unit-tested. */
import { encodeUrlText } from '../../shared/safe-text';

export const POPUP_FEATURES = 'width=600,height=400,noopener,noreferrer';

export interface ShareInput {
  url: string;
  title: string;
  /** Optional summary for the e-mail body. */
  text?: string;
}

export interface ShareTarget {
  network: 'x' | 'facebook' | 'linkedin';
  label: string;
  href: string;
}

const q = encodeUrlText;

export function shareTargets({ url, title }: ShareInput): ShareTarget[] {
  return [
    {
      network: 'x',
      label: 'Share on X',
      href: `https://twitter.com/intent/tweet?url=${q(url)}&text=${q(title)}`,
    },
    {
      network: 'facebook',
      label: 'Share on Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${q(url)}`,
    },
    {
      network: 'linkedin',
      label: 'Share on LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}`,
    },
  ];
}

export function mailtoHref({ url, title, text }: ShareInput): string {
  const body = text ? `${text}\n\n${url}` : url;
  return `mailto:?subject=${q(title)}&body=${q(body)}`;
}
