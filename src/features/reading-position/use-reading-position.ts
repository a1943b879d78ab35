import { useEffect, type RefObject } from 'react';
import { loadPositions, positions, savePosition } from './position-db';
import { resumeAt } from './positions';

/** Scrolling settles for this long before the position is written (one write per pause, not per frame). */
const SAVE_DELAY_MS = 400;
/** The article's last pixels on screen count as its end. */
const END_SLACK_PX = 8;

/** The element the address's `#anchor` names, if the page has one. */
function linkedHeading(): Element | null {
  try {
    const id = decodeURIComponent(window.location.hash.slice(1));
    return id ? document.getElementById(id) : null;
  } catch {
    // A malformed escape names no element.
    return null;
  }
}

export interface PositionTarget {
  key: string;
  path: string;
  title: string;
}

/**
 * Returns to where the reader stopped in this article, unless they had read to its end, and keeps the
 * position as they scroll. Once the end was on screen the article counts as finished for good, even if
 * the reader scrolls back up to look at something.
 */
export function useReadingPosition(
  article: RefObject<HTMLElement | null>,
  { key, path, title }: PositionTarget,
): void {
  useEffect(() => {
    let live = true;
    let listening = false;
    let atEnd = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Measured as the reader scrolls, so a place not yet written can still be written after the page
    // has gone (its element is detached by the time an unmounting effect is cleaned up).
    let pending: ReturnType<typeof measure> = null;

    const measure = () => {
      const box = article.current?.getBoundingClientRect();
      if (!box) return null;
      const seen = window.innerHeight - box.top;
      atEnd ||= box.bottom <= window.innerHeight + END_SLACK_PX;
      const progress = Math.min(1, Math.max(0, seen / Math.max(1, box.height)));
      return { key, path, title, y: Math.round(window.scrollY), progress, atEnd };
    };
    const save = () => {
      clearTimeout(timer);
      if (pending) void savePosition({ ...pending, updatedAt: Date.now() });
      pending = null;
    };
    const onScroll = () => {
      pending = measure() ?? pending;
      clearTimeout(timer);
      timer = setTimeout(save, SAVE_DELAY_MS);
    };

    void loadPositions().then(() => {
      if (!live) return;
      const y = resumeAt(positions(), key);
      // A link to a heading (`#its-anchor`) asked for that place, not for where the reader stopped.
      const heading = linkedHeading();
      if (y !== null && !heading) window.scrollTo(0, y);
      // Listen only after returning, so the jump itself (or the page starting at the top) never
      // overwrites the saved place.
      listening = true;
      window.addEventListener('scroll', onScroll, { passive: true });
      window.addEventListener('pagehide', save);
      // A reader who scrolled while the kept places were still being read, with no place to return
      // to, is already somewhere: keep it now rather than only at their next scroll.
      if (y === null && !heading && window.scrollY > 0) onScroll();
    });
    return () => {
      live = false;
      if (!listening) return;
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [article, key, path, title]);
}
