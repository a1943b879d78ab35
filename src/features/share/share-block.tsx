import type { MouseEvent } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useLocation } from 'wouter';
import { siteOrigin } from '../../components/page-meta';
import { POPUP_FEATURES, mailtoHref, shareTargets } from './share-urls';
import { copyLink } from './copy-link';
import { shareWithSystem, useCanShare } from './system-share';
import { notifications } from '@mantine/notifications';

interface ShareBlockProps {
  title: string;
  text?: string;
}

/**
 * Real links first (they work without JavaScript, with middle-click and "copy link address"); a plain
 * click upgrades to a 600x400 popup.
 */
export function ShareBlock({ title, text }: ShareBlockProps) {
  const [path] = useLocation();
  const url = `${siteOrigin()}${path}`;
  const input = { url, title, text };
  const canShare = useCanShare();
  const share = async () => {
    if ((await shareWithSystem(input)) === 'failed')
      notifications.show({
        color: 'red',
        title: 'Could not open sharing',
        message: 'Please use one of the links beside it instead.',
      });
  };

  const openPopup = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    window.open(event.currentTarget.href, 'share', POPUP_FEATURES);
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="share-heading">
      <Text fw={700} id="share-heading" component="h2" fz="lg" m={0}>
        Share this
      </Text>
      <Group gap="xs">
        {canShare && (
          <Button size="sm" onClick={() => void share()}>
            Share…
          </Button>
        )}
        {shareTargets(input).map((target) => (
          <Button
            key={target.network}
            component="a"
            href={target.href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={openPopup}
            variant="default"
            size="sm"
          >
            {target.label}
          </Button>
        ))}
        <Button component="a" href={mailtoHref(input)} variant="default" size="sm">
          Share by email
        </Button>
        <Button variant="default" size="sm" onClick={() => void copyLink(url)}>
          Copy link
        </Button>
      </Group>
    </Stack>
  );
}
