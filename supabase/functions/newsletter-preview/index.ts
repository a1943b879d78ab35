import { createIssuePreviewHandler } from '../../../functions/core/newsletter-handlers.ts';
import { previewSecret, serve } from '../../../functions/supabase/runtime.ts';

serve((deps) => createIssuePreviewHandler(deps, previewSecret()));
