import { useState } from 'react';
import { Box, Button, Container } from '@mantine/core';
import { Link, useLocation } from 'wouter';
import { NAV_LINKS, isCurrent } from './nav-links';
import { ReaderMenu } from '../features/reading/reader-menu';

const MENU_ID = 'mobile-menu';

/**
 * One link of the bar: a plain anchor with a static class (reading.css: `.site-nav-link`), the values
 * Mantine's Anchor drew it with written out, where each of the bar's eighteen links (nine wide, nine in
 * the phone's menu) carried an inline style and Mantine's Text and Anchor classes. The current page's
 * link keeps the link colour and its underline.
 */
function NavItem({ href, label, onPick }: { href: string; label: string; onPick?: () => void }) {
  const [location] = useLocation();
  const current = isCurrent(href, location);
  return (
    <Link
      href={href}
      onClick={onPick}
      aria-current={current ? 'page' : undefined}
      className="mantine-focus-auto site-nav-link"
    >
      {label}
    </Link>
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
        <ul className="site-nav-list mantine-visible-from-md">
          {NAV_LINKS.map((link) => (
            <li key={link.href}>
              <NavItem {...link} />
            </li>
          ))}
        </ul>
        <Box hiddenFrom="md">
          <Button
            variant="default"
            aria-expanded={opened}
            aria-controls={MENU_ID}
            onClick={() => setOpened((o) => !o)}
          >
            MENU
          </Button>
          <ul id={MENU_ID} className="site-nav-menu" hidden={!opened}>
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <NavItem {...link} onPick={() => setOpened(false)} />
              </li>
            ))}
          </ul>
        </Box>
        <ReaderMenu />
      </Container>
    </Box>
  );
}
