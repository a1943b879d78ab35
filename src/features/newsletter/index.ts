/** The newsletter feature's public entry: what other features may use of it. */
export { NewsletterBlock } from './newsletter-block';
