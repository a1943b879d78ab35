import type { ReactNode } from 'react';
import { Anchor, Button, VisuallyHidden, type AnchorProps, type ButtonProps } from '@mantine/core';

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Screen-reader users hear that the link leaves the page; sighted users see the ↗ cue. */
function NewTabHint() {
  return <VisuallyHidden> (opens in a new tab)</VisuallyHidden>;
}

export function ExternalLink({
  href,
  children,
  ...rest
}: AnchorProps & { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} {...NEW_TAB} {...rest}>
      {children}
      <NewTabHint />
    </Anchor>
  );
}

export function ExternalButton({
  href,
  children,
  ...rest
}: ButtonProps & { href: string; children: ReactNode }) {
  return (
    <Button component="a" href={href} {...NEW_TAB} {...rest}>
      {children}
      <NewTabHint />
    </Button>
  );
}
