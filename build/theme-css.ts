/**
 * The page-wide CSS Mantine's provider would write into every page at run time: the theme's custom
 * properties that differ from Mantine's defaults (primary colour, fonts, the dimmed and anchor
 * colours of each scheme) and its responsive visibility classes. The app keeps them in a static sheet,
 * src/app/theme.css, so the browser never computes them (the provider's resolver ran on every
 * page's hydration, some 600 properties compared with the defaults) and the prerender step inlines
 * only those a page reads. `npm run theme-css` writes the sheet; a test fails when it is stale.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from '../src/app/theme.ts';

export const THEME_CSS_PATH = 'src/app/theme.css';
export const VARIABLES_CSS_PATH = 'src/app/mantine-variables.css';

/**
 * The colour palettes the site names (the theme's primary, the kinds' badges, notifications, the
 * connection status, the preview banner). Mantine defines fourteen; the properties of the others
 * would only add to the sheet every page's first paint waits for. build/theme-css.test.ts fails
 * when the code names another.
 */
export const SITE_PALETTES = [
  'dark',
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'blue',
  'teal',
  'green',
  'yellow',
  'orange',
];

/** Mantine's default palettes, in its order. */
export const MANTINE_PALETTES = [
  'dark',
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
];
/**
 * The palettes the code names only with a shade (`'grape.3'`: a badge's pastel, the preview banner's
 * background). Mantine reads a shade's property directly; the variant colours (filled, light,
 * outline, text and their hovers) are read only where a component is given a bare palette name, so
 * for these they would be dead weight in both sheets. build/theme-css.test.ts fails when the code
 * names one of them bare.
 */
export const SHADE_ONLY_PALETTES = ['pink', 'grape', 'yellow'];

const UNUSED = new RegExp(
  `\\s*--mantine-color-(?:${MANTINE_PALETTES.filter((p) => !SITE_PALETTES.includes(p)).join('|')})-[\\w-]+:[^;]*;`,
  'g',
);
const UNUSED_VARIANTS = new RegExp(
  `\\s*--mantine-color-(?:${SHADE_ONLY_PALETTES.join('|')})-(?:filled|light|outline|text)(?:-[a-z]+)?:[^;]*;`,
  'g',
);

/**
 * The CSS without the custom properties of palettes the site never names, nor the variant colours of
 * those it names only with a shade.
 */
export const withoutUnusedPalettes = (css: string): string =>
  css.replace(UNUSED, '').replace(UNUSED_VARIANTS, '');

/** Mantine's default custom properties without the unused palettes. */
export function variablesCss(): string {
  const source = readFileSync(
    resolve(import.meta.dirname, '../node_modules/@mantine/core/styles/default-css-variables.css'),
    'utf8',
  );
  return (
    "/* Written by `npm run theme-css` from Mantine's default-css-variables.css: do not edit. */\n" +
    withoutUnusedPalettes(source.replace(/^\/\*[^*]*\*\/\n/, ''))
  );
}

const HEADER =
  '/* Written by `npm run theme-css` from src/app/theme.ts (build/theme-css.ts): do not edit. */\n';

/** The sheet's text, as Mantine renders it for the app's theme. */
export function themeCss(): string {
  const html = renderToStaticMarkup(
    createElement(MantineProvider, {
      theme,
      cssVariablesResolver,
      defaultColorScheme: 'auto',
      // The page's root only: the pages have no shadow roots for a `:host` copy of each rule.
      cssVariablesSelector: ':root',
      children: null,
    }),
  );
  const sheets = [...html.matchAll(/<style data-mantine-styles="[^"]*">([^<]*)<\/style>/g)].map(
    ([, css]) => css.replace(/\}/g, '}\n'),
  );
  if (sheets.length !== 2)
    throw new Error(`Expected Mantine's two page-wide sheets, got ${sheets.length}`);
  return HEADER + withoutUnusedPalettes(sheets.join(''));
}
