/**
 * Normalised shapes the UI renders. They are plain JSON (no SDK objects, no cycles), so they can be
 * persisted to IndexedDB, embedded in prerendered HTML and compared in tests.
 */
import type { Document } from '@contentful/rich-text-types';
import type { KindKey } from './kinds.ts';

export interface ImageAsset {
  id: string;
  /** Absolute URL; protocol-relative URLs from the CDA get `https:`. */
  url: string;
  title: string;
  description: string;
  contentType: string;
  width?: number;
  height?: number;
  size?: number;
}

/** What a card needs; also the list item of every article kind. */
export interface ArticleSummary {
  id: string;
  /** Contentful content type id (for mixed cards and links). */
  contentType: string;
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date or null when the entry has none. */
  publishDate: string | null;
  image: ImageAsset | null;
  tags: string[];
  /**
   * Words of the body, counted when normalised (the list query already returns the body), so cards can
   * show a reading time; absent when the entry has no body text.
   */
  words?: number;
}

/** A link target inside rich text, already reduced to what the renderer shows. */
export type RichTarget =
  | { type: 'Asset'; asset: ImageAsset }
  | {
      type: 'Entry';
      id: string;
      contentType: string;
      slug: string;
      title: string;
      description: string;
    };

/**
 * Rich text as stored: the Contentful document, with every `data.target` of embedded/hyperlinked
 * entries and assets replaced by a RichTarget (or removed when the link could not be resolved).
 */
export type RichDocument = Document;

export interface Article extends ArticleSummary {
  kind: KindKey;
  body: RichDocument | null;
  seoTitle: string;
  seoDescription: string;
  updatedAt: string | null;
}

/**
 * An article as a search answer carries it: its summary and its body as plain text, the only part of
 * the body search reads (to match and to quote). No copy of the rich text is made, and no word count.
 */
export interface FoundArticle extends ArticleSummary {
  kind: KindKey;
  text: string;
}

export interface Post {
  id: string;
  contentType: 'post';
  slug: string;
  title: string;
  author: string;
  publishDate: string | null;
  content: RichDocument | null;
  image: ImageAsset | null;
  excerpt: string;
  updatedAt: string | null;
  /** Words of the content, for the reading time; absent when it has no text. */
  words?: number;
}

/** A post as the build enumerates it: enough to fetch its page or say which one was skipped. */
export interface PostRef {
  id: string;
  slug: string;
}
