import { useState, type CSSProperties } from 'react';
import { Image, type MantineRadius } from '@mantine/core';
import type { ImageAsset } from '../content/types';
import { CARD_WIDTHS, responsiveSources } from './image-url';

/**
 * What `sizes` says must match the layout (Container lg = 1140px with 16px padding; grid breakpoints
 * sm 48em / md 62em; 20px gaps), or the browser fetches a wider file than it paints.
 */
const CARD_SIZES =
  '(min-width: 1140px) 356px, (min-width: 62em) calc((100vw - 72px) / 3), (min-width: 48em) calc((100vw - 52px) / 2), calc(100vw - 32px)';
/** The 860px reading column of detail pages and posts. */
export const COLUMN_SIZES = '(min-width: 892px) 860px, calc(100vw - 32px)';

/** How a card's image is offered: its sizes, its 4:3 crop and its candidate widths. */
export const CARD_IMAGE = { sizes: CARD_SIZES, aspect: 4 / 3, widths: CARD_WIDTHS } as const;

interface ResponsiveImageProps {
  image: ImageAsset | null;
  alt: string;
  /** Shown when there is no image or the file fails to load. */
  fallbackSrc?: string;
  sizes: string;
  width?: number;
  height?: number;
  /** Crop the candidates to this ratio (cards); omitted keeps the asset's own. */
  aspect?: number;
  /** Candidate widths (cards have their own); omitted, the general set. */
  widths?: readonly number[];
  /** The page's largest image: fetched at once with high priority; every other one waits (lazy). */
  priority?: boolean;
  radius?: MantineRadius;
  className?: string;
  style?: CSSProperties;
}

/** One `<img>` with a webp srcset from the Images API, explicit size and the right loading hints. */
export function ResponsiveImage({
  image,
  alt,
  fallbackSrc,
  sizes,
  width,
  height,
  aspect,
  widths,
  priority = false,
  radius,
  className,
  style,
}: ResponsiveImageProps) {
  const [failed, setFailed] = useState(false);
  const sources =
    image && !failed
      ? responsiveSources(image.url, { intrinsicWidth: image.width, aspect, widths })
      : { src: fallbackSrc ?? '' };
  return (
    <Image
      src={sources.src}
      // A failed srcset candidate would win over a fallback src, so the set goes with the failure.
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      radius={radius}
      className={className}
      onError={fallbackSrc && !failed ? () => setFailed(true) : undefined}
      style={style}
    />
  );
}
