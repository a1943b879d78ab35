import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { PageMeta } from '../../components/page-meta';
import { useStartPreview } from './use-start-preview';

const goTo = (path: string) => window.location.replace(path);

/** `/preview?secret=…&path=…`, the URL Contentful's "Open preview" opens. */
export function PreviewStartPage() {
  const state = useStartPreview(typeof window === 'undefined' ? '' : window.location.search, goTo);
  return (
    <Stack gap="md" maw={640} mx="auto" align="flex-start">
      <PageMeta title="Preview" />
      <meta name="robots" content="noindex" />
      <Title order={1}>Preview</Title>
      {state.status === 'failed' ? (
        <>
          <Alert color="red" variant="light" role="alert" title="Preview could not start" w="100%">
            {state.message}
          </Alert>
          <Button component={Link} href="/" variant="default">
            Go to the published site
          </Button>
        </>
      ) : (
        <Text role="status">
          <Loader size="xs" mr="xs" aria-hidden />
          Opening the preview…
        </Text>
      )}
    </Stack>
  );
}
