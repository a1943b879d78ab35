import { Group, Stack, Title } from '@mantine/core';
import { ResponsiveGrid } from '../../components/responsive-grid';
import { FEATURED_VIDEOS, VIDEO_CHANNEL_URL } from '../../site';
import { ExternalLink } from '../../components/external-link';
import { VideoEmbed } from './video-embed';

export function FeaturedVideos() {
  return (
    <Stack component="section" gap="md" aria-labelledby="featured-videos">
      <Group justify="space-between" align="baseline">
        <Title order={2} id="featured-videos">
          Featured Videos
        </Title>
        <ExternalLink href={VIDEO_CHANNEL_URL} fw={700}>
          Visit our YouTube channel
        </ExternalLink>
      </Group>
      <ResponsiveGrid maxCols={3}>
        {FEATURED_VIDEOS.map((video) => (
          <VideoEmbed key={video.id} id={video.id} title={video.title} />
        ))}
      </ResponsiveGrid>
    </Stack>
  );
}
