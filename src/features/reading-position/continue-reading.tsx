import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { Anchor, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { CONTINUE_ATTRIBUTE } from '../../shared/reader-settings';
import { loadPositions, positions, subscribePositions } from './position-db';
import { unfinished, type ReadingPosition } from './positions';

const NONE: readonly ReadingPosition[] = [];

/** Runs before the browser paints on the client; the server has no layout to protect. */
const useBeforePaint = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Up to three articles started and not finished on this device, most recent first; nothing if none.
 * The positions come from IndexedDB after the page has painted, so the section lives in a slot whose
 * height the head script reserved from the count kept at the last change (`data-continue` on the
 * root, shell.css): the list arriving moves nothing. Each row is one line, so the height is exact.
 */
export function ContinueReading() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    void loadPositions().then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, []);
  const list = useSyncExternalStore(subscribePositions, positions, () => NONE);
  const items = loaded ? unfinished(list) : NONE;
  // The reservation follows what is shown, in the same frame.
  useBeforePaint(() => {
    if (!loaded) return;
    const root = document.documentElement;
    if (items.length > 0) root.setAttribute(CONTINUE_ATTRIBUTE, String(items.length));
    else root.removeAttribute(CONTINUE_ATTRIBUTE);
  }, [loaded, items.length]);
  return (
    <div className="continue-slot">
      {items.length > 0 && (
        <section className="continue-reading" aria-labelledby="continue-reading">
          <Title order={2} id="continue-reading" className="continue-reading-title">
            Continue reading
          </Title>
          <ul className="continue-reading-list">
            {items.map((item) => (
              <li key={item.key}>
                <Anchor component={Link} href={item.path} fw={700}>
                  {item.title}
                </Anchor>{' '}
                <Text span size="sm" c="dimmed">
                  {Math.round(item.progress * 100)}% read
                </Text>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
