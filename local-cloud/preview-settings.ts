/**
 * Which Preview API the local functions host's `preview` function reads, and with which secret.
 * Embedded default: the local cloud's own preview view (drafts of the served export) with the secret
 * `local-preview-secret`. With CONTENTFUL_PREVIEW_TOKEN set: Contentful's Preview API for the space,
 * and preview stays off unless PREVIEW_SECRET is set, so a deployment never runs on a known secret.
 * Only the preview token decides, not VITE_CONTENTFUL_SPACE_ID: builds put that one into the process
 * environment for Vite, also when they point at the local cloud.
 */
import { previewHost, previewQueries } from '../functions/core/preview-api.ts';
import type { PreviewDeps } from '../functions/core/preview-handler.ts';

export const LOCAL_PREVIEW_TOKEN = 'local-preview-token';
export const LOCAL_PREVIEW_SECRET = 'local-preview-secret';

type Env = Record<string, string | undefined>;

export interface LocalPreviewApi {
  spaceId: string;
  previewToken: string;
  /** Called on the first preview query: the cloud's `host:port` once it listens. */
  host: () => string;
}

export function previewDeps(local: LocalPreviewApi, env: Env = process.env): PreviewDeps {
  const realToken = env.CONTENTFUL_PREVIEW_TOKEN?.trim();
  const realSpace = (env.CONTENTFUL_SPACE_ID || env.VITE_CONTENTFUL_SPACE_ID || '').trim();
  const secret = env.PREVIEW_SECRET?.trim() || undefined;
  const environment = (env.CONTENTFUL_ENVIRONMENT || env.VITE_CONTENTFUL_ENVIRONMENT || '').trim();
  // A preview token without its space cannot be used: preview answers "not enabled".
  if (realToken && !realSpace) return { secret: undefined, queries: null };
  if (realToken)
    return {
      secret,
      queries: previewQueries(() => ({
        space: realSpace,
        accessToken: realToken,
        environment: environment || 'master',
        // Read as the Supabase entry reads it, so `http://host:port` means plain HTTP on both.
        ...previewHost(env.CONTENTFUL_PREVIEW_HOST),
      })),
    };
  return {
    secret: secret ?? LOCAL_PREVIEW_SECRET,
    queries: previewQueries(() => ({
      space: local.spaceId,
      accessToken: local.previewToken,
      environment: 'master',
      host: local.host(),
      insecure: true,
    })),
  };
}
