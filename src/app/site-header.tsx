import { useState } from 'react';
import { Anchor, Button, Container, Group, Text } from '@mantine/core';
import { Link, useLocation } from 'wouter';
import { MERCH_STORES, SITE, SOCIAL_LINKS } from '../site';
import { ExternalButton, ExternalLink } from '../components/external-link';
import { PwaControls } from '../pwa/pwa-controls';
import { SearchBox } from './search-box';

const MORE_ID = 'header-more';

/**
 * The site header. From the `md` breakpoint up: title, tagline and social links on the left, search,
 * shop buttons and the offline link with the connection status on the right. On a phone it is two
 * short rows (one on a tablet), the title with a 'More' toggle and the search box, so an article starts on the first
 * screen; the toggle shows the rest (tagline, social links, shops, offline link and status). The layout
 * is static CSS (reading.css: `.site-header`), so the first paint has it before any script runs.
 */
export function SiteHeader() {
  const [location] = useLocation();
  // Open on the page it was opened on only, like the navigation menu.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location;
  return (
    <header id={MORE_ID} className="site-header" data-open={open || undefined}>
      <Container size="lg" className="site-header-row">
        <div className="site-header-brand">
          {/* Not a heading: every page owns its single h1. */}
          <Anchor
            component={Link}
            href="/"
            underline="never"
            c="inherit"
            fw={700}
            lh={1.2}
            className="site-title"
          >
            {SITE.title}
          </Anchor>
          <Text size="sm" c="dimmed" className="header-extra">
            {SITE.tagline}
          </Text>
          <Group
            gap="sm"
            component="ul"
            aria-label="Follow us"
            className="header-extra"
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
        </div>
        <div className="site-header-tools">
          <div className="header-search">
            <SearchBox />
          </div>
          <Group gap="xs" className="header-extra">
            <ExternalButton href={MERCH_STORES.teepublic.href} size="sm">
              {MERCH_STORES.teepublic.label}
            </ExternalButton>
            <ExternalButton href={MERCH_STORES.redbubble.href} size="sm" variant="outline">
              {MERCH_STORES.redbubble.label}
            </ExternalButton>
          </Group>
          <Group gap="sm" className="header-extra">
            <Anchor component={Link} href="/saved" size="sm">
              Read offline
            </Anchor>
            <PwaControls />
          </Group>
        </div>
        <Button
          variant="default"
          size="compact-md"
          className="header-more-toggle"
          aria-expanded={open}
          aria-controls={MORE_ID}
          onClick={() => setOpenedAt(open ? null : location)}
        >
          More
        </Button>
      </Container>
    </header>
  );
}
