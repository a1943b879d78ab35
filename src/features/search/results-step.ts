/**
 * Results rendered at first, and added by each press of "Show more results". A query that matches
 * hundreds of the archive's articles rendered them all at once: on a phone that held the main thread
 * for over half a second twice (once for what the device knows, again with the online answer).
 */
export const RESULTS_PER_STEP = 20;
