/** What an iPhone or iPad reader is told about installing the site and about Safari's storage. */
export const INSTALL_HINT = {
  title: 'Keep Galactic Quandaries on your Home Screen',
  body: 'Tap Share, then “Add to Home Screen”. The app opens without a connection and keeps the articles you save.',
  dismiss: 'Not now',
  label: 'Add to Home Screen',
} as const;

export const SAFARI_STORAGE_NOTE =
  'Safari keeps saved articles for about a week of use. The Home Screen app keeps them until you remove them.';
