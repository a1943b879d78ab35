import { createOneClickHandler } from '../../../functions/core/unsubscribe-handler.ts';
import { serve } from '../../../functions/supabase/runtime.ts';

serve(createOneClickHandler);
