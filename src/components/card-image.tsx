import { AspectRatio, Image } from '@mantine/core';
import type { ImageAsset } from '../content/types';
import { PLACEHOLDER_IMAGE } from './placeholder';

interface CardImageProps {
  image: ImageAsset | null;
  /** Alt text when the asset has no description of its own. */
  fallbackAlt: string;
  /** false: render nothing when there is no image (review and mixed cards). */
  withPlaceholder: boolean;
}

/**
 * The 4:3 box is reserved before the image loads, so cards never shift (SPEC §9). `height: auto`
 * matters: with the height attribute alone, the box would be 300px tall at any width.
 */
export function CardImage({ image, fallbackAlt, withPlaceholder }: CardImageProps) {
  if (!image && !withPlaceholder) return null;
  return (
    <AspectRatio ratio={4 / 3}>
      <Image
        src={image?.url ?? PLACEHOLDER_IMAGE}
        alt={image ? image.description || image.title || fallbackAlt : ''}
        loading="lazy"
        decoding="async"
        width={400}
        height={300}
        fallbackSrc={PLACEHOLDER_IMAGE}
        style={{ objectFit: 'cover', height: 'auto' }}
      />
    </AspectRatio>
  );
}
