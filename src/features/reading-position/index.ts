/** The reading-position feature's public entry: what other features may use of it. */
export { ContinueReading } from './continue-reading';
export { useReadingPosition } from './use-reading-position';
