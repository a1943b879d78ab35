/**
 * The Contentful Images API parameters the site uses (w, h, fm, q, fit), done for real with sharp so
 * that responsive images save measurable bytes against the local cloud too. Parsing is strict like
 * Contentful's: a bad value is a 400, unknown parameters are ignored.
 */
import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';

export type ImageFormat = 'jpg' | 'png' | 'webp' | 'avif';
export type ImageFit = 'pad' | 'fill' | 'scale' | 'crop' | 'thumb';

export interface ImageParams {
  w?: number;
  h?: number;
  fm?: ImageFormat;
  q?: number;
  fit?: ImageFit;
}

const MAX_DIMENSION = 4000;
const FORMATS: readonly string[] = ['jpg', 'png', 'webp', 'avif'];
const FITS: readonly string[] = ['pad', 'fill', 'scale', 'crop', 'thumb'];
/** Source formats sharp can transform; anything else (SVG, PDF, GIF animation) is served as stored. */
const RASTER = /\.(jpe?g|png|webp|avif)$/i;

export const MIME_OF: Record<ImageFormat, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

export class ImageParamError extends Error {}

function integer(name: string, raw: string, min: number, max: number): number {
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= min && value <= max))
    throw new ImageParamError(
      `Invalid "${name}" parameter: expected an integer from ${min} to ${max}.`,
    );
  return value;
}

function oneOf<T extends string>(name: string, raw: string, allowed: readonly string[]): T {
  if (!allowed.includes(raw))
    throw new ImageParamError(
      `Invalid "${name}" parameter: expected one of ${allowed.join(', ')}.`,
    );
  return raw as T;
}

/** null when the query holds none of the parameters (the stored file is served untouched). */
export function parseImageParams(search: URLSearchParams): ImageParams | null {
  const params: ImageParams = {};
  const w = search.get('w');
  const h = search.get('h');
  const fm = search.get('fm');
  const q = search.get('q');
  const fit = search.get('fit');
  if (w !== null) params.w = integer('w', w, 1, MAX_DIMENSION);
  if (h !== null) params.h = integer('h', h, 1, MAX_DIMENSION);
  if (fm !== null) params.fm = oneOf<ImageFormat>('fm', fm, FORMATS);
  if (q !== null) params.q = integer('q', q, 1, 100);
  if (fit !== null) params.fit = oneOf<ImageFit>('fit', fit, FITS);
  return Object.keys(params).length ? params : null;
}

export const isTransformable = (fileName: string): boolean => RASTER.test(fileName);

/** A stable text for cache keys and ETags: same parameters in another order, same key. */
export function paramsKey(params: ImageParams): string {
  return (['w', 'h', 'fm', 'q', 'fit'] as const)
    .filter((k) => params[k] !== undefined)
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export function transformEtag(sourceEtag: string, params: ImageParams): string {
  const digest = createHash('sha1')
    .update(`${sourceEtag}?${paramsKey(params)}`)
    .digest('hex');
  return `"${digest.slice(0, 20)}"`;
}

export function formatOf(fileName: string, params: ImageParams): ImageFormat {
  if (params.fm) return params.fm;
  const ext = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  return ext === 'jpeg' ? 'jpg' : (ext as ImageFormat);
}

/** Centre crop of at most w×h from the original, without resizing (Contentful's fit=crop). */
async function cropRegion(input: Sharp, params: ImageParams): Promise<Sharp> {
  const { width = 0, height = 0 } = await input.metadata();
  const cw = Math.min(params.w ?? width, width);
  const ch = Math.min(params.h ?? height, height);
  return input.extract({
    left: Math.floor((width - cw) / 2),
    top: Math.floor((height - ch) / 2),
    width: cw,
    height: ch,
  });
}

export async function transformImage(
  source: Buffer,
  fileName: string,
  params: ImageParams,
): Promise<Buffer> {
  // autoOrient: camera photos carry their rotation in EXIF, which the re-encoded output drops.
  let image = sharp(source, { failOn: 'error' }).autoOrient();
  const size = { width: params.w, height: params.h };
  const sized = params.w !== undefined || params.h !== undefined;
  if (params.fit === 'crop') image = await cropRegion(image, params);
  else if (sized) {
    switch (params.fit) {
      case 'pad':
        image = image.resize({
          ...size,
          fit: 'contain',
          background: { r: 0, g: 0, b: 0, alpha: 0 },
        });
        break;
      case 'fill':
      case 'thumb':
        image = image.resize({ ...size, fit: 'cover', position: 'centre' });
        break;
      case 'scale':
        image = image.resize({ ...size, fit: 'fill' });
        break;
      default:
        // No fit: shrink into the box keeping the ratio; never enlarge past the original.
        image = image.resize({ ...size, fit: 'inside', withoutEnlargement: true });
    }
  }
  const format = formatOf(fileName, params);
  const quality = params.q;
  if (format === 'jpg')
    image = image.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true });
  else if (format === 'png') image = image.png();
  else if (format === 'webp') image = image.webp({ quality });
  else image = image.avif({ quality, effort: 2 });
  return image.toBuffer();
}
