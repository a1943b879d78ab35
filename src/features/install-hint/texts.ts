/** What an iPhone or iPad reader is told about installing the site. */
export const INSTALL_HINT = {
  title: 'Keep Galactic Quandaries on your Home Screen',
  body: 'Tap Share, then “Add to Home Screen”. The app opens without a connection and keeps the articles you save.',
  dismiss: 'Not now',
  label: 'Add to Home Screen',
} as const;
