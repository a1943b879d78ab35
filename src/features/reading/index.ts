/** The reading-comfort feature's public entry: what other features may use of it. */
export { ArticleContents, useContentsAnchors } from './article-contents';
