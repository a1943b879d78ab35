/** The share feature's public entry: what other features may use of it. */
export { ShareBlock } from './share-block';
