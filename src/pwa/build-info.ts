/** Build-time values define'd in vite.config.ts (not env: they describe the build, not the deployment). */
declare const __SW_ENABLED__: boolean;

/** Only production builds register a worker: dev servers and Vitest never do. */
export const SW_ENABLED: boolean = __SW_ENABLED__;
