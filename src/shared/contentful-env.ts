/**
 * How the build's Contentful variables read, for the page (src/lib/config.ts) and the service worker
 * (sw/build-env.ts) alike: both are built by Vite with the same `VITE_` variables.
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

const DEFAULT_CDA_HOST = 'cdn.contentful.com';

/** Without both of these no content can be read. */
export const CONTENTFUL_REQUIRED_VARS = [
  'VITE_CONTENTFUL_SPACE_ID',
  'VITE_CONTENTFUL_ACCESS_TOKEN',
] as const;

export type Env = Record<string, string | boolean | undefined>;

/** A variable's text, trimmed; '' when unset. */
export function text(env: Env, name: string): string {
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

/** The Delivery API settings the variables give, or null when the space or the token is missing. */
export function readContentfulSettings(env: Env): ContentfulSettings | null {
  const space = text(env, 'VITE_CONTENTFUL_SPACE_ID');
  const accessToken = text(env, 'VITE_CONTENTFUL_ACCESS_TOKEN');
  return space && accessToken
    ? {
        space,
        accessToken,
        environment: text(env, 'VITE_CONTENTFUL_ENVIRONMENT') || 'master',
        ...parseHost(text(env, 'VITE_CONTENTFUL_HOST')),
      }
    : null;
}
