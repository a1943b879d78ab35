/** Where the worker reads the deployment's env (by Vite); the build id lives in src/shared/build-id.ts. */
import { contentOriginFrom } from './policy.ts';

interface WorkerEnv {
  readonly VITE_CONTENTFUL_HOST?: string;
}

export const CONTENT_ORIGIN: string | null = contentOriginFrom(
  (import.meta as unknown as { env: WorkerEnv }).env.VITE_CONTENTFUL_HOST,
);
