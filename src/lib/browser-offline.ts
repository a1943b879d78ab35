/**
 * Whether the browser says it has no network. Only `false` counts: without a navigator (prerendering,
 * Node) or with the property unknown, the page acts as online and lets requests find out.
 */
export function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
