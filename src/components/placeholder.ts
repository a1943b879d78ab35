/**
 * Shown where a card or article needs an image but the entry has none (not on review or mixed
 * cards). Lives in public/.
 */
export const PLACEHOLDER_IMAGE = '/placeholder.svg';
