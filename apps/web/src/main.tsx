// Entry point: start the app (health check, copy, settings), then render the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { routes } from './app/routes';
import { loadBundledTranslations } from './app/startup/load-translations';
import { preloadPage } from './app/startup/preload-page';
import { startApp } from './app/startup/start-app';
import { startSessionKeeper } from './shared/auth/session';
import { env } from './shared/config/env';
import { i18n, initI18n } from './shared/lib/i18n';
import { queryClient } from './shared/lib/query-client';
import './shared/styles/global.css';

async function main(): Promise<void> {
  preloadPage(routes, window.location);
  try {
    await startApp(env, queryClient);
  } catch (error) {
    // Each start-up step handles its own failures; this is for the unforeseen. Render with the bundled copy.
    console.error('Start-up failed', error);
    if (!i18n.isInitialized)
      await initI18n(await loadBundledTranslations(), { logMissing: env.isDevelopment });
  }
  startSessionKeeper();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const router = createBrowserRouter(routes);
  createRoot(container).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
}

void main();
