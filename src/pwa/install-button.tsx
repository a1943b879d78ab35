import { Button, type ButtonProps } from '@mantine/core';
import { useInstallPrompt } from './use-install-prompt';

/** Rendered only while the browser offers installation: never when installed or running standalone. */
export function InstallButton(props: ButtonProps) {
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <Button variant="light" size="xs" onClick={() => void install()} {...props}>
      Install app
    </Button>
  );
}
