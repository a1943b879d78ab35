import { useEffect } from 'react';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'wouter';
import { PageMeta } from '../../components/page-meta';
import { useHydrating } from '../../components/hydrating';

/**
 * Any path no route has. 404.html is this page prerendered once and hydrated at every such path: it
 * hydrates with the path it was rendered at, then shows the visited one in its place. The path ends
 * its line, which starts at the left and keeps to one, so the swap moves nothing on the page.
 */
export function NotFoundPage() {
  const [path] = useLocation();
  const hydrating = useHydrating();
  // The attempted path is logged (helps spot broken inbound links in the console/monitoring).
  useEffect(() => {
    if (!hydrating) console.warn(`404: no route for ${path}`);
  }, [path, hydrating]);
  return (
    <Stack gap="md" align="flex-start" py="xl">
      <PageMeta title="Page not found" />
      <Title order={1}>Oops! Page not found</Title>
      <Text c="dimmed" maw="100%" truncate="end">
        Nothing orbits at <code>{path}</code>
      </Text>
      <Anchor component={Link} href="/">
        Return to Home
      </Anchor>
    </Stack>
  );
}
