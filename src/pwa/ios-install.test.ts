import { beforeEach, describe, expect, it } from 'vitest';
import {
  countVisit,
  dismissHint,
  HINT_QUIET_MS,
  isAppleMobileTab,
  isSafariTab,
  readHintRecord,
  shouldShowHint,
  takeFirstAppLaunch,
  type InstallEnv,
} from './ios-install';

/** User-agent strings as these browsers send them. */
const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  // iPadOS Safari asks for desktop sites: a Mac's user agent, on a touch screen.
  ipadSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  firefoxDesktop: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
};

const env = (userAgent: string, over: Partial<InstallEnv> = {}): InstallEnv => ({
  userAgent,
  maxTouchPoints: 0,
  hasInstallPrompt: false,
  standalone: false,
  ...over,
});

describe('where the install hint and the Safari storage note apply', () => {
  it('an iPhone Safari tab: both', () => {
    const iphone = env(UA.iphoneSafari, { maxTouchPoints: 5 });
    expect(isAppleMobileTab(iphone)).toBe(true);
    expect(isSafariTab(iphone)).toBe(true);
  });

  it('an iPad (desktop-class user agent on a touch screen): both', () => {
    const ipad = env(UA.ipadSafari, { maxTouchPoints: 5 });
    expect(isAppleMobileTab(ipad)).toBe(true);
    expect(isSafariTab(ipad)).toBe(true);
  });

  it('Chrome on iOS: the install hint (Share → Add to Home Screen), not Safari’s storage note', () => {
    const chrome = env(UA.iphoneChrome, { maxTouchPoints: 5 });
    expect(isAppleMobileTab(chrome)).toBe(true);
    expect(isSafariTab(chrome)).toBe(false);
  });

  it('the installed Home Screen app: neither', () => {
    const app = env(UA.iphoneSafari, { maxTouchPoints: 5, standalone: true });
    expect(isAppleMobileTab(app)).toBe(false);
    expect(isSafariTab(app)).toBe(false);
  });

  it('a Mac, Android Chrome (its own prompt) and desktop Firefox: neither', () => {
    for (const other of [
      env(UA.macSafari),
      env(UA.androidChrome, { maxTouchPoints: 5, hasInstallPrompt: true }),
      env(UA.firefoxDesktop),
    ]) {
      expect(isAppleMobileTab(other)).toBe(false);
      expect(isSafariTab(other)).toBe(false);
    }
  });

  it('a browser with its own prompt never gets the hint, whatever its user agent says', () => {
    expect(isAppleMobileTab(env(UA.iphoneSafari, { hasInstallPrompt: true }))).toBe(false);
  });

  it('no browser at all (prerendering): neither', () => {
    expect(isAppleMobileTab(null)).toBe(false);
    expect(isSafariTab(null)).toBe(false);
  });
});

describe('when the install hint shows', () => {
  const now = Date.UTC(2026, 10, 25);
  it('after a first save or a second visit, not on a first visit alone', () => {
    expect(shouldShowHint({ visits: 1, dismissedAt: null }, false, now)).toBe(false);
    expect(shouldShowHint({ visits: 1, dismissedAt: null }, true, now)).toBe(true);
    expect(shouldShowHint({ visits: 2, dismissedAt: null }, false, now)).toBe(true);
  });

  it('not within a month of being dismissed, and again after it', () => {
    const record = { visits: 5, dismissedAt: now - HINT_QUIET_MS + 60_000 };
    expect(shouldShowHint(record, true, now)).toBe(false);
    expect(shouldShowHint({ ...record, dismissedAt: now - HINT_QUIET_MS }, true, now)).toBe(true);
  });
});

describe('the hint’s record on the device', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('counts a visit once per browser session and remembers a dismissal', () => {
    expect(countVisit().visits).toBe(1);
    expect(countVisit().visits).toBe(1);
    sessionStorage.clear(); // a later session
    expect(countVisit().visits).toBe(2);
    dismissHint(1234);
    expect(readHintRecord()).toEqual({ visits: 2, dismissedAt: 1234 });
  });

  it('a damaged record reads as a fresh one', () => {
    localStorage.setItem('gq-install-hint', '{not json');
    expect(readHintRecord()).toEqual({ visits: 0, dismissedAt: null });
  });
});

describe('the installed app’s first launch', () => {
  beforeEach(() => localStorage.clear());

  it('is taken once, in the installed app only', () => {
    expect(takeFirstAppLaunch(env(UA.iphoneSafari, { maxTouchPoints: 5 }))).toBe(false);
    const app = env(UA.iphoneSafari, { maxTouchPoints: 5, standalone: true });
    expect(takeFirstAppLaunch(app)).toBe(true);
    expect(takeFirstAppLaunch(app)).toBe(false);
  });
});
