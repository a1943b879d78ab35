import { AspectRatio, Image } from '@mantine/core';
import type { ImageAsset } from '../content/types';
import { PLACEHOLDER_IMAGE } from './placeholder';

/**
 * The featured image of a detail page. It is the page's largest paint, so it loads eagerly with high
 * priority; its box takes the asset's own ratio (4:3 for the placeholder) so text below never moves.
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
      <Image
        src={image?.url ?? PLACEHOLDER_IMAGE}
        alt={image ? image.description || image.title || fallbackAlt : ''}
        fetchPriority="high"
        decoding="async"
        width={image?.width ?? 800}
        height={image?.height ?? 600}
        fallbackSrc={PLACEHOLDER_IMAGE}
        radius="md"
        style={{ objectFit: 'cover', height: 'auto' }}
      />
    </AspectRatio>
  );
}
