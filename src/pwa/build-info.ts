/** Build-time values define'd in vite.config.ts (not env: they describe the build, not the deployment). */
declare const __BUILD_ID__: string;
declare const __SW_ENABLED__: boolean;

/** Stamped into the HTML too; the service worker uses it to refuse HTML from another build. */
export const BUILD_ID: string = __BUILD_ID__;

/** Only production builds register a worker: dev servers and Vitest never do. */
export const SW_ENABLED: boolean = __SW_ENABLED__;
