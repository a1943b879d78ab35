/**
 * The reader's own text size and theme: what they may be, where the device keeps them, and the
 * inline script every page runs in its head to apply them before the first paint. The page's
 * settings store (src/features/reading/reader-settings.ts) and the prerender step (which puts the
 * script into every page, where the build hashes it into the Content-Security-Policy) read this one
 * module, so the two can never disagree.
 */

/** Text sizes of the reading text, smallest first; `standard` is the page as designed. */
export const TEXT_SIZES = ['small', 'standard', 'large', 'larger'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export const DEFAULT_TEXT_SIZE: TextSize = 'standard';

/** `auto` follows the system's light or dark preference. */
export const THEMES = ['auto', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** localStorage: synchronous, so the head script can read it before anything is painted. */
export const TEXT_SIZE_KEY = 'gq-text-size';
/** Mantine's own key (its colour-scheme manager reads and writes it), so both agree. */
export const THEME_KEY = 'mantine-color-scheme-value';
/** The root element's attribute the reading text's size follows (absent: standard). */
export const TEXT_SIZE_ATTRIBUTE = 'data-text-size';
export const THEME_ATTRIBUTE = 'data-mantine-color-scheme';

/**
 * How many articles the home page's "Continue reading" will offer (1 to 3; absent: none), kept
 * beside the reading positions whenever they change, so the head script can reserve the section's
 * height before the first paint and the list arriving from IndexedDB moves nothing.
 */
export const CONTINUE_COUNT_KEY = 'gq-continue';
export const CONTINUE_ATTRIBUTE = 'data-continue';

export const isTextSize = (value: unknown): value is TextSize =>
  (TEXT_SIZES as readonly unknown[]).includes(value);

export const isTheme = (value: unknown): value is Theme =>
  (THEMES as readonly unknown[]).includes(value);

const SIZES_NOT_DEFAULT = JSON.stringify(TEXT_SIZES.filter((size) => size !== DEFAULT_TEXT_SIZE));

/**
 * The body of the head script: the saved theme (else the system's) as Mantine's colour-scheme
 * attribute, the saved text size (when not the standard one) as the text-size attribute, the count
 * "Continue reading" will show as its attribute. Storage may
 * be blocked (some private modes throw on access): the page then shows the system's theme and the
 * standard size. ES5, no `let`: it runs before anything else, in every browser the site supports.
 */
export const READER_SETTINGS_SCRIPT =
  `try{var d=document.documentElement,l=localStorage,s=l.getItem(${JSON.stringify(THEME_KEY)});` +
  `d.setAttribute(${JSON.stringify(THEME_ATTRIBUTE)},s==="light"||s==="dark"?s:` +
  `matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light");` +
  `var t=l.getItem(${JSON.stringify(TEXT_SIZE_KEY)});` +
  `if(${SIZES_NOT_DEFAULT}.indexOf(t)>=0)d.setAttribute(${JSON.stringify(TEXT_SIZE_ATTRIBUTE)},t);` +
  `var c=l.getItem(${JSON.stringify(CONTINUE_COUNT_KEY)});` +
  `if(c==="1"||c==="2"||c==="3")d.setAttribute(${JSON.stringify(CONTINUE_ATTRIBUTE)},c)` +
  `}catch(e){}`;
