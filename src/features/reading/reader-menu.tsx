import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Button, VisuallyHidden } from '@mantine/core';
import { followOtherTabs } from './reader-settings';

const ReaderPanel = lazy(() => import('./reader-panel'));
const PANEL_ID = 'reader-settings';

/**
 * The reader menu ('Aa' in the sticky bar): text size of the reading text and the theme. Escape or a
 * tap outside closes it and focus returns to the button. Its panel floats over the page, so opening
 * it moves nothing; it is loaded the first time the menu opens.
 */
export function ReaderMenu() {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(followOtherTabs, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className="reader-menu" ref={box}>
      <Button
        ref={button}
        variant="default"
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        onClick={() => setOpen((was) => !was)}
        className="reader-menu-button"
      >
        <span aria-hidden="true">Aa</span>
        <VisuallyHidden>Reading settings</VisuallyHidden>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReaderPanel id={PANEL_ID} />
        </Suspense>
      )}
    </div>
  );
}
