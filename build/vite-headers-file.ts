/**
 * Build plugin: writes the build's `_headers` (security headers, Content-Security-Policy with the
 * hashes of the inline scripts the build's HTML really contains) into the output folder once every
 * file is written. The prerender step rewrites it after adding its pages.
 */
import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { writeHeadersFile } from './headers-file.ts';

export function headersFile(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'gq-headers-file',
    apply: 'build',
    configResolved: (resolved) => {
      config = resolved;
    },
    writeBundle: {
      // After the other plugins' writeBundle hooks (the service worker build among them).
      order: 'post',
      handler: () => {
        if (config.build.ssr) return;
        // config.env holds the VITE_* variables the bundle was built with (environment and .env files).
        writeHeadersFile(resolve(config.root, config.build.outDir), config.env);
      },
    },
  };
}
