import { useSyncExternalStore } from 'react';
import { canInstall, promptInstall, subscribeToInstall } from './install-prompt';

/** Whether the browser offers installation right now, and the action that asks it to. */
export function useInstallPrompt(): { canInstall: boolean; install: typeof promptInstall } {
  const available = useSyncExternalStore(subscribeToInstall, canInstall, () => false);
  return { canInstall: available, install: promptInstall };
}
