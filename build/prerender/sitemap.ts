/** sitemap.xml (every listed page, lastmod from the content) and robots.txt pointing at it. */
import { escapeXml as x } from './xml.ts';

export interface SitemapPage {
  url: string;
  lastmod?: string;
}

export function renderSitemap(pages: SitemapPage[]): string {
  const urls = pages.map((page) => {
    const lastmod =
      page.lastmod && !Number.isNaN(Date.parse(page.lastmod))
        ? `<lastmod>${new Date(page.lastmod).toISOString()}</lastmod>`
        : '';
    return `<url><loc>${x(page.url)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The shipped robots.txt with any old Sitemap line replaced by this site's absolute one. */
export function renderRobots(original: string, sitemapUrl: string): string {
  const kept = original
    .split(/\r?\n/)
    .filter((line) => !/^\s*sitemap\s*:/i.test(line))
    .join('\n')
    .trimEnd();
  return `${kept || 'User-agent: *\nAllow: /'}\n\nSitemap: ${sitemapUrl}\n`;
}
