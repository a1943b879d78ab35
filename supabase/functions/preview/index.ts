import { createPreviewHandler } from '../../../functions/core/preview-handler.ts';
import { previewHost, previewQueries } from '../../../functions/core/preview-api.ts';
import { optionalSecret, serveWithCors } from '../../../functions/supabase/deno-serve.ts';

const space = optionalSecret('CONTENTFUL_SPACE_ID');
const accessToken = optionalSecret('CONTENTFUL_PREVIEW_TOKEN');
const environment = optionalSecret('CONTENTFUL_ENVIRONMENT') ?? 'master';
const host = previewHost(optionalSecret('CONTENTFUL_PREVIEW_HOST'));

// Without a token and its space there is nothing to read drafts from: preview answers "not enabled",
// as it does without PREVIEW_SECRET.
serveWithCors(
  createPreviewHandler({
    secret: optionalSecret('PREVIEW_SECRET'),
    queries:
      space && accessToken
        ? previewQueries(() => ({ space, accessToken, environment, ...host }))
        : null,
  }),
);
