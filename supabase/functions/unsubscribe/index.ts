import { createUnsubscribeHandler } from '../../../functions/core/unsubscribe-handler.ts';
import { serve } from '../../../functions/supabase/runtime.ts';

serve(createUnsubscribeHandler);
