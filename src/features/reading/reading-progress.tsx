import { useEffect, useRef, type RefObject } from 'react';

/** How far through `article` the reader is: 0 with its top at the viewport's top, 1 at its end. */
export function readProgress(top: number, height: number, viewport: number): number {
  const scrollable = height - viewport;
  if (scrollable <= 0) return top <= 0 ? 1 : 0;
  return Math.min(1, Math.max(0, -top / scrollable));
}

/**
 * A thin bar along the top of the window showing how much of the article has been read. Decorative
 * for assistive technology (the reader's own position already tells them); drawn by a transform once
 * per frame while scrolling, so it never lays anything out or moves content.
 */
export function ReadingProgress({ article }: { article: RefObject<HTMLElement | null> }) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let frame = 0;
    const draw = () => {
      frame = 0;
      const box = article.current?.getBoundingClientRect();
      if (!box || !bar.current) return;
      const progress = readProgress(box.top, box.height, window.innerHeight);
      bar.current.style.transform = `scaleX(${progress.toFixed(4)})`;
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(draw);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [article]);
  return (
    <div className="reading-progress" aria-hidden="true">
      <div className="reading-progress-bar" ref={bar} />
    </div>
  );
}
