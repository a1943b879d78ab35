import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PATREON_URL, PODCAST, VIDEO_CHANNEL_URL } from '../../site';
import { ExternalButton, ExternalLink } from '../../components/external-link';
import { PageMeta } from '../../components/page-meta';

export function PodcastPage() {
  return (
    <Stack gap="lg" maw={860} mx="auto">
      <PageMeta
        title="Podcast"
        description="Conversations about science fiction, feminism and the stories that shape our futures."
      />
      <Title order={1}>{PODCAST.title}</Title>
      <Text size="lg">
        Pull up a chair in the ship&apos;s lounge. Each episode we pick a story, a show or a whole
        subgenre and ask what it says about gender, power and who gets to be the hero. Expect close
        reading, big laughs and the occasional heated debate about time travel.
      </Text>
      <Group gap="md">
        <ExternalLink href={VIDEO_CHANNEL_URL}>Watch on YouTube</ExternalLink>
        <ExternalLink href={PODCAST.streamingUrl}>Listen on {PODCAST.streamingLabel}</ExternalLink>
        <ExternalLink href={PATREON_URL}>Support us on Patreon</ExternalLink>
      </Group>
      <iframe
        src={PODCAST.embedUrl}
        title={`${PODCAST.title} player`}
        width="100%"
        height={352}
        loading="lazy"
        allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture"
        style={{ border: 0, borderRadius: 'var(--mantine-radius-md)' }}
      />
      <Paper withBorder p="xl" radius="md" component="section" aria-labelledby="support">
        <Stack gap="sm" align="flex-start">
          <Title order={2} id="support">
            Support the show
          </Title>
          <Text>
            The podcast is made by a tiny crew on a tiny budget. If an episode made you think, a
            Patreon pledge of any size keeps the microphones on and the transcripts free for
            everyone.
          </Text>
          <ExternalButton href={PATREON_URL}>Become a patron</ExternalButton>
        </Stack>
      </Paper>
    </Stack>
  );
}
