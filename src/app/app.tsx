import './styles';
import './shell.css';
import { MantineProvider } from '@mantine/core';
import { Router } from 'wouter';
import { theme } from './theme';
import { Layout } from './layout';
import { AppRoutes, useRawLocation } from './routes';
import { DeferredNotifications } from './deferred-notifications';

interface AppProps {
  /**
   * Server rendering (the prerender step) passes the request path; the browser uses its own
   * location.
   */
  ssrPath?: string;
}

export function App({ ssrPath }: AppProps) {
  return (
    // The theme's page-wide CSS is a static sheet (theme.css, written from the theme by
    // scripts/theme-css.ts): computed here, it cost every page's hydration some 600 properties.
    <MantineProvider
      theme={theme}
      defaultColorScheme="auto"
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <DeferredNotifications />
      <Router ssrPath={ssrPath} hook={useRawLocation}>
        <Layout>
          <AppRoutes />
        </Layout>
      </Router>
    </MantineProvider>
  );
}
