/**
 * Where the site is installed by hand (iOS and iPadOS: Share → "Add to Home Screen") rather than through
 * the browser's own prompt, and when to suggest it. Features are read first: a browser with
 * `beforeinstallprompt` has its own prompt (the header's Install button), and a page already running
 * standalone is installed. Only then is the platform read, where no feature tells it.
 */

export interface InstallEnv {
  userAgent: string;
  maxTouchPoints: number;
  /** The browser offers its own install prompt (`onbeforeinstallprompt` exists). */
  hasInstallPrompt: boolean;
  /** The page runs as an installed app (display-mode standalone, or iOS's navigator.standalone). */
  standalone: boolean;
}

export function readInstallEnv(): InstallEnv | null {
  if (typeof window === 'undefined') return null;
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    hasInstallPrompt: 'onbeforeinstallprompt' in window,
    standalone:
      (navigator as Navigator & { standalone?: boolean }).standalone === true ||
      window.matchMedia?.('(display-mode: standalone)').matches === true,
  };
}

/**
 * iPhone, iPod or iPad. Platform check, because no feature says "this browser installs through the
 * Share sheet", nor "this browser deletes script-written storage after seven days of use without a
 * visit": the user agent names iPhone/iPod/iPad, or, on iPadOS (whose Safari asks for desktop sites),
 * "Macintosh" on a touch screen, which no Mac has.
 */
export function isAppleMobile(env: InstallEnv): boolean {
  if (/\b(iPhone|iPod|iPad)\b/.test(env.userAgent)) return true;
  return /\bMacintosh\b/.test(env.userAgent) && env.maxTouchPoints > 1;
}

/** A browser tab (not the installed app) on iOS/iPadOS, where no install prompt exists. */
export function isAppleMobileTab(env: InstallEnv | null): boolean {
  return env !== null && !env.hasInstallPrompt && !env.standalone && isAppleMobile(env);
}

/**
 * Safari itself, in a tab, on iOS/iPadOS: the browser whose seven-day rule applies to the tab's storage
 * while the Home Screen app keeps its own. Platform check as above; other iOS browsers name themselves
 * (CriOS, FxiOS, EdgiOS) in the user agent.
 */
export function isSafariTab(env: InstallEnv | null): boolean {
  return isAppleMobileTab(env) && !/\b(CriOS|FxiOS|EdgiOS|OPiOS)\//.test(env!.userAgent);
}

/** The install hint comes back at most once in this long after it was dismissed. */
export const HINT_QUIET_MS = 30 * 24 * 60 * 60 * 1000;

export interface HintRecord {
  /** Visits (browser sessions) that opened the site. */
  visits: number;
  /** When the reader last dismissed the hint (ms since epoch), or null. */
  dismissedAt: number | null;
}

export const EMPTY_HINT_RECORD: HintRecord = { visits: 0, dismissedAt: null };

/** After interest (a first save, or a second visit), and not within a month of a dismissal. */
export function shouldShowHint(record: HintRecord, saved: boolean, now: number): boolean {
  const interested = saved || record.visits >= 2;
  const quiet = record.dismissedAt !== null && now - record.dismissedAt < HINT_QUIET_MS;
  return interested && !quiet;
}

const HINT_KEY = 'gq-install-hint';
const VISIT_KEY = 'gq-install-hint-visit';

export function readHintRecord(): HintRecord {
  try {
    const raw = JSON.parse(localStorage.getItem(HINT_KEY) ?? 'null') as Partial<HintRecord> | null;
    return {
      visits: typeof raw?.visits === 'number' ? raw.visits : 0,
      dismissedAt: typeof raw?.dismissedAt === 'number' ? raw.dismissedAt : null,
    };
  } catch {
    return EMPTY_HINT_RECORD;
  }
}

function writeHintRecord(record: HintRecord): void {
  try {
    localStorage.setItem(HINT_KEY, JSON.stringify(record));
  } catch {
    // No storage (private mode, full): the hint simply follows this page's state.
  }
}

/** Counts this visit once per browser session; returns the record with it. */
export function countVisit(): HintRecord {
  const record = readHintRecord();
  try {
    if (sessionStorage.getItem(VISIT_KEY)) return record;
    sessionStorage.setItem(VISIT_KEY, '1');
  } catch {
    return record;
  }
  const counted = { ...record, visits: record.visits + 1 };
  writeHintRecord(counted);
  return counted;
}

export function dismissHint(now: number): HintRecord {
  const record = { ...readHintRecord(), dismissedAt: now };
  writeHintRecord(record);
  return record;
}

const LAUNCHED_KEY = 'gq-app-launched';

/**
 * True once: on the installed app's first launch (the page runs standalone and has never done so on
 * this device). The reader installed it to read offline, so what is downloaded ahead of need should not
 * wait. Marks the launch, so later launches answer false.
 */
export function takeFirstAppLaunch(env: InstallEnv | null = readInstallEnv()): boolean {
  if (!env?.standalone) return false;
  try {
    if (localStorage.getItem(LAUNCHED_KEY)) return false;
    localStorage.setItem(LAUNCHED_KEY, String(Date.now()));
    return true;
  } catch {
    return false;
  }
}
