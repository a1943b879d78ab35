/** Where the worker reads the deployment's env (by Vite); the build id lives in src/shared/build-id.ts. */
import { readContentfulSettings, type Env } from '../src/shared/contentful-env.ts';
import { contentOriginFrom } from './policy.ts';

const env = ((import.meta as unknown as { env?: Env }).env ?? {}) as Env;

export const CONTENT_ORIGIN: string | null = contentOriginFrom(
  typeof env.VITE_CONTENTFUL_HOST === 'string' ? env.VITE_CONTENTFUL_HOST : undefined,
);

/** The Delivery API this build reads, as the page reads it (null: none configured). */
export const CONTENTFUL = readContentfulSettings(env);
