/**
 * The installed app's daily background refresh of the ahead-of-need download (Periodic Background
 * Sync): the page registers this tag, the worker answers it. The browser decides the real interval
 * (never shorter than asked, often longer, by how much the reader uses the app).
 */
export const AHEAD_REFRESH_TAG = 'gq-ahead-of-need';
export const AHEAD_REFRESH_MIN_INTERVAL_MS = 24 * 60 * 60 * 1000;
