import { createPublishHandler } from '../../../functions/core/newsletter-handlers.ts';
import {
  sendIssuesAfterAnswer,
  serve,
  webhookSecret,
} from '../../../functions/supabase/runtime.ts';

serve((deps) => createPublishHandler(deps, webhookSecret(), sendIssuesAfterAnswer(deps)));
