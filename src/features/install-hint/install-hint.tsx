/**
 * On iOS and iPadOS, where no browser offers an install prompt, a reader who has shown interest (a first
 * save, or a second visit) is told how to add the site to the Home Screen and why. Dismissing it keeps
 * it away for a month; it never shows in the installed app or where the browser has its own prompt.
 */
import { useSyncExternalStore } from 'react';
import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import {
  countVisit,
  dismissHint,
  isAppleMobileTab,
  readInstallEnv,
  shouldShowHint,
  type HintRecord,
} from '../../pwa/ios-install';
import { useLibrary } from '../offline-reading';
import { INSTALL_HINT } from './texts';

/** This visit's hint state: read (and the visit counted) once per page load, on the client only. */
let visit: { record: HintRecord; now: number } | null | undefined;
const listeners = new Set<() => void>();

function currentVisit() {
  if (visit === undefined)
    visit = isAppleMobileTab(readInstallEnv()) ? { record: countVisit(), now: Date.now() } : null;
  return visit;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function dismiss(): void {
  const now = Date.now();
  visit = { record: dismissHint(now), now };
  listeners.forEach((listener) => listener());
}

export function InstallHint() {
  const { saved } = useLibrary();
  // The prerendered page (and hydration) know no browser: null there, the real state right after.
  const state = useSyncExternalStore(subscribe, currentVisit, () => null);
  const hasSaved = Object.keys(saved).length > 0;
  if (!state || !shouldShowHint(state.record, hasSaved, state.now)) return null;

  return (
    <Paper
      component="aside"
      aria-label={INSTALL_HINT.label}
      withBorder
      shadow="md"
      p="md"
      radius="md"
      style={{
        position: 'fixed',
        insetInline: '0.75rem',
        bottom: 'calc(0.75rem + env(safe-area-inset-bottom))',
        zIndex: 300,
        maxWidth: '32rem',
        marginInline: 'auto',
      }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text fw={700}>{INSTALL_HINT.title}</Text>
        <CloseButton aria-label={INSTALL_HINT.dismiss} onClick={dismiss} />
      </Group>
      <Text size="sm" mt={4}>
        {INSTALL_HINT.body}
      </Text>
      <Group justify="flex-end" mt="sm">
        <Button variant="default" size="xs" onClick={dismiss}>
          {INSTALL_HINT.dismiss}
        </Button>
      </Group>
    </Paper>
  );
}
