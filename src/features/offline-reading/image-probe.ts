/**
 * Which file the browser picks for an image, and getting it into the caches. A detached <img> with the
 * page's own srcset and sizes makes the same choice the page will (same viewport, same pixel ratio), and
 * its request goes through the service worker like the page's would, so it lands in the image cache.
 */
import { responsiveSources, type ResponsiveOptions } from '../../components/image-url';
import type { ImageAsset } from '../../content/types';

const PROBE_TIMEOUT_MS = 15_000;

export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** Loads the image off-screen; resolves with the URL it used ('' when it failed). Never rejects. */
export function probeImage(sources: ImageSources): Promise<string> {
  return new Promise((resolve) => {
    const img = new Image();
    const done = (ok: boolean) => {
      clearTimeout(timer);
      img.onload = img.onerror = null;
      resolve(ok ? img.currentSrc || img.src : '');
    };
    const timer = setTimeout(() => done(false), PROBE_TIMEOUT_MS);
    img.onload = () => done(true);
    img.onerror = () => done(false);
    img.decoding = 'async';
    // sizes before srcset: the choice is made when srcset is set.
    if (sources.srcSet && sources.sizes) img.sizes = sources.sizes;
    if (sources.srcSet) img.srcset = sources.srcSet;
    img.src = sources.src;
  });
}

/** What the page's <img> for `image` carries, offered as `offer` says (its sizes, crop and widths). */
export function assetSources(
  image: ImageAsset,
  offer: { sizes: string } & Pick<ResponsiveOptions, 'aspect' | 'widths'>,
): ImageSources {
  const { sizes, aspect, widths } = offer;
  const { src, srcSet } = responsiveSources(image.url, {
    intrinsicWidth: image.width,
    aspect,
    widths,
  });
  return { src, srcSet, sizes };
}

const isWeb = (url: string) => /^https?:\/\//i.test(url);

/** The files every <img> under `root` shows or would show, loading the lazy ones not fetched yet. */
export async function shownImageUrls(root: Element): Promise<string[]> {
  const urls = await Promise.all(
    [...root.querySelectorAll('img')].map((img) =>
      img.currentSrc
        ? Promise.resolve(img.currentSrc)
        : probeImage({
            src: img.getAttribute('src') ?? '',
            srcSet: img.getAttribute('srcset') ?? undefined,
            sizes: img.getAttribute('sizes') ?? undefined,
          }),
    ),
  );
  return [...new Set(urls.filter(isWeb))];
}
