/**
 * The one module of the page that reads `import.meta.env`. Everything else asks this module, so a
 * missing or malformed variable is caught (and explained) in one place. How the Contentful variables
 * read is src/shared/contentful-env.ts, which the service worker reads its own build's variables with.
 */
import {
  CONTENTFUL_REQUIRED_VARS,
  missingContentfulVars,
  readContentfulSettings,
  text,
  type ContentfulSettings,
  type Env,
} from '../shared/contentful-env.ts';

export {
  missingContentfulVars,
  parseHost,
  type ContentfulSettings,
} from '../shared/contentful-env.ts';

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

export function readConfig(env: Env): AppConfig {
  const contentful = readContentfulSettings(env);
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
