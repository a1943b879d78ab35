import { createSubscribeHandler } from '../core/subscribe-handler.ts';
import { serve } from './runtime.ts';

serve(createSubscribeHandler);
