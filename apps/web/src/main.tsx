// Entry point: start the app (health check, copy, settings), then render the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { routes } from './app/routes';
import { startApp } from './app/startup/start-app';
import { env } from './shared/config/env';
import { queryClient } from './shared/lib/query-client';
import './shared/styles/global.css';

async function main(): Promise<void> {
  try {
    await startApp(env, queryClient);
  } catch (error) {
    console.error('Start-up failed', error);
  }
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
