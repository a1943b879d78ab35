import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONTINUE_ATTRIBUTE,
  CONTINUE_COUNT_KEY,
  READER_SETTINGS_SCRIPT,
  TEXT_SIZE_ATTRIBUTE,
  TEXT_SIZE_KEY,
  THEME_ATTRIBUTE,
  THEME_KEY,
  type TextSize,
} from '../../shared/reader-settings';
import { currentTextSize, followOtherTabs, savedTextSize, setTextSize } from './reader-settings';
import { readProgress } from './reading-progress';

const root = document.documentElement;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  root.removeAttribute(TEXT_SIZE_ATTRIBUTE);
  root.removeAttribute(THEME_ATTRIBUTE);
  root.removeAttribute(CONTINUE_ATTRIBUTE);
});

describe('the text size store', () => {
  it('shows a size at once and keeps it for the next page', () => {
    expect(setTextSize('larger')).toBe(true);
    expect(root.getAttribute(TEXT_SIZE_ATTRIBUTE)).toBe('larger');
    expect(localStorage.getItem(TEXT_SIZE_KEY)).toBe('larger');
    expect(currentTextSize()).toBe('larger');
    expect(savedTextSize()).toBe('larger');
  });

  it('the standard size leaves no attribute and nothing stored', () => {
    setTextSize('small');
    setTextSize('standard');
    expect(root.hasAttribute(TEXT_SIZE_ATTRIBUTE)).toBe(false);
    expect(localStorage.getItem(TEXT_SIZE_KEY)).toBeNull();
    expect(currentTextSize()).toBe('standard');
  });

  it('refuses an unknown size and changes nothing', () => {
    setTextSize('large');
    expect(() => setTextSize('huge' as TextSize)).toThrow(/Unknown text size: huge/);
    expect(currentTextSize()).toBe('large');
    expect(savedTextSize()).toBe('large');
  });

  it('reads a damaged or foreign value as the standard size', () => {
    localStorage.setItem(TEXT_SIZE_KEY, '<b>');
    expect(savedTextSize()).toBe('standard');
    root.setAttribute(TEXT_SIZE_ATTRIBUTE, 'enormous');
    expect(currentTextSize()).toBe('standard');
  });

  it('with storage blocked still shows the size and says it was not kept', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(setTextSize('large', blocked)).toBe(false);
    expect(currentTextSize()).toBe('large');
    expect(savedTextSize(blocked)).toBe('standard');
    expect(setTextSize('small', null)).toBe(false);
    expect(currentTextSize()).toBe('small');
  });
});

describe('the head script', () => {
  const run = (prefersDark: boolean) => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: prefersDark && query === '(prefers-color-scheme: dark)',
    }));
    new Function(READER_SETTINGS_SCRIPT)();
  };

  it('applies the kept theme and text size', () => {
    localStorage.setItem(THEME_KEY, 'dark');
    localStorage.setItem(TEXT_SIZE_KEY, 'large');
    run(false);
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
    expect(root.getAttribute(TEXT_SIZE_ATTRIBUTE)).toBe('large');
  });

  it('follows the system when the theme is `auto` or unset, and a kept light over a dark system', () => {
    run(true);
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
    localStorage.setItem(THEME_KEY, 'auto');
    run(false);
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('light');
    localStorage.setItem(THEME_KEY, 'light');
    run(true);
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('light');
  });

  it('ignores a size it does not know and sets none for the standard one', () => {
    localStorage.setItem(TEXT_SIZE_KEY, 'standard');
    run(false);
    expect(root.hasAttribute(TEXT_SIZE_ATTRIBUTE)).toBe(false);
    localStorage.setItem(TEXT_SIZE_KEY, 'x" onload="alert(1)');
    run(false);
    expect(root.hasAttribute(TEXT_SIZE_ATTRIBUTE)).toBe(false);
  });

  it('reserves Continue reading for the kept count of 1 to 3, and for nothing else', () => {
    localStorage.setItem(CONTINUE_COUNT_KEY, '2');
    run(false);
    expect(root.getAttribute(CONTINUE_ATTRIBUTE)).toBe('2');
    for (const junk of ['0', '4', '1" onload="x', '']) {
      root.removeAttribute(CONTINUE_ATTRIBUTE);
      localStorage.setItem(CONTINUE_COUNT_KEY, junk);
      run(false);
      expect(root.hasAttribute(CONTINUE_ATTRIBUTE)).toBe(false);
    }
  });

  it('never throws when storage is blocked', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(() => run(true)).not.toThrow();
    expect(root.hasAttribute(TEXT_SIZE_ATTRIBUTE)).toBe(false);
  });

  it('agrees with the store on what a kept size means', () => {
    for (const size of ['small', 'large', 'larger'] as const) {
      setTextSize(size);
      root.removeAttribute(TEXT_SIZE_ATTRIBUTE);
      run(false);
      expect(currentTextSize()).toBe(size);
    }
  });
});

describe('readProgress', () => {
  it('runs from 0 at the article top to 1 at its end, clamped', () => {
    expect(readProgress(100, 3000, 800)).toBe(0);
    expect(readProgress(0, 3000, 800)).toBe(0);
    expect(readProgress(-1100, 3000, 800)).toBe(0.5);
    expect(readProgress(-2200, 3000, 800)).toBe(1);
    expect(readProgress(-5000, 3000, 800)).toBe(1);
  });

  it('counts an article shorter than the window as read once its top is reached', () => {
    expect(readProgress(10, 500, 800)).toBe(0);
    expect(readProgress(0, 500, 800)).toBe(1);
  });
});

describe('another tab', () => {
  it('a size chosen there shows here', () => {
    const stop = followOtherTabs();
    localStorage.setItem(TEXT_SIZE_KEY, 'large');
    window.dispatchEvent(new StorageEvent('storage', { key: TEXT_SIZE_KEY }));
    expect(currentTextSize()).toBe('large');
    localStorage.removeItem(TEXT_SIZE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: TEXT_SIZE_KEY }));
    expect(currentTextSize()).toBe('standard');
    stop();
    localStorage.setItem(TEXT_SIZE_KEY, 'small');
    window.dispatchEvent(new StorageEvent('storage', { key: TEXT_SIZE_KEY }));
    expect(currentTextSize()).toBe('standard');
  });
});
