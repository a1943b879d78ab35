/** The unsubscribe feature's public entry: what other features may use of it. */
export { hasUnsubscribeTarget, parseUnsubscribeParams } from './parse-params';
