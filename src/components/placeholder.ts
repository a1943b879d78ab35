/** Shown where SPEC §2 wants an image but the entry has none. Lives in public/. */
export const PLACEHOLDER_IMAGE = '/placeholder.svg';
