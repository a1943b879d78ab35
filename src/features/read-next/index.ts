/** The read-next feature's public entry: what other features may use of it. */
export { ReadNext } from './read-next';
