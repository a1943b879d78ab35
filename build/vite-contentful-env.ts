/**
 * Build and dev-server plugin: a site without Contentful credentials still builds, but every content
 * page then shows visitors the "not configured" text. The developer running `vite` or `vite build` is
 * told at once which variables are missing, instead of finding out from a deployed page. Vitest loads
 * this config too and stays quiet: tests hand the app its client their own way.
 */
import type { Plugin } from 'vite';
import { contentfulSetupHelp, missingContentfulVars } from '../src/lib/config.ts';

export function contentfulEnvCheck(): Plugin {
  return {
    name: 'gq-contentful-env',
    configResolved(resolved) {
      if (resolved.mode === 'test') return;
      const missing = missingContentfulVars(resolved.env);
      if (missing.length > 0) resolved.logger.warn(contentfulSetupHelp(missing));
    },
  };
}
