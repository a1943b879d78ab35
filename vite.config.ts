/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { SITE } from './src/site.ts';
import { paintFirst } from './build/vite-paint-first.ts';
import { headersFile } from './build/vite-headers-file.ts';
import { contentfulEnvCheck } from './build/vite-contentful-env.ts';
import { readerSettings } from './build/vite-reader-settings.ts';
import { shellChunk } from './build/vite-shell-chunk.ts';
import { eagerCommonJs } from './build/vite-eager-cjs.ts';

/**
 * Stamps every build with an id: the HTML carries it (the service worker refuses HTML of another build, and
 * tests read it), the page and worker bundles get it as `__BUILD_ID__`, so chunk names change per build.
 * `__SW_ENABLED__` is true only in production builds, so dev servers and Vitest never register a worker.
 */
const BUILD_ID = process.env.BUILD_ID?.trim() || Date.now().toString(36);

function buildInfo(): Plugin {
  return {
    name: 'gq-build-info',
    config: (_config, { command }) => ({
      define: {
        __BUILD_ID__: JSON.stringify(BUILD_ID),
        __SW_ENABLED__: JSON.stringify(command === 'build'),
      },
    }),
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'build-id', content: BUILD_ID }, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'theme-color', content: SITE.themeColor }, injectTo: 'head' },
      {
        tag: 'link',
        attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon-180.png' },
        injectTo: 'head',
      },
    ],
  };
}

const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  devOptions: { enabled: false },
  // The icons are already matched by the precache globs; listing them twice duplicates entries.
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: SITE.title,
    short_name: SITE.shortTitle,
    description: SITE.description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: SITE.themeColor,
    background_color: SITE.backgroundColor,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  injectManifest: {
    // A classic (non-module) worker: module service workers are still missing in some browsers in use.
    rollupFormat: 'iife',
    globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}'],
    globIgnores: ['**/*.map', 'sw.js', 'stats.html'],
    // Anything bigger is a content file, not shell: it would slow every install and update.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
});

export default defineConfig({
  plugins: [
    react(),
    buildInfo(),
    readerSettings(),
    pwa,
    paintFirst(),
    headersFile(),
    contentfulEnvCheck(),
    eagerCommonJs(),
    shellChunk({
      start: '/src/start.tsx',
      before: ['/src/main.tsx', 'react-dom/client', '/src/features/search/early-search.ts'],
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    // Which file each module became: the prerender step links the early search's modules from the
    // search page (build/prerender/early-search-head.ts).
    manifest: true,
    // No <link rel=modulepreload> per dependency when a page chunk is imported: inserting them cost
    // ~3.7 ms each on a 4x-throttled phone (19 for the home page, 70 ms in one task right after first
    // paint). The browser still fetches a chunk's imports as soon as it parses it, and the service
    // worker precaches every chunk, so only a first visit's first page waits one round trip more.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
  },
  // The content worker (src/content/worker-queries.ts) loads the SDK lazily, which needs code splitting.
  worker: { format: 'es' },
  test: {
    // Fails the run if any test changed the project's own dist/ (tests/support/project-dist.ts).
    globalSetup: ['./tests/unit-global-setup.ts'],
    // Two files at once in worker threads. Vitest's default keeps a core for itself, so on a two-core
    // machine it ran one file at a time while most node suites wait on child processes, databases and
    // sockets; threads start faster than the default child processes (about 300 s → 185 s here).
    // The Node 24 pass (`npm run test:node24`) uses child processes instead: on Node 24.21 a worker thread
    // freeing the embedded database's WebAssembly code brought the whole run down (a segmentation fault;
    // V8's `Check failed: jit_page_->allocations_.erase(addr) == 1`), in two runs of two.
    pool: 'threads',
    // VITEST_MAX_WORKERS=1 when another suite shares the machine (npm test runs the Node 24 pass beside
    // the end-to-end tests).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // The files share their worker's jsdom, React and Mantine (loading them for each file was
          // three quarters of this project's time); tests/setup-dom.ts starts each file afresh.
          isolate: false,
          setupFiles: ['./tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'build/**/*.test.ts',
            'local-cloud/**/*.test.ts',
            'functions/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          // These files share their worker's modules: loading the local cloud, the functions and the
          // build code afresh for each file was a fifth of the unit step's CPU (334 → 269 core-seconds,
          // 188 → 154 s here) and 42% of the Node 24 pass's (168 → 97). A file that swaps a module
          // (vi.mock) loads its subject again after vi.resetModules().
          isolate: false,
          testTimeout: 30000,
        },
      },
      {
        extends: true,
        test: {
          // The service worker's and tests/unit's suites stub globals (fetch, caches) or swap modules
          // (vi.mock) for whole files: a fresh module graph for each file.
          name: 'node-stubs',
          include: ['sw/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30000,
        },
      },
    ],
  },
});
