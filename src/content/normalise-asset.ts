/**
 * Asset → ImageAsset: URL made absolute (`https:` before protocol-relative ones), sizes only when
 * the CDA gives real numbers.
 */
import type { ImageAsset } from './types.ts';
import { assetUrl, fieldsOf, isRecord, num, shownText, str, sysOf } from './fields.ts';

export function normaliseAsset(raw: unknown): ImageAsset | null {
  const sys = sysOf(raw);
  if (sys.type !== undefined && sys.type !== 'Asset') return null;
  const fields = fieldsOf(raw);
  const file = isRecord(fields.file) ? fields.file : {};
  const url = assetUrl(file.url);
  if (!url) return null;
  const details = isRecord(file.details) ? file.details : {};
  const image = isRecord(details.image) ? details.image : {};
  const asset: ImageAsset = {
    id: str(sys.id),
    url,
    title: shownText(fields.title),
    description: shownText(fields.description),
    contentType: str(file.contentType),
  };
  const width = num(image.width);
  const height = num(image.height);
  const size = num(details.size);
  if (width !== undefined) asset.width = width;
  if (height !== undefined) asset.height = height;
  if (size !== undefined) asset.size = size;
  return asset;
}
