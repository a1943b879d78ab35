import { createSubscribeHandler } from '../../../functions/core/subscribe-handler.ts';
import { serve } from '../../../functions/supabase/runtime.ts';

serve(createSubscribeHandler);
