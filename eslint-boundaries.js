/**
 * Which folder may import which, kept by the linter instead of by prose. Imports are relative, so each
 * rule is a regex over the specifier: `(../)+name/` can only climb to the one folder of that name.
 *
 *   src/app ──► src/features ──► src/store, src/content, src/pwa, src/components, src/lib ──► src/shared
 *   sw/ ──► src/shared only (never functions/, build/, local-cloud/)          src/ never imports sw/
 *   (src/shared/ imports nothing outside itself, so nothing the worker runs is page code of another
 *   folder; in sw/ no comment can switch these rules off)
 *
 * ESLint does not merge one rule's options across config objects (the last match wins), so every file
 * gets exactly one `no-restricted-imports` entry, built below from the rules of its folder.
 */

/**
 * The store's public modules, the only ones a feature may import: the data hooks (use-*), their
 * contract (query-types), store keys and freshness (keys), the query values (query-values), reading back and seeding the cache
 * (restore), the reader's library (library), what saving for offline does
 * to the query cache (offline-pins), what the cache holds for search on the device (stored-content) and a read-only hook
 * over everything it holds (use-stored).
 * Everything else (the zustand cache itself, the runner, persistence, retries, the
 * offline probe) is the store's own business.
 */
const STORE_PUBLIC = [
  'use-list',
  'use-entry',
  'use-latest',
  'use-query',
  'query-types',
  'keys',
  'query-values',
  'restore',
  'library',
  'offline-pins',
  'stored-content',
  'use-stored',
];

const up = (folder) => `^(\\.\\./)+${folder}(/|$)`;

const NO_SW = {
  regex: up('sw'),
  message: 'Page code never imports the service worker: code both use lives in src/shared/.',
};
const NO_APP = {
  regex: up('app'),
  message: 'src/app/ is the top of the page: nothing below it imports it.',
};
const NO_FEATURES = {
  regex: up('features'),
  message: 'Features sit above shared code: move what both need down into src/lib/ or src/shared/.',
};
const NO_STORE = {
  regex: up('store'),
  message: 'src/content/ answers queries and knows nothing of the store that keeps their results.',
};
const NO_COMPONENTS = {
  regex: up('components'),
  message:
    'src/content/ is data with no UI (it also runs in the content worker and the functions): UI that renders content lives in src/components/, which imports src/content/.',
};
/**
 * A feature imports another feature only through that feature's one public entry file,
 * `src/features/<name>/index.ts` (written `../<name>` or `../<name>/index.ts`), or not at all: every
 * other file of a feature is its own business. Feature files sit one level below src/features/, so
 * exactly one `../` followed by a folder names another feature.
 */
const OTHER_FEATURE_INTERNALS = {
  regex: `^\\.\\./[^./][^/]*/(?!index(\\.tsx?)?$)`,
  message:
    "A feature imports another feature only through its public entry (`../<feature>`, the feature's index.ts): export what is needed there.",
};
const STORE_INTERNALS = {
  regex: `^(\\.\\./)+store/(?!(${STORE_PUBLIC.join('|')})(\\.tsx?)?$)`,
  message: `Features use the store's public modules only: ${STORE_PUBLIC.join(', ')}.`,
};
const ONLY_KV = {
  regex: '^idb-keyval$',
  message: 'IndexedDB is reached through src/shared/kv.ts only: one module names the databases.',
};
const ONLY_SHARED = {
  regex: '^\\.\\./',
  message:
    'src/shared/ is compiled for the page and the worker alike: it imports nothing outside it.',
};
const WORKER_SRC = {
  regex: '^\\.\\./(?!src/shared/)',
  message:
    'The worker imports page code only from src/shared/, and nothing of the build, the functions or the local cloud.',
};

/** Page code that touches Cache Storage or the worker directly; src/pwa/ is the one place that may. */
const PAGE_CACHE_ACCESS = {
  'no-restricted-globals': [
    'error',
    { name: 'caches', message: 'Cache Storage is reached through src/pwa/ only.' },
  ],
  'no-restricted-properties': [
    'error',
    {
      object: 'navigator',
      property: 'serviceWorker',
      message: 'The service worker is reached through src/pwa/ only.',
    },
  ],
};

const imports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const ts = (folder) => [`${folder}/**/*.ts`, `${folder}/**/*.tsx`];

/**
 * The top level is split by the program that runs the code: the browser (src/), the worker (sw/), the
 * build (build/), the local content service for development (local-cloud/), the functions
 * (functions/), the benchmarks (bench/) and the commands (scripts/). Code of one program never reaches
 * into the folders of those that run it elsewhere; tests and test helpers may import what they test
 * from any folder. Kept by the TypeScript flavour of the rule, so these zones never replace a file's
 * folder rules above.
 */
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/*-suite.ts', '**/test-support/**'];
const program = (folder, forbidden, message) => ({
  files: ts(folder),
  ignores: TESTS,
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      { patterns: [{ regex: up(`(${forbidden.join('|')})`), message }] },
    ],
  },
});
const PROGRAMS = [
  program(
    'src',
    ['build', 'local-cloud', 'bench', 'scripts', 'functions', 'tests'],
    'Page code runs in the browser: it imports nothing of the build, the local cloud, the functions, the benchmarks, the commands or the tests (shared code lives in src/).',
  ),
  program(
    'functions',
    ['build', 'local-cloud', 'bench', 'scripts', 'tests'],
    'The functions run on their own (Node or Supabase): they import nothing of the build, the local cloud, the benchmarks, the commands or the tests.',
  ),
  program(
    'build',
    ['local-cloud', 'bench', 'scripts', 'tests'],
    'The build imports nothing of the local cloud, the benchmarks, the commands or the tests: it reaches the content service over HTTP only.',
  ),
  program(
    'local-cloud',
    ['bench', 'scripts', 'tests'],
    'The local cloud imports nothing of the benchmarks, the commands or the tests.',
  ),
];

export const boundaries = [
  { files: ['src/*.{ts,tsx}', ...ts('src/app')], rules: imports(NO_SW, ONLY_KV) },
  {
    files: ts('src/features'),
    rules: imports(NO_SW, NO_APP, STORE_INTERNALS, OTHER_FEATURE_INTERNALS, ONLY_KV),
  },
  {
    files: ts('src/content'),
    rules: imports(NO_SW, NO_APP, NO_FEATURES, NO_STORE, NO_COMPONENTS, ONLY_KV),
  },
  {
    files: [...ts('src/store'), ...ts('src/pwa'), ...ts('src/components'), ...ts('src/lib')],
    rules: imports(NO_SW, NO_APP, NO_FEATURES, ONLY_KV),
  },
  { files: ts('src/shared'), rules: imports(ONLY_SHARED, ONLY_KV) },
  { files: ['src/shared/kv.ts'], rules: imports(ONLY_SHARED) },
  { files: ts('sw'), rules: imports(WORKER_SRC) },
  // The worker's boundary has no exceptions: a comment cannot switch a rule off in sw/.
  { files: ts('sw'), linterOptions: { noInlineConfig: true } },
  { files: ts('src'), ignores: ts('src/pwa'), rules: PAGE_CACHE_ACCESS },
  ...PROGRAMS,
];
