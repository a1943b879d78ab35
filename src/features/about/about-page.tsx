import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { SITE, SOCIAL_LINKS } from '../../site';
import { ExternalLink } from '../../components/external-link';
import { PageMeta } from '../../components/page-meta';
import { TitledSection } from '../../components/titled-section';

export function AboutPage() {
  return (
    <Stack gap="lg" maw={760} mx="auto">
      <PageMeta
        title="About"
        description="Why feminism and pop culture belong together, and how to write for Galactic Quandaries."
      />
      <Title order={1}>About {SITE.title}</Title>
      <TitledSection id="why" title="Why feminism and pop culture?">
        <Text>
          The stories we love shape the futures we can imagine. Science fiction has handed us
          starship captains, generation ships and whole alien societies, and every one of them
          carries ideas about who gets to lead, who gets to be a person and who gets left behind on
          the launch pad.
        </Text>
        <Text>
          {SITE.title} travels that galaxy looking for the quandaries: the places where a beloved
          show quietly argues for equality, or quietly forgets it. We read closely, we argue kindly
          and we always leave room for a second look.
        </Text>
      </TitledSection>
      <TitledSection id="contribute" title="Become a contributor">
        <Text>
          Have a take on a film, a novel, a game or a fandom? We welcome essays, reviews, news tips
          and original fiction from new and seasoned writers alike. Send a short pitch and a writing
          sample to{' '}
          <Anchor href={`mailto:${SITE.contributorEmail}`}>{SITE.contributorEmail}</Anchor>.
        </Text>
      </TitledSection>
      <TitledSection id="publications" title="Featured publications">
        <Text>
          Are you a publisher, author or press team with a book or series we should feature? Write
          to <Anchor href={`mailto:${SITE.contactEmail}`}>{SITE.contactEmail}</Anchor> with the
          details and we will get back to you.
        </Text>
      </TitledSection>
      <TitledSection id="follow" title="Follow along">
        <List>
          {SOCIAL_LINKS.map((link) => (
            <List.Item key={link.href}>
              <ExternalLink href={link.href}>{link.label}</ExternalLink>
            </List.Item>
          ))}
        </List>
      </TitledSection>
    </Stack>
  );
}
