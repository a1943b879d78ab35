import { Suspense, type ReactNode } from 'react';
import { Box, Container } from '@mantine/core';
import { useLocation } from 'wouter';
import { SiteHeader } from './site-header';
import { SiteNav } from './site-nav';
import { SiteFooter } from './site-footer';
import { ErrorBoundary } from './error-boundary';
import { PageSkeleton } from './page-skeleton';
import { PageCommitted } from './page-committed';
import { showsFallback } from './routes';
import { NOT_FOUND_PATH } from './route-table';
import { PreviewBanner } from '../features/preview/preview-banner';
import { OfflineReadingProvider } from '../features/offline-reading';
import { InstallHint } from '../features/install-hint';

const MAIN_ID = 'main-content';

export function Layout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        Skip to content
      </a>
      <PreviewBanner />
      <SiteHeader />
      <SiteNav />
      {/* tabIndex lets the skip link move keyboard focus, not only the scroll position. */}
      <Box component="main" id={MAIN_ID} tabIndex={-1} py="xl" style={{ outline: 'none' }}>
        <Container size="lg">
          {/* Keyed by page so an error on one does not stick after navigating away. Every path no
              route has is the one not-found page: 404.html hydrates as it, then shows the path. */}
          <ErrorBoundary key={showsFallback(location) ? NOT_FOUND_PATH : location}>
            <Suspense fallback={<PageSkeleton />}>
              <OfflineReadingProvider>{children}</OfflineReadingProvider>
              <PageCommitted />
            </Suspense>
          </ErrorBoundary>
        </Container>
      </Box>
      <SiteFooter />
      <InstallHint />
    </>
  );
}
