import type { ReactNode } from 'react';
import { Stack, Title, type MantineSpacing, type TitleSize } from '@mantine/core';

/** A section named by its own h2, so assistive technology lists it under that heading. */
export function TitledSection({
  id,
  title,
  gap = 'xs',
  size,
  children,
}: {
  id: string;
  title: ReactNode;
  gap?: MantineSpacing;
  /** A smaller look for the h2 (e.g. 'h3') where the sections are minor. */
  size?: TitleSize;
  children: ReactNode;
}) {
  return (
    <Stack component="section" gap={gap} aria-labelledby={id}>
      <Title order={2} id={id} size={size}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
