import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';
import { MERCH_STORES, SITE, SOCIAL_LINKS } from '../site';
import { ExternalButton, ExternalLink } from '../components/external-link';
import { PwaControls } from '../pwa/pwa-controls';
import { SearchBox } from './search-box';

export function SiteHeader() {
  return (
    <Box
      component="header"
      py="md"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4} maw={560}>
            {/* Not a heading: every page owns its single h1. */}
            <Anchor
              component={Link}
              href="/"
              underline="never"
              c="inherit"
              fz={28}
              fw={800}
              lh={1.2}
            >
              {SITE.title}
            </Anchor>
            <Text size="sm" c="dimmed">
              {SITE.tagline}
            </Text>
            <Group
              gap="sm"
              component="ul"
              aria-label="Follow us"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {SOCIAL_LINKS.map((link) => (
                <li key={link.href}>
                  <ExternalLink href={link.href} size="sm">
                    {link.label}
                  </ExternalLink>
                </li>
              ))}
            </Group>
          </Stack>
          <Stack gap="xs" align="flex-end">
            <SearchBox />
            <Group gap="xs">
              <ExternalButton href={MERCH_STORES.teepublic.href} size="sm">
                {MERCH_STORES.teepublic.label}
              </ExternalButton>
              <ExternalButton href={MERCH_STORES.redbubble.href} size="sm" variant="outline">
                {MERCH_STORES.redbubble.label}
              </ExternalButton>
            </Group>
            <Group gap="sm">
              <Anchor component={Link} href="/saved" size="sm">
                Read offline
              </Anchor>
              <PwaControls />
            </Group>
          </Stack>
        </Group>
      </Container>
    </Box>
  );
}
