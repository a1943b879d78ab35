import { useMemo, type RefObject } from 'react';
import type { HeadingAnchor } from '../../content/heading-anchors';
import { documentAnchors } from '../../components/rich-text';
import type { RichDocument } from '../../content/types';
import { ReadingProgress } from './reading-progress';

/** A piece needs this many headings before a contents list and a progress bar help more than they cost. */
export const MIN_HEADINGS_FOR_CONTENTS = 3;

const minLevel = (anchors: HeadingAnchor[]) => Math.min(...anchors.map((a) => a.level));

/**
 * The links of a contents list, indented by level (at most two steps). Plain `#id` links: the browser
 * scrolls to the heading and puts its anchor in the address, before or without any script.
 */
function ContentsLinks({ anchors }: { anchors: HeadingAnchor[] }) {
  const top = minLevel(anchors);
  return (
    <ol className="contents-list">
      {anchors.map((anchor) => (
        <li key={anchor.id} data-depth={Math.min(2, anchor.level - top)}>
          <a className="contents-link" href={`#${anchor.id}`}>
            {anchor.text || 'Untitled section'}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** Phones and tablets: a collapsed list in the flow of the article, opened by its summary. */
function ContentsInline({ anchors }: { anchors: HeadingAnchor[] }) {
  return (
    <details className="contents-inline">
      <summary>Contents</summary>
      <nav aria-label="Contents">
        <ContentsLinks anchors={anchors} />
      </nav>
    </details>
  );
}

/** Wide screens: the list beside the text, staying in view while the reader scrolls. */
function ContentsAside({ anchors }: { anchors: HeadingAnchor[] }) {
  return (
    <aside className="contents-aside">
      <nav aria-labelledby="contents-aside-title" className="contents-aside-nav">
        <p className="contents-title" id="contents-aside-title">
          Contents
        </p>
        <ContentsLinks anchors={anchors} />
      </nav>
    </aside>
  );
}

/**
 * The headings a piece's contents list links to, or null when it has too few for one. The article
 * reads it too: its own start tag says whether a list stands beside it, so a wide page's layout is
 * set before the list itself has arrived.
 */
export function useContentsAnchors(body: RichDocument | null): HeadingAnchor[] | null {
  return useMemo(() => {
    const anchors = documentAnchors(body);
    return anchors.length < MIN_HEADINGS_FOR_CONTENTS ? null : anchors;
  }, [body]);
}

/**
 * The contents list and the progress bar of an article or post with three or more headings
 * (`useContentsAnchors`); nothing for a shorter piece. Placed in the article before its body:
 * collapsed in the flow on phones and tablets, beside the text (and in view while it scrolls) on wide
 * screens.
 */
export function ArticleContents({
  anchors,
  article,
}: {
  anchors: HeadingAnchor[] | null;
  article: RefObject<HTMLElement | null>;
}) {
  if (!anchors) return null;
  return (
    <>
      <ReadingProgress article={article} />
      <ContentsInline anchors={anchors} />
      <ContentsAside anchors={anchors} />
    </>
  );
}
