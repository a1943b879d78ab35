/** Writes src/app/theme.css from the theme (see scripts/theme-css.ts). */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { THEME_CSS_PATH, themeCss } from './theme-css.ts';

writeFileSync(resolve(import.meta.dirname, '..', THEME_CSS_PATH), themeCss());
console.log(`Wrote ${THEME_CSS_PATH}`);
