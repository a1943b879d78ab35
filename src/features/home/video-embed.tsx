import { useState } from 'react';
import { AspectRatio, Stack, Text, UnstyledButton } from '@mantine/core';
import { youtubeEmbedUrl } from '../../site';

function PlayIcon() {
  return (
    <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false">
      <circle cx="28" cy="28" r="27" fill="rgba(0,0,0,0.6)" stroke="white" strokeWidth="2" />
      <path d="M22 17 L41 28 L22 39 Z" fill="white" />
    </svg>
  );
}

/**
 * A video that costs nothing until asked for: a local poster button (no third-party request, no
 * thumbnail download), swapped for the player iframe on click. Six real iframes would add megabytes
 * of script to the home page.
 */
export function VideoEmbed({ id, title }: { id: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  return (
    <Stack gap={6}>
      <AspectRatio ratio={16 / 9}>
        {playing ? (
          <iframe
            src={`${youtubeEmbedUrl(id)}?autoplay=1`}
            title={title}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            style={{ border: 0, borderRadius: 'var(--mantine-radius-md)' }}
          />
        ) : (
          <UnstyledButton
            onClick={() => setPlaying(true)}
            aria-label={`Play video: ${title}`}
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              borderRadius: 'var(--mantine-radius-md)',
              background:
                'linear-gradient(135deg, var(--mantine-color-violet-9), var(--mantine-color-blue-7) 60%, var(--mantine-color-pink-7))',
            }}
          >
            <PlayIcon />
          </UnstyledButton>
        )}
      </AspectRatio>
      <Text size="sm" fw={700}>
        {title}
      </Text>
    </Stack>
  );
}
