import { Paper, Stack, Text, Title } from '@mantine/core';
import { NewsletterForm } from './newsletter-form';

export function NewsletterBlock({ headingOrder = 2 }: { headingOrder?: 2 | 3 }) {
  return (
    <Paper withBorder p="xl" radius="md" component="section" aria-labelledby="newsletter-heading">
      <Stack gap="sm">
        <Title order={headingOrder} id="newsletter-heading">
          Join the Newsletter
        </Title>
        <Text>
          New discussions, reviews and stories from across the galaxy, delivered to your inbox. No
          spam, unsubscribe any time.
        </Text>
        <NewsletterForm />
      </Stack>
    </Paper>
  );
}
