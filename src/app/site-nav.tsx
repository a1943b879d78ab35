import { useState } from 'react';
import { Anchor, Box, Button, Container, Group, Stack } from '@mantine/core';
import { Link, useLocation } from 'wouter';
import { NAV_LINKS, isCurrent } from './nav-links';
import { ReaderMenu } from '../features/reading/reader-menu';

const MENU_ID = 'mobile-menu';

function NavItem({ href, label, onPick }: { href: string; label: string; onPick?: () => void }) {
  const [location] = useLocation();
  const current = isCurrent(href, location);
  return (
    <Anchor
      component={Link}
      href={href}
      onClick={onPick}
      aria-current={current ? 'page' : undefined}
      fw={700}
      fz="sm"
      c={current ? undefined : 'var(--mantine-color-text)'}
      underline={current ? 'always' : 'hover'}
      py={6}
      display="inline-block"
    >
      {label}
    </Anchor>
  );
}

/**
 * Sticky bar; below Mantine's `md` breakpoint it collapses into the 'MENU' toggle; picking a link
 * closes it. The reader menu ('Aa') sits at its end at every width, so it stays at hand while reading.
 */
export function SiteNav() {
  const [location] = useLocation();
  // The menu remembers the page it was opened on, so it also closes on back/forward navigation.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const opened = openedAt === location;
  const setOpened = (next: boolean | ((was: boolean) => boolean)) =>
    setOpenedAt(() => ((typeof next === 'function' ? next(opened) : next) ? location : null));

  return (
    <Box
      component="nav"
      aria-label="Main"
      className="site-nav"
      pos="sticky"
      top={0}
      py="xs"
      bg="var(--mantine-color-body)"
      style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="lg" className="site-nav-row">
        <Group
          component="ul"
          gap="lg"
          visibleFrom="md"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {NAV_LINKS.map((link) => (
            <li key={link.href}>
              <NavItem {...link} />
            </li>
          ))}
        </Group>
        <Box hiddenFrom="md">
          <Button
            variant="default"
            aria-expanded={opened}
            aria-controls={MENU_ID}
            onClick={() => setOpened((o) => !o)}
          >
            MENU
          </Button>
          <Stack
            component="ul"
            id={MENU_ID}
            hidden={!opened}
            display={opened ? undefined : 'none'}
            gap={0}
            mt="xs"
            mb={0}
            style={{ listStyle: 'none', padding: 0 }}
          >
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <NavItem {...link} onPick={() => setOpened(false)} />
              </li>
            ))}
          </Stack>
        </Box>
        <ReaderMenu />
      </Container>
    </Box>
  );
}
