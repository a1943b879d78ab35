import { useEffect, useRef, useState } from 'react';
import { Box, Container, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { AD_FRAME, SITE } from '../site';
import { whenIdle } from '../lib/when-idle';
import { NEAR_VIEWPORT } from '../components/hydration-gate';

/**
 * The footer holds one 728x90 affiliate ad frame. On screens narrower than 728px the frame is
 * scaled down as a whole (the ad's own markup is fixed-size); its box keeps the frame's aspect
 * ratio from the first paint on, so the page never scrolls sideways and nothing shifts when the
 * frame arrives.
 *
 * The frame itself is added once its box comes within a screen of the viewport and the browser is
 * idle, never by the prerendered HTML: a third-party document requested during load competes with
 * the page's own first paint (and is counted as blocking it by Lighthouse's simulation), and
 * creating the frame is one task of its own, which a long page (a list's hundred cards) need not
 * pay before the reader scrolls toward its end. Without IntersectionObserver it comes when idle.
 */
function AdFrame() {
  const { ref, width } = useElementSize();
  const box = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined')
      return whenIdle(() => setShown(true));
    let cancelIdle = () => {};
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        cancelIdle = whenIdle(() => setShown(true));
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, []);
  const scale = width > 0 ? Math.min(1, width / AD_FRAME.width) : 1;
  return (
    <Box ref={ref} w="100%" maw={AD_FRAME.width} mx="auto">
      <Box
        ref={box}
        pos="relative"
        style={{ overflow: 'hidden', aspectRatio: `${AD_FRAME.width} / ${AD_FRAME.height}` }}
      >
        {shown && (
          <iframe
            src={AD_FRAME.src}
            title={AD_FRAME.title}
            width={AD_FRAME.width}
            height={AD_FRAME.height}
            loading="lazy"
            referrerPolicy="no-referrer"
            style={{
              border: 0,
              position: 'absolute',
              left: 0,
              top: 0,
              transform: `scale(${scale})`,
              transformOrigin: 'top left',
            }}
          />
        )}
      </Box>
    </Box>
  );
}

export function SiteFooter() {
  return (
    <Box
      component="footer"
      py="xl"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="lg">
        <AdFrame />
        {/* One text node: centred, its first half drawn before the second arrived would move. */}
        <Text size="sm" c="dimmed" ta="center" mt="md">
          {`© ${SITE.title}`}
        </Text>
      </Container>
    </Box>
  );
}
