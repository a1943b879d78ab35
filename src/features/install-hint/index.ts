/** The install-hint feature's public entry: what other features may use of it. */
export { SafariStorageNote } from './safari-storage-note';
export { StorageDurability } from './storage-durability';
