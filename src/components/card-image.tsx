import type { ImageAsset } from '../content/types';
import { PLACEHOLDER_IMAGE } from './placeholder';
import { CARD_IMAGE, ResponsiveImage } from './responsive-image';

interface CardImageProps {
  image: ImageAsset | null;
  /** Alt text when the asset has no description of its own. */
  fallbackAlt: string;
  /** false: render nothing when there is no image (review and mixed cards). */
  withPlaceholder: boolean;
  /** The first card of a list page is its largest paint: load it at once, with high priority. */
  priority?: boolean;
}

/**
 * The 4:3 box is reserved before the image loads, so cards never shift: a class (`.card-image` in
 * shell.css, with `height: auto`, without which the height attribute would make the box 300px tall at
 * any width) rather than Mantine's AspectRatio box and a style prop: two inline styles and an element
 * a card, which a list of a hundred cards parsed one by one. The candidates are cropped to 4:3 by the
 * Images API, so no bytes are spent on what object-fit would hide.
 */
export function CardImage({ image, fallbackAlt, withPlaceholder, priority }: CardImageProps) {
  if (!image && !withPlaceholder) return null;
  return (
    <ResponsiveImage
      image={image}
      alt={image ? image.description || image.title || fallbackAlt : ''}
      fallbackSrc={PLACEHOLDER_IMAGE}
      {...CARD_IMAGE}
      width={400}
      height={300}
      priority={priority}
      className="card-image"
    />
  );
}
