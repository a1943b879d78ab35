import { Box, Container, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { AD_FRAME, SITE } from '../site';

/**
 * The footer holds one 728x90 affiliate ad frame. On screens narrower than 728px the frame is
 * scaled down as a whole (the ad's own markup is fixed-size), and its box shrinks with it so the
 * page never scrolls sideways.
 */
function AdFrame() {
  const { ref, width } = useElementSize();
  const scale = width > 0 ? Math.min(1, width / AD_FRAME.width) : 1;
  return (
    <Box ref={ref} w="100%" maw={AD_FRAME.width} mx="auto">
      <Box pos="relative" h={AD_FRAME.height * scale} style={{ overflow: 'hidden' }}>
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
        <Text size="sm" c="dimmed" ta="center" mt="md">
          © {SITE.title}
        </Text>
      </Container>
    </Box>
  );
}
