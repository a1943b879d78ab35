/**
 * The one module that reads `import.meta.env`. Everything else asks this module, so a missing or
 * malformed variable is caught (and explained) in one place.
 */

export interface ContentfulSettings {
  space: string;
  accessToken: string;
  environment: string;
  /** `host[:port]` as the SDK wants it (no scheme). */
  host: string;
  /** true when the host was given as `http://…` (the local cloud); the SDK then speaks plain HTTP. */
  insecure: boolean;
}

export interface FunctionsSettings {
  url: string;
  anonKey: string;
}

export interface AppConfig {
  contentful: ContentfulSettings | null;
  /** The required Contentful variables that are empty; non-empty exactly when `contentful` is null. */
  contentfulMissing: string[];
  functions: FunctionsSettings | null;
  /** Absolute origin of the public site, for canonical URLs and share links; '' means "use location". */
  siteUrl: string;
}

const DEFAULT_CDA_HOST = 'cdn.contentful.com';

/** Without both of these no content can be read. */
const CONTENTFUL_REQUIRED_VARS = [
  'VITE_CONTENTFUL_SPACE_ID',
  'VITE_CONTENTFUL_ACCESS_TOKEN',
] as const;

/**
 * The developer's side of the "not configured" error. Visitors get the product's fixed text, which
 * points at src/lib/contentful.ts; the credentials really come from environment variables, so the
 * build, `npm start` and the browser console say which ones are missing and where they are set.
 */
export function contentfulSetupHelp(missing: readonly string[]): string {
  const names = missing.join(' and ');
  return (
    `Contentful is not configured: ${names} ${missing.length === 1 ? 'is' : 'are'} not set. ` +
    `Set ${CONTENTFUL_REQUIRED_VARS.join(' and ')} in the environment or in .env ` +
    '(see .env.example); `npm start` without VITE_CONTENTFUL_SPACE_ID serves the local demo ' +
    "content instead. Until then content pages show visitors 'Contentful is not configured…'."
  );
}

type Env = Record<string, string | boolean | undefined>;

function text(env: Env, name: string): string {
  const value = env[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** Splits `http://127.0.0.1:4174` / `https://x` / `cdn.contentful.com` into the SDK's host + insecure pair. */
export function parseHost(raw: string): { host: string; insecure: boolean } {
  if (!raw) return { host: DEFAULT_CDA_HOST, insecure: false };
  const match = /^(https?):\/\/([^/]+)\/?$/i.exec(raw);
  if (match) return { host: match[2], insecure: match[1].toLowerCase() === 'http' };
  return { host: raw.replace(/\/+$/, ''), insecure: false };
}

export function missingContentfulVars(env: Env): string[] {
  return CONTENTFUL_REQUIRED_VARS.filter((name) => !text(env, name));
}

export function readConfig(env: Env): AppConfig {
  const space = text(env, 'VITE_CONTENTFUL_SPACE_ID');
  const accessToken = text(env, 'VITE_CONTENTFUL_ACCESS_TOKEN');
  const contentful: ContentfulSettings | null =
    space && accessToken
      ? {
          space,
          accessToken,
          environment: text(env, 'VITE_CONTENTFUL_ENVIRONMENT') || 'master',
          ...parseHost(text(env, 'VITE_CONTENTFUL_HOST')),
        }
      : null;
  const functionsUrl = text(env, 'VITE_FUNCTIONS_URL').replace(/\/+$/, '');
  const functions: FunctionsSettings | null = functionsUrl
    ? { url: functionsUrl, anonKey: text(env, 'VITE_FUNCTIONS_ANON_KEY') }
    : null;
  return {
    contentful,
    contentfulMissing: missingContentfulVars(env),
    functions,
    siteUrl: text(env, 'VITE_SITE_URL').replace(/\/+$/, ''),
  };
}

// Plain Node (the prerender script, tsx tests) has no import.meta.env; Vite and Vitest define it.
export const config: AppConfig = readConfig((import.meta.env ?? {}) as Env);
