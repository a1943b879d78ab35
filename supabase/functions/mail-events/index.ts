import { createMailEventsHandler } from '../../../functions/core/newsletter-handlers.ts';
import { serve, webhookSecret } from '../../../functions/supabase/runtime.ts';

serve((deps) => createMailEventsHandler(deps, webhookSecret()));
