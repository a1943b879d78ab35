/**
 * The server bundle of src/entry-server.tsx. It gets its own small config instead of vite.config.ts:
 * the PWA plugin has no business in a server build, and the build-info constants only matter in the
 * browser (the service worker is never registered during prerendering).
 */
import { resolve } from 'node:path';

const SSR_ENTRY = 'src/entry-server.tsx';

/** Builds into `outDir` (relative to root) and returns the entry module's absolute path. */
export async function buildSsr(root: string, outDir: string): Promise<string> {
  const [{ build }, { default: react }] = await Promise.all([
    import('vite'),
    import('@vitejs/plugin-react'),
  ]);
  const out = resolve(root, outDir);
  await build({
    root,
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    // worker-queries.ts names the content worker; the server never starts it, but the build still bundles it.
    worker: { format: 'es' },
    define: {
      __BUILD_ID__: JSON.stringify(process.env.BUILD_ID?.trim() || 'prerender'),
      __SW_ENABLED__: 'false',
    },
    build: {
      ssr: SSR_ENTRY,
      outDir: out,
      emptyOutDir: true,
      // public/ belongs to the client build; the server bundle needs none of it.
      copyPublicDir: false,
      target: 'node20',
      rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
    },
  });
  return resolve(out, 'entry-server.js');
}
