import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { memoryBackend } from '../../../tests/memory-kv';
import { replaceKvBackend, restoreKvBackends, type KeyValueBackend } from '../../shared/kv';
import { POSITIONS_KEY, resetPositions } from './position-db';
import { useReadingPosition } from './use-reading-position';

const target = { key: 'entry:fiction:long', path: '/fiction/long', title: 'Long' };

function Article() {
  const ref = useRef<HTMLElement>(null);
  useReadingPosition(ref, target);
  return <article ref={ref}>text</article>;
}

/** The page as scrolled to `y`, the article 3,000 px tall from the top of the document. */
function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    top: -y,
    bottom: 3000 - y,
    height: 3000,
  } as DOMRect);
}

/** The places kept on the device (none when nothing was written). */
const keptPlaces = (backend: { data: Map<string, unknown> }) =>
  (
    backend.data.get(POSITIONS_KEY) as
      { state?: { list?: { key: string; y: number }[] } } | undefined
  )?.state?.list?.map((p) => [p.key, p.y]) ?? [];

describe('the reading position', () => {
  let backend: ReturnType<typeof memoryBackend>;
  let openRead: () => void;

  beforeEach(() => {
    backend = memoryBackend();
    // The kept places arrive only when the test lets them (a slow first read of the device).
    const read = new Promise<void>((resolve) => (openRead = resolve));
    const slow: KeyValueBackend = { ...backend, get: (key) => read.then(() => backend.get(key)) };
    replaceKvBackend('reading', slow);
    resetPositions();
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    resetPositions();
    restoreKvBackends();
  });

  it('keeps a place the reader scrolled to before the kept places were read', async () => {
    const page = render(<Article />);
    scrollTo(1200);
    window.dispatchEvent(new Event('scroll'));
    openRead();
    await vi.advanceTimersByTimeAsync(1000);
    expect(keptPlaces(backend)).toEqual([[target.key, 1200]]);
    page.unmount();
  });

  it('writes nothing for a page still at its top', async () => {
    const page = render(<Article />);
    scrollTo(0);
    openRead();
    await vi.advanceTimersByTimeAsync(1000);
    page.unmount();
    await vi.advanceTimersByTimeAsync(1000);
    expect(keptPlaces(backend)).toEqual([]);
  });
});
