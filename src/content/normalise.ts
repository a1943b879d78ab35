/**
 * Raw SDK entries → the plain shapes of types.ts, with every field fallback of
 * docs/product.md#content. Never throws: missing, null or wrongly typed fields fall back to their
 * empty value.
 */
import type { Article, ArticleSummary, FoundArticle, Post } from './types.ts';
import type { KindKey } from './kinds.ts';
import {
  contentTypeOf,
  excerptOf,
  fieldsOf,
  isoDate,
  type Raw,
  shownText,
  slugOf,
  str,
  sysOf,
  titleOf,
} from './fields.ts';
import { normaliseAsset } from './normalise-asset.ts';
import { normaliseRichText } from './normalise-rich-text.ts';
import { plainSummary, plainTextOfRaw } from './plain-summary.ts';
import { countWords } from './word-count.ts';

/**
 * The body's word count as an optional field: entries without text carry no `words` at all. Counted on
 * the raw document (the counter reads only text and child nodes, never link targets), so a list item
 * does not pay for a normalised copy of a body it does not keep.
 */
function wordsOf(body: unknown): { words?: number } {
  const words = countWords(body);
  return words > 0 ? { words } : {};
}

/** A summary's own fields, without the body's word count. */
function summaryOf(raw: unknown, fields: Raw): ArticleSummary {
  return {
    id: str(sysOf(raw).id),
    contentType: contentTypeOf(raw),
    slug: slugOf(fields),
    title: titleOf(fields),
    excerpt: excerptOf(fields),
    publishDate: isoDate(fields.publishDate),
    image: normaliseAsset(fields.coverImage) ?? normaliseAsset(fields.featuredImage),
    tags: Array.isArray(fields.tags)
      ? fields.tags.filter((t): t is string => typeof t === 'string').map(shownText)
      : [],
  };
}

export function normaliseSummary(raw: unknown): ArticleSummary {
  const fields = fieldsOf(raw);
  return { ...summaryOf(raw, fields), ...wordsOf(fields.body) };
}

/**
 * An article the Delivery API's full-text search found, as search reads it: its summary and its body's
 * plain text, read straight from the answer. A page of results reads a hundred such bodies to draw
 * twenty; their normalised copies and word counts would be made only to be dropped.
 */
export function normaliseFound(raw: unknown, kind: KindKey): FoundArticle {
  const fields = fieldsOf(raw);
  return { ...summaryOf(raw, fields), kind, text: plainTextOfRaw(fields.body) };
}

export function normaliseArticle(raw: unknown, kind: KindKey): Article {
  const fields = fieldsOf(raw);
  return {
    ...normaliseSummary(raw),
    kind,
    body: normaliseRichText(fields.body),
    seoTitle: shownText(fields.seoTitle),
    seoDescription: shownText(fields.seoDescription),
    updatedAt: isoDate(sysOf(raw).updatedAt),
  };
}

export function normalisePost(raw: unknown): Post {
  const fields = fieldsOf(raw);
  const content = normaliseRichText(fields.content);
  return {
    id: str(sysOf(raw).id),
    contentType: 'post',
    slug: slugOf(fields),
    title: titleOf(fields),
    author: shownText(fields.author),
    publishDate: isoDate(fields.publishDate),
    content,
    image: normaliseAsset(fields.coverImage) ?? normaliseAsset(fields.featuredImage),
    // Posts have no excerpt field in the model; their description comes from the body's first paragraph.
    // Cut at a length, the summary may end in half an emoji: cleaned like any shown text.
    excerpt: excerptOf(fields) || shownText(plainSummary(content)),
    updatedAt: isoDate(sysOf(raw).updatedAt),
    ...wordsOf(content),
  };
}
