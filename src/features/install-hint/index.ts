/** The install-hint feature's public entry: what other features may use of it. */
export { InstallHint } from './install-hint';
