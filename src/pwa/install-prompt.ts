/**
 * Holds the browser's deferred install prompt. Chromium fires `beforeinstallprompt` once, often before
 * React has mounted the header, so it is captured at startup and kept here for <InstallButton/>.
 */

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

type Listener = () => void;

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
let listening = false;
const listeners = new Set<Listener>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

export function captureInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away; the header button offers the same thing.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    deferred = null;
    emit();
  });
}

export function canInstall(): boolean {
  return deferred !== null && !installed && !isStandalone();
}

export function subscribeToInstall(listener: Listener): () => void {
  captureInstallPrompt();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog; the event can be used once, so it is dropped either way. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event || !canInstall()) return 'unavailable';
  deferred = null;
  emit();
  await event.prompt();
  const choice = await event.userChoice;
  if (choice.outcome === 'accepted') installed = true;
  emit();
  return choice.outcome;
}
