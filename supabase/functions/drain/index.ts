import { createDrainHandler } from '../../../functions/core/drain-handler.ts';
import { serve, serviceRoleKey } from '../../../functions/supabase/runtime.ts';

serve((deps) => createDrainHandler(deps, serviceRoleKey()));
