/**
 * The id every build is stamped with (define'd in vite.config.ts, also written into the HTML as
 * `<meta name="build-id">`). Page copies are kept per build: HTML of another build names chunks that
 * no longer exist, so the worker and the page both refuse it.
 */
declare const __BUILD_ID__: string;

export const BUILD_ID: string = __BUILD_ID__;

/** The build id the HTML was stamped with, or null for HTML we did not build. */
export function readBuildId(html: string): string | null {
  const match = /<meta\s+name=["']build-id["']\s+content=["']([^"']+)["']/i.exec(html);
  return match ? match[1] : null;
}
