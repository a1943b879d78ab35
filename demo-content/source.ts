/**
 * Shapes the article data modules are written in. Bodies use a small markup (see rich.ts) so the
 * prose stays readable in the source instead of drowning in rich-text JSON.
 */

export type ArticleTypeId = 'discussions' | 'news' | 'recommendations' | 'reviews' | 'fiction';

export interface SourceBase {
  slug: string;
  title: string;
  /** YYYY-MM-DD; omitted on purpose for one entry so the "no date" path is exercised. */
  publishDate?: string;
  /** false = the entry has no featuredImage at all. */
  cover?: false;
}

export interface ArticleSource extends SourceBase {
  excerpt: string;
  /** undefined = field absent; [] = present but empty. */
  tags?: string[];
  seoTitle?: string;
  seoDescription?: string;
  body: string[];
}

export interface PostSource extends SourceBase {
  author: string;
  content: string[];
}

/** Images used inside rich text rather than as covers. */
export interface InlineImageSource {
  key: string;
  title: string;
  seed: string;
  /** Forced so the picture matches its title. */
  scene: 'nebula' | 'planet' | 'orbits' | 'binary';
}
