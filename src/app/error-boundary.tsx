import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, Button, Code, Stack, Title } from '@mantine/core';

interface State {
  error: unknown;
}

/**
 * What 'Unexpected Application Error!' shows: the error's status text when it carries one, else its
 * message.
 */
export function describeError(error: unknown): string {
  if (error && typeof error === 'object') {
    const { statusText, message } = error as { statusText?: unknown; message?: unknown };
    if (typeof statusText === 'string' && statusText) return statusText;
    if (typeof message === 'string' && message) return message;
  }
  return typeof error === 'string' && error ? error : 'Unknown error';
}

/** Catches render errors of a page (including failed lazy chunk loads) so the shell stays usable. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Page render failed', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Stack gap="md" role="alert">
        <Title order={1}>Unexpected Application Error!</Title>
        <Alert color="red" variant="light">
          <Code block>{describeError(this.state.error)}</Code>
        </Alert>
        <div>
          <Button onClick={() => this.setState({ error: null })}>Try again</Button>
        </div>
      </Stack>
    );
  }
}
