import { Alert } from '@mantine/core';

export function ErrorAlert({ message, title = 'Error' }: { message: string; title?: string }) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      {message}
    </Alert>
  );
}
