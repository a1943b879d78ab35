import { createConfirmHandler } from '../../../functions/core/confirm-handler.ts';
import { serve } from '../../../functions/supabase/runtime.ts';

serve(createConfirmHandler);
