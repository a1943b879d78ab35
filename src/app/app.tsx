import './styles';
import './shell.css';
import './reading.css';
import { MantineProvider } from '@mantine/core';
import { Router } from 'wouter';
import { providerProps } from './theme';
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
    <MantineProvider {...providerProps} defaultColorScheme="auto">
      <DeferredNotifications />
      <Router ssrPath={ssrPath} hook={useRawLocation}>
        <Layout>
          <AppRoutes />
        </Layout>
      </Router>
    </MantineProvider>
  );
}
