import type { ReactNode } from 'react';
import { Stack, Title, type MantineSpacing } from '@mantine/core';

/** A section named by its own h2, so assistive technology lists it under that heading. */
export function TitledSection({
  id,
  title,
  gap = 'xs',
  children,
}: {
  id: string;
  title: ReactNode;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Stack component="section" gap={gap} aria-labelledby={id}>
      <Title order={2} id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
