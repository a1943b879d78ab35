/** What an iPhone or iPad reader is told about installing the site and about Safari's storage. */
export const INSTALL_HINT = {
  title: 'Keep Galactic Quandaries on your Home Screen',
  body: 'Tap Share, then “Add to Home Screen”. The app opens without a connection and keeps the articles you save.',
  dismiss: 'Not now',
  label: 'Add to Home Screen',
} as const;

export const SAFARI_STORAGE_NOTE =
  'Safari keeps saved articles for about a week of use. The Home Screen app keeps them until you remove them.';

/** The installed app's saved page: whether the browser made this site's storage persistent. */
export const STORAGE_PERSISTENT =
  'Storage is persistent: this device keeps your saved articles until you remove them.';
export const STORAGE_NOT_PERSISTENT =
  'Storage is not persistent: the device may clear saved articles when it runs short of space.';
