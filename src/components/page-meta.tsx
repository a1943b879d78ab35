import { useLocation } from 'wouter';
import { config } from '../lib/config';
import { SITE } from '../site';
import { KIND_ORDER, KINDS } from '../content/kinds';

/** Shown by link previews for pages without an image of their own. */
const DEFAULT_SHARE_IMAGE = '/icons/icon-512.png';

const FEED_PATHS = { rss: '/feed.xml', atom: '/atom.xml' } as const;

/** The kind whose section a path is in (its list or one of its entries), for the section's feeds. */
function sectionOf(path: string) {
  return KIND_ORDER.map((k) => KINDS[k]).find(
    (kind) => path === kind.path || path.startsWith(`${kind.path}/`),
  );
}

interface PageMetaProps {
  /** Page title without the suffix; ignored when `seoTitle` is set. */
  title?: string;
  seoTitle?: string;
  description?: string;
  image?: string | null;
  type?: 'website' | 'article';
  /** A feed of the page's own beside the site's, e.g. a tag page's; a kind's section feed otherwise. */
  feed?: { title: string; base: string };
}

/** Absolute origin for canonical and Open Graph URLs; the configured public URL wins over location. */
export function siteOrigin(): string {
  if (config.siteUrl) return config.siteUrl;
  return typeof window === 'undefined' ? '' : window.location.origin;
}

function pageTitle(title?: string, seoTitle?: string): string {
  if (seoTitle) return seoTitle;
  return title ? `${title}${SITE.titleSuffix}` : SITE.title;
}

/**
 * React 19 hoists <title>, <meta> and <link> rendered anywhere into <head>, so each page states its
 * own metadata next to its content and server rendering (the prerender step) gets it for free.
 */
export function PageMeta({
  title,
  seoTitle,
  description,
  image,
  type = 'website',
  feed,
}: PageMetaProps) {
  const [path] = useLocation();
  const url = `${siteOrigin()}${path}`;
  const fullTitle = pageTitle(title, seoTitle);
  const text = description || SITE.description;
  const imageUrl = new URL(
    image || DEFAULT_SHARE_IMAGE,
    `${siteOrigin() || 'http://localhost'}${path}`,
  ).href;
  const kind = sectionOf(path);
  const section = feed ?? (kind && { title: `${kind.listTitle} | ${SITE.title}`, base: kind.path });
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={SITE.title} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={imageUrl} />
      <link rel="alternate" type="application/rss+xml" title={SITE.title} href={FEED_PATHS.rss} />
      <link rel="alternate" type="application/atom+xml" title={SITE.title} href={FEED_PATHS.atom} />
      {section && (
        <link
          rel="alternate"
          type="application/rss+xml"
          title={section.title}
          href={`${section.base}${FEED_PATHS.rss}`}
        />
      )}
      {section && (
        <link
          rel="alternate"
          type="application/atom+xml"
          title={section.title}
          href={`${section.base}${FEED_PATHS.atom}`}
        />
      )}
    </>
  );
}
