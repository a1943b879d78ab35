import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { hydrateStore } from './store/hydrate';

/** Saved content is worth waiting a moment for (no skeleton flash on repeat visits), but never long. */
const HYDRATE_BUDGET_MS = 300;

async function start() {
  await Promise.race([
    hydrateStore().catch((error: unknown) =>
      console.warn('Could not restore saved content', error),
    ),
    new Promise((resolve) => setTimeout(resolve, HYDRATE_BUDGET_MS)),
  ]);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
