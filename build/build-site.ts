/**
 * Builds the site with Vite's JS API against a given content source. Shared by `npm start` and
 * the e2e global setup so both produce the same bundle from the same settings.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { checkContentModel } from './model-check.ts';

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

export interface BuildOptions {
  /**
   * Render every page to static HTML after the client build, so pages arrive finished and are
   * indexable. The content service named by VITE_CONTENTFUL_* must be running; VITE_SITE_URL is the
   * public origin.
   */
  prerender?: boolean;
  /**
   * False: keep the existing client build and only prerender again (incrementally), as `npm start`
   * does when the content export changes.
   */
  client?: boolean;
}

/** Vite reads VITE_* from process.env, so the variables are set there for the build. */
export async function buildSite(
  root: string,
  outDir: string,
  env: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<void> {
  Object.assign(process.env, env);
  // A space without the model would fail deep inside the prerender with an unreadable answer; asking
  // first names each missing content type and field, and spares the client build.
  if (options.prerender) await checkContentModel(root, process.env);
  if (options.client !== false) {
    const { build } = await import('vite');
    await build({
      root,
      configFile: resolve(root, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir: resolve(root, outDir), emptyOutDir: true },
    });
  }
  if (!options.prerender) return;
  const { prerenderSite } = await import('./prerender/prerender-site.ts');
  const result = await prerenderSite({
    root,
    distDir: outDir,
    siteUrl: process.env.VITE_SITE_URL ?? '',
  });
  console.log(
    `Prerendered ${result.pages.length} pages and ${result.feeds.length} feeds ` +
      `(${result.written.length} files written, ${result.removed.length} removed).`,
  );
}

/** The build in a child process exited non-zero; the child already printed why. */
export class BuildFailed extends Error {}

export interface ChildBuild {
  done: Promise<void>;
  stop(): void;
}

/**
 * The same build in a child process. Vite, the server bundle and rendering every page take hundreds
 * of MB (about 650 MB for the demo) that a long-running caller such as `npm start`, which goes on to
 * serve for hours, would otherwise hold for its whole life; a child returns them when it exits.
 */
export function buildSiteInChild(
  root: string,
  outDir: string,
  env: Record<string, string> = {},
  options: BuildOptions = {},
): ChildBuild {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', resolve(root, 'build/build-site-run.ts'), outDir],
    {
      cwd: root,
      env: {
        ...process.env,
        ...env,
        BUILD_PRERENDER: options.prerender ? '1' : '0',
        BUILD_CLIENT: options.client === false ? '0' : '1',
      },
      stdio: 'inherit',
    },
  );
  const done = new Promise<void>((ok, fail) => {
    child.once('error', fail);
    child.once('exit', (code, signal) =>
      code === 0
        ? ok()
        : fail(new BuildFailed(`build ${signal ? `stopped by ${signal}` : `exited ${code}`}`)),
    );
  });
  return { done, stop: () => void child.kill('SIGTERM') };
}
