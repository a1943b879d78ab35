/** What a reader is told about how long this device keeps what they saved. */
export const SAFARI_STORAGE_NOTE =
  'Safari keeps saved articles for about a week of use. The Home Screen app keeps them until you remove them.';

/** The installed app's saved page: whether the browser made this site's storage persistent. */
export const STORAGE_PERSISTENT =
  'Storage is persistent: this device keeps your saved articles until you remove them.';
export const STORAGE_NOT_PERSISTENT =
  'Storage is not persistent: the device may clear saved articles when it runs short of space.';
