import { AspectRatio } from '@mantine/core';
import type { ImageAsset } from '../content/types';
import { PLACEHOLDER_IMAGE } from './placeholder';
import { COLUMN_SIZES, ResponsiveImage } from './responsive-image';

/**
 * The featured image of a detail page. It is the page's largest paint (LCP), so it is not lazy and
 * gets high priority; its box takes the asset's own ratio (4:3 for the placeholder) so text below
 * never moves.
 */
export function HeroImage({
  image,
  fallbackAlt,
}: {
  image: ImageAsset | null;
  fallbackAlt: string;
}) {
  const ratio = image?.width && image.height ? image.width / image.height : 4 / 3;
  return (
    <AspectRatio ratio={ratio} maw={960}>
      <ResponsiveImage
        image={image}
        alt={image ? image.description || image.title || fallbackAlt : ''}
        fallbackSrc={PLACEHOLDER_IMAGE}
        sizes={COLUMN_SIZES}
        width={image?.width ?? 800}
        height={image?.height ?? 600}
        priority
        radius="md"
        style={{ objectFit: 'cover', height: 'auto' }}
      />
    </AspectRatio>
  );
}
