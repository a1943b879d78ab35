import { useEffect } from 'react';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'wouter';
import { PageMeta } from '../../components/page-meta';

export function NotFoundPage() {
  const [path] = useLocation();
  // The attempted path is logged (helps spot broken inbound links in the console/monitoring).
  useEffect(() => {
    console.warn(`404: no route for ${path}`);
  }, [path]);
  return (
    <Stack gap="md" align="center" py="xl">
      <PageMeta title="Page not found" />
      <Title order={1}>Oops! Page not found</Title>
      <Text c="dimmed">
        Nothing orbits at <code>{path}</code>.
      </Text>
      <Anchor component={Link} href="/">
        Return to Home
      </Anchor>
    </Stack>
  );
}
