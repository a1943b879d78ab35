import type { ReactNode } from 'react';

interface ResponsiveGridProps {
  /** Columns from the md breakpoint (62em) on; one column on phones, two from sm (48em). */
  maxCols: 2 | 3;
  children: ReactNode;
  'data-testid'?: string;
  'aria-hidden'?: boolean;
}

/**
 * Equal columns by breakpoint from static CSS (shell.css), like Mantine's SimpleGrid with spacing lg.
 * SimpleGrid writes a <style> element into the page for each grid's responsive columns; in prerendered
 * HTML every one of them, parsed after first paint, made the browser restyle and lay out the whole
 * document again (eight times on the home page).
 */
export function ResponsiveGrid({ maxCols, children, ...rest }: ResponsiveGridProps) {
  return (
    <div className="responsive-grid" data-max-cols={maxCols} {...rest}>
      {children}
    </div>
  );
}
