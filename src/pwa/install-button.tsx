import { Button, type ButtonProps } from '@mantine/core';
import { useInstallPrompt } from './use-install-prompt';

/**
 * Usable only while the browser offers installation: never when installed or running standalone.
 * The button keeps its slot while unavailable (invisible, out of the tab order and the accessibility
 * tree), because appearing later pushed the whole page down: on phones the header wraps, and Lighthouse
 * measured that as a 0.1 layout shift on every page.
 */
export function InstallButton(props: ButtonProps) {
  const { canInstall, install } = useInstallPrompt();
  return (
    <Button
      variant="light"
      size="xs"
      onClick={() => void install()}
      {...props}
      aria-hidden={canInstall ? undefined : true}
      tabIndex={canInstall ? undefined : -1}
      style={canInstall ? undefined : { visibility: 'hidden' }}
    >
      Install app
    </Button>
  );
}
