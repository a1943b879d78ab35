import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';

interface NotFoundViewProps {
  title: string;
  text?: string;
  /** Label and target of the way back (the review page's 'Back to Reviews' button). */
  back?: { label: string; href: string };
}

/** What a detail page shows for a slug with no entry. */
export function NotFoundView({ title, text, back }: NotFoundViewProps) {
  return (
    <Stack gap="md" align="flex-start">
      <Alert color="red" variant="light" role="alert" w="100%">
        <Title order={1} size="h3">
          {title}
        </Title>
        {text && <Text mt="xs">{text}</Text>}
      </Alert>
      {back && (
        <Button component={Link} href={back.href} variant="default">
          {back.label}
        </Button>
      )}
    </Stack>
  );
}
