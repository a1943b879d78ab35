/** Writes src/app/theme.css and src/app/mantine-variables.css (see build/theme-css.ts). */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { THEME_CSS_PATH, VARIABLES_CSS_PATH, themeCss, variablesCss } from '../build/theme-css.ts';

writeFileSync(resolve(import.meta.dirname, '..', THEME_CSS_PATH), themeCss());
console.log(`Wrote ${THEME_CSS_PATH}`);
writeFileSync(resolve(import.meta.dirname, '..', VARIABLES_CSS_PATH), variablesCss());
console.log(`Wrote ${VARIABLES_CSS_PATH}`);
