/**
 * Builds Contentful Images API URLs (w, h, fm, q, fit) for srcset. Pure, so the same URLs come out of
 * the server render, the browser and the tests. It only touches raster files on Contentful's image
 * host or the local cloud's /files/ mirror; anything else (SVG, PDF, the placeholder) is left alone.
 */
export interface ImageParams {
  w?: number;
  h?: number;
  fm?: 'jpg' | 'png' | 'webp' | 'avif';
  q?: number;
  fit?: 'pad' | 'fill' | 'scale' | 'crop' | 'thumb';
}

/** Candidate widths: phone at 1x up to a wide column at 2x. */
export const SRCSET_WIDTHS = [320, 480, 640, 960, 1280, 1600] as const;
/**
 * A card's candidates. A card is 356px wide on a wide screen, a third or half of the row on smaller
 * ones and the whole width of a phone (at most 736px): 360 and 720 fit a wide screen at 1x and 2x and a
 * phone at 1.75x, 1080 a phone at 2.6–3x, 1440 a one-column card at 2x. Four instead of six, since a
 * list page writes each card's set into its HTML a hundred times, and its parse is most of the page's
 * main-thread time.
 */
export const CARD_WIDTHS = [360, 720, 1080, 1440] as const;
const WEBP_QUALITY = 70;
const MAX_DIMENSION = 4000;
const RASTER_PATH = /\.(jpe?g|png|webp|avif)$/i;

function transformable(url: URL): boolean {
  const onImageHost = url.hostname === 'images.ctfassets.net';
  const onLocalCloud = url.pathname.startsWith('/files/');
  return (onImageHost || onLocalCloud) && RASTER_PATH.test(url.pathname);
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

export function isTransformableImage(url: string): boolean {
  const parsed = parse(url);
  return parsed !== null && transformable(parsed);
}

/** `url`'s text with the parameters set (replacing any already there). */
function withParams(url: URL, params: ImageParams): string {
  const search = new URLSearchParams(url.search);
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const clamped =
      key === 'w' || key === 'h' ? Math.min(MAX_DIMENSION, Math.max(1, Math.round(value))) : value;
    search.set(key, String(clamped));
  }
  const query = search.toString();
  const before = url.href.slice(0, url.href.length - url.search.length - url.hash.length);
  return `${before}${query ? `?${query}` : ''}${url.hash}`;
}

/** The URL with the parameters set (replacing any already there), or the URL untouched. */
export function imageUrl(url: string, params: ImageParams): string {
  const parsed = parse(url);
  return parsed && transformable(parsed) ? withParams(parsed, params) : url;
}

export interface ResponsiveOptions {
  /** The asset's own width: no candidate is wider (the Images API would only upscale). */
  intrinsicWidth?: number;
  /** width / height to crop to (cards: 4/3); omitted keeps the asset's ratio. */
  aspect?: number;
  widths?: readonly number[];
}

export interface ResponsiveSources {
  src: string;
  srcSet?: string;
}

/** The widths actually offered: the list capped at the intrinsic width, which joins when it is smaller. */
export function candidateWidths(
  widths: readonly number[],
  intrinsicWidth: number | undefined,
): number[] {
  if (!intrinsicWidth || intrinsicWidth <= 0) return [...widths];
  const below = widths.filter((w) => w < intrinsicWidth);
  return below.length < widths.length ? [...below, Math.round(intrinsicWidth)] : below;
}

/**
 * Every card and hero renders this on hydration and again on each re-render; parsing the URL once
 * per image instead of once per candidate, and remembering the answer, keeps it off the main thread.
 */
const MAX_REMEMBERED = 500;
const remembered = new Map<string, ResponsiveSources>();

/** src (a middle candidate, for browsers that ignore srcset) plus a `w`-descriptor srcset in webp. */
export function responsiveSources(url: string, options: ResponsiveOptions = {}): ResponsiveSources {
  const widths = options.widths ?? SRCSET_WIDTHS;
  const key = `${options.intrinsicWidth ?? ''}|${options.aspect ?? ''}|${widths.join(',')}|${url}`;
  let sources = remembered.get(key);
  if (!sources) {
    sources = buildSources(url, candidateWidths(widths, options.intrinsicWidth), options.aspect);
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(key, sources);
  }
  return { ...sources };
}

function buildSources(
  url: string,
  widths: number[],
  aspect: number | undefined,
): ResponsiveSources {
  const parsed = parse(url);
  if (!parsed || !transformable(parsed)) return { src: url };
  const at = (w: number) =>
    withParams(parsed, {
      w,
      ...(aspect ? { h: Math.round(w / aspect), fit: 'fill' as const } : {}),
      fm: 'webp',
      q: WEBP_QUALITY,
    });
  const fallback = widths.find((w) => w >= 640) ?? widths[widths.length - 1];
  return { src: at(fallback), srcSet: widths.map((w) => `${at(w)} ${w}w`).join(', ') };
}
