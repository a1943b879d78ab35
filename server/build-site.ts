/**
 * Builds the site with Vite's JS API against a given content source. Shared by `npm start` and
 * the e2e global setup so both produce the same bundle from the same settings.
 */
import { resolve } from 'node:path';

export interface SiteEnv {
  contentHost: string;
  spaceId: string;
  accessToken: string;
  functionsUrl: string;
  anonKey: string;
  siteUrl: string;
}

/** The VITE_* variables that point the bundle at the local cloud. */
export function localCloudEnv(env: SiteEnv): Record<string, string> {
  return {
    VITE_CONTENTFUL_HOST: env.contentHost,
    VITE_CONTENTFUL_SPACE_ID: env.spaceId,
    VITE_CONTENTFUL_ACCESS_TOKEN: env.accessToken,
    VITE_CONTENTFUL_ENVIRONMENT: 'master',
    VITE_FUNCTIONS_URL: env.functionsUrl,
    VITE_FUNCTIONS_ANON_KEY: env.anonKey,
    VITE_SITE_URL: env.siteUrl,
  };
}

/** Vite reads VITE_* from process.env, so the variables are set there for the build. */
export async function buildSite(
  root: string,
  outDir: string,
  env: Record<string, string> = {},
): Promise<void> {
  Object.assign(process.env, env);
  const { build } = await import('vite');
  await build({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: resolve(root, outDir), emptyOutDir: true },
  });
}
