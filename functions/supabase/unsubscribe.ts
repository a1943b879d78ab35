import { createUnsubscribeHandler } from '../core/unsubscribe-handler.ts';
import { serve } from './runtime.ts';

serve(createUnsubscribeHandler);
