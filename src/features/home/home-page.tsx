import type { CSSProperties } from 'react';
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { ResponsiveGrid } from '../../components/responsive-grid';
import { HydrateApart } from '../../components/hydrate-apart';
import { Link } from 'wouter';
import { KIND_ORDER } from '../../content/kinds';
import { SITE } from '../../site';
import { PageMeta } from '../../components/page-meta';
import { NewsletterBlock } from '../newsletter';
import { CatchUpSection } from './catch-up-section';
import { FeaturedVideos } from './featured-videos';
import { KindSection } from './kind-section';
import { AvailableOfflineFilter } from '../offline-reading';
import { ContinueReading } from '../reading-position';

function LinkCard({ href, title, text }: { href: string; title: string; text: string }) {
  return (
    <Card withBorder padding="xl" radius="md">
      <Title order={3}>
        <Anchor component={Link} href={href} c="inherit">
          {title}
        </Anchor>
      </Title>
      <Text mt="xs">{text}</Text>
    </Card>
  );
}

/** The height a block below the fold holds until it is laid out: on a phone and on a wide screen. */
const nearSize = (phone: number, wide: number) =>
  ({ '--near-size': `${phone}px`, '--near-size-wide': `${wide}px` }) as CSSProperties;

export function HomePage() {
  return (
    <Stack gap={48}>
      <PageMeta title="Home" seoTitle={SITE.title} description={SITE.description} />
      <Stack gap="xs">
        <Title order={1}>Welcome to {SITE.title}</Title>
        <Text size="lg">
          Science fiction has always been a mirror. Here we hold it up to feminism and pop culture,
          and see what looks back.
        </Text>
        <AvailableOfflineFilter />
      </Stack>
      <ContinueReading />
      <CatchUpSection />
      {KIND_ORDER.map((kind) => (
        <KindSection key={kind} kind={kind} />
      ))}
      {/* Below the fold: each block hydrates apart (the cards above do so one by one), the videos and
          the crew's links once they come near; the signup form at once, since a reader may type in it. */}
      <div className="render-when-near" style={nearSize(1630, 545)}>
        <HydrateApart whenNear>
          <FeaturedVideos />
        </HydrateApart>
      </div>
      <HydrateApart>
        <NewsletterBlock />
      </HydrateApart>
      <div className="render-when-near" style={nearSize(435, 210)}>
        <HydrateApart whenNear>
          <MoreFromTheCrew />
        </HydrateApart>
      </div>
    </Stack>
  );
}

function MoreFromTheCrew() {
  return (
    <Stack component="section" gap="md" aria-labelledby="more-heading">
      <Title order={2} id="more-heading">
        More from the crew
      </Title>
      <ResponsiveGrid maxCols={2}>
        <LinkCard
          href="/merch"
          title="Wear the Quandary"
          text="Shirts, stickers and mugs for feminists of every galaxy. Every order keeps the lights on."
        />
        <LinkCard
          href="/about"
          title="About Us"
          text="Who we are, why feminism and pop culture belong together, and how to write with us."
        />
      </ResponsiveGrid>
    </Stack>
  );
}
