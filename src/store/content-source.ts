/**
 * Where the data hooks get content: the published queries, or in a preview tab the preview function
 * (drafts). Decided on every call, so a query never mixes the two; a preview tab also never hydrates
 * from or writes to the saved cache (hydrate.ts), which keeps drafts out of everything saved offline.
 */
import * as published from '../content/queries';
import type { KindKey } from '../content/kinds';
import type { Article, ArticleSummary, Post } from '../content/types';
import { previewSecret } from '../lib/preview-mode.ts';
import { previewQuery } from './preview-query.ts';

export const fetchList = (kind: KindKey, limit?: number): Promise<ArticleSummary[]> => {
  const secret = previewSecret();
  return secret
    ? previewQuery(secret, 'fetchList', [kind, limit])
    : published.fetchList(kind, limit);
};

export const fetchEntry = (kind: KindKey, slug: string): Promise<Article> => {
  const secret = previewSecret();
  return secret
    ? previewQuery(secret, 'fetchEntry', [kind, slug])
    : published.fetchEntry(kind, slug);
};

export const fetchPost = (slug: string): Promise<Post> => {
  const secret = previewSecret();
  return secret ? previewQuery(secret, 'fetchPost', [slug]) : published.fetchPost(slug);
};

export const fetchLatest = (count?: number): Promise<ArticleSummary[]> => {
  const secret = previewSecret();
  return secret ? previewQuery(secret, 'fetchLatest', [count]) : published.fetchLatest(count);
};
