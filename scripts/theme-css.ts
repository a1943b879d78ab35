/**
 * The page-wide CSS Mantine's provider would write into every page at run time: the theme's custom
 * properties that differ from Mantine's defaults (primary colour, fonts, the dimmed and anchor
 * colours of each scheme) and its responsive visibility classes. The app keeps them in a static sheet,
 * src/app/theme.css, so the browser never computes them (the provider's resolver ran on every
 * page's hydration, some 600 properties compared with the defaults) and the prerender step inlines
 * only those a page reads. `npm run theme-css` writes the sheet; a test fails when it is stale.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from '../src/app/theme.ts';

export const THEME_CSS_PATH = 'src/app/theme.css';

const HEADER =
  '/* Written by `npm run theme-css` from src/app/theme.ts (scripts/theme-css.ts): do not edit. */\n';

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
  return HEADER + sheets.join('');
}
