/**
 * Safe text moved to src/shared/safe-text.ts (the slug mapping the worker uses needs it). server/
 * still imports it from here; point those imports at src/shared and delete this file.
 */
export * from '../shared/safe-text.ts';
