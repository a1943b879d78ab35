import type { FunctionsOptions, FunctionsRuntime } from './types.ts';

/** Builds the newsletter functions. The handlers arrive with issue 5; until then none are served. */
export async function createFunctions(_options: FunctionsOptions): Promise<FunctionsRuntime> {
  return { functions: {}, close: async () => {} };
}
