/**
 * The Mantine theme. Accessibility choices live here so every component inherits them:
 * - focus rings on keyboard focus (`focusRing: 'auto'` uses :focus-visible) with a thick outline;
 * - `respectReducedMotion` turns Mantine transitions off for visitors who ask for less motion;
 * - `autoContrast` picks black or white text on filled colours so badges and buttons pass WCAG AA;
 * - the "dimmed" text colour is darkened in the light scheme (Mantine's gray-6 is only ~3.3:1 on white);
 * - dark scheme: filled buttons use violet-8 (white text 6:1) and links violet-3 (violet-4 is 4:1 on cards).
 */
import { createTheme, type CSSVariablesResolver, type MantineProviderProps } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'violet',
  primaryShade: { light: 7, dark: 8 },
  autoContrast: true,
  focusRing: 'auto',
  respectReducedMotion: true,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  // Two weights, regular and bold: Mantine's "medium" (buttons, labels) is drawn bold too. Every
  // further weight or size is one more face the browser finds and sets up during a page's first
  // layout, the task that decides its blocking time.
  fontWeights: { regular: '400', medium: '700', bold: '700' },
  components: {
    // Tooltips wait 700 ms, so they do not flicker while the pointer passes over controls.
    // A plain object, not Tooltip.extend(): importing Tooltip here put floating-ui (~20 KB gz) in the
    // entry chunk of every page, though only pages that show a tooltip need it.
    Tooltip: { defaultProps: { openDelay: 700 } },
  },
});

/** Read by build/theme-css.ts, which writes the page-wide properties into the static theme.css. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-anchor': 'var(--mantine-color-violet-3)',
  },
});

/**
 * What every MantineProvider of the project gets (the app, feeds' rich text, component tests): the
 * theme, and no page-wide CSS written at run time. That CSS is the static theme.css, written by
 * build/theme-css.ts; computed by the provider, it cost every page's hydration some 600 properties.
 * No static class names either (`mantine-Card-root` beside the hashed class that carries the style):
 * nothing selects them, and on a list page of a hundred cards they were 22 KB of its HTML to parse.
 */
export const providerProps = {
  theme,
  withCssVariables: false,
  withGlobalClasses: false,
  withStaticClasses: false,
} as const satisfies Partial<MantineProviderProps>;
