import { useLocation } from 'wouter';
import { config } from '../lib/config';
import { SITE } from '../site';

interface PageMetaProps {
  /** Page title without the suffix; ignored when `seoTitle` is set. */
  title?: string;
  seoTitle?: string;
  description?: string;
  image?: string | null;
  type?: 'website' | 'article';
}

/** Absolute origin for canonical and Open Graph URLs; the configured public URL wins over location. */
export function siteOrigin(): string {
  if (config.siteUrl) return config.siteUrl;
  return typeof window === 'undefined' ? '' : window.location.origin;
}

export function pageTitle(title?: string, seoTitle?: string): string {
  if (seoTitle) return seoTitle;
  return title ? `${title}${SITE.titleSuffix}` : SITE.title;
}

/**
 * React 19 hoists <title>, <meta> and <link> rendered anywhere into <head>, so each page states its
 * own metadata next to its content and server rendering (issue 6) gets it for free.
 */
export function PageMeta({ title, seoTitle, description, image, type = 'website' }: PageMetaProps) {
  const [path] = useLocation();
  const url = `${siteOrigin()}${path}`;
  const fullTitle = pageTitle(title, seoTitle);
  const text = description || SITE.description;
  const imageUrl = image
    ? new URL(image, `${siteOrigin() || 'http://localhost'}${path}`).href
    : undefined;
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
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
    </>
  );
}
