/**
 * The one way component tests render: inside the app's real MantineProvider theme, the toast host
 * and a wouter router on an in-memory location (mantine vite-template pattern).
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { render, type RenderResult } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { providerProps } from '../src/app/theme';

export interface RenderOptions {
  /** Path plus optional query string, e.g. '/unsubscribe?email=a@b.c'. */
  path?: string;
}

export function renderWithProviders(
  ui: ReactElement,
  { path = '/' }: RenderOptions = {},
): RenderResult {
  // Toasts live in a module-level store; start every test with none left from the previous one.
  notifications.clean();
  const [pathname, search = ''] = path.split('?');
  const location = memoryLocation({ path: pathname, searchPath: search });
  return render(
    <MantineProvider {...providerProps}>
      <Notifications />
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </MantineProvider>,
  );
}

/** `ui` in the app's theme alone: for hydrating a part that routes nothing, on the server and after. */
export function withTheme(ui: ReactElement): ReactElement {
  return <MantineProvider {...providerProps}>{ui}</MantineProvider>;
}

/** The HTML the server (the prerender step) writes for `ui` at `path`, in the same providers. */
export function renderOnServer(ui: ReactElement, { path = '/' }: RenderOptions = {}): string {
  return renderToString(
    <MantineProvider {...providerProps}>
      <Router ssrPath={path}>{ui}</Router>
    </MantineProvider>,
  );
}
