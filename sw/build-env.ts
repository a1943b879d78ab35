/** The only place the worker reads build-time values (define'd in vite.config.ts, env by Vite). */
import { contentOriginFrom } from './policy.ts';

declare const __BUILD_ID__: string;

interface WorkerEnv {
  readonly VITE_CONTENTFUL_HOST?: string;
}

export const BUILD_ID: string = __BUILD_ID__;

export const CONTENT_ORIGIN: string | null = contentOriginFrom(
  (import.meta as unknown as { env: WorkerEnv }).env.VITE_CONTENTFUL_HOST,
);
