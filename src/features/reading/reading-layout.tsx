import { useMemo, type ReactNode, type RefObject } from 'react';
import { documentAnchors } from '../../content/rich-text';
import type { RichDocument } from '../../content/types';
import { ContentsAside, ContentsInline, MIN_HEADINGS_FOR_CONTENTS } from './article-contents';
import { ReadingProgress } from './reading-progress';

/**
 * Lays an article or post out for reading: with three or more headings, a contents list beside it on
 * wide screens and a progress bar; a shorter piece gets neither. `children` renders the article and
 * receives the collapsed contents list for phones, to place in its flow.
 */
export function ReadingLayout({
  body,
  article,
  children,
}: {
  body: RichDocument | null;
  article: RefObject<HTMLElement | null>;
  children: (contents: ReactNode) => ReactNode;
}) {
  const anchors = useMemo(() => documentAnchors(body), [body]);
  if (anchors.length < MIN_HEADINGS_FOR_CONTENTS)
    return <div className="reading-layout">{children(null)}</div>;
  return (
    <div className="reading-layout" data-contents="">
      <ReadingProgress article={article} />
      {children(<ContentsInline anchors={anchors} />)}
      <ContentsAside anchors={anchors} />
    </div>
  );
}
