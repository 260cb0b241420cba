import path from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { graphqlDocuments } from './build/graphql-documents-plugin.ts';
import { inlineFavicon } from './build/inline-favicon.ts';

// The API (apps/api) runs on port 3000 in development (API_PROXY_TARGET points elsewhere); the browser talks
// to it through this proxy, so the app uses same-origin URLs in development and production alike.
const api = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/**
 * The app's first request is its API health check (app/startup/choose-api.ts), and everything else waits for
 * it: a preload in index.html starts it while the scripts download, and the app's own fetch takes that answer.
 */
function preloadHealthCheck(): Plugin {
  let apiUrl = '';
  return {
    name: 'wysh:preload-health-check',
    configResolved(config) {
      apiUrl = (loadEnv(config.mode, config.envDir || config.root, 'VITE_').VITE_API_URL ?? '').replace(
        /\/$/,
        '',
      );
    },
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: { rel: 'preload', href: `${apiUrl}/health`, as: 'fetch', crossorigin: true },
        injectTo: 'head',
      },
    ],
  };
}

export default defineConfig({
  plugins: [
    graphqlDocuments(path.join(import.meta.dirname, 'src')),
    react(),
    // Brotli and gzip copies of every text file beside it in dist, made once at build time at the highest
    // levels; the server picks the one the browser accepts (apps/api/src/http/web-app.ts). Files too small to
    // gain, or that would grow, get none.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, skipIfLargerOrEqual: true }),
    preloadHealthCheck(),
    inlineFavicon(path.join(import.meta.dirname, 'public/favicon.svg')),
  ],
  server: {
    proxy: {
      '/graphql': api,
      '/health': api,
      '/oauth_client_id': api,
      '^/oauth(/|$)': api,
      '^/dev(/|$)': api,
      // Direct uploads to local storage: the signed PUT URL is a path on the API.
      '^/uploads/': api,
    },
  },
  build: {
    target: 'es2022',
    // No source maps in dist: everything in it is served to anyone, and maps would hand out the sources.
    sourcemap: false,
    // dist/.vite/manifest.json: which files a page pulls (scripts/measure-first-visit.mjs reads it).
    manifest: true,
    // Every browser the app supports (es2022) preloads modules itself; one without it loads them a little later.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The libraries every page runs, in one chunk: split across several small ones they compress worse.
        advancedChunks: {
          groups: [
            {
              name: 'vendor',
              // Not react-i18next's <Trans> (with its HTML parser): two later pages use it, no first page does.
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next(?![\\/]dist[\\/]es[\\/]Trans)|@tanstack|zustand|use-sync-external-store)[\\/]/,
            },
            {
              // The small stores and frames both the first page and the lazy ones use: one chunk, not one each.
              // The API's address and the OAuth calls too: /login's page and the start-up both use them, and
              // left out they become one more chunk on every first visit.
              name: 'shared',
              test: /src[\\/]shared[\\/](stores[\\/]|components[\\/]icon|lib[\\/]api-base|auth[\\/](oauth|client-id)\.)/,
            },
            {
              // The form kit of every page with a form (fields, the page frame, the form hook, error wording,
              // adopting the session a sign-in returns, the auth pages' styles): one chunk and one stylesheet
              // instead of seven small requests, each of which costs a phone a round trip before /login paints.
              name: 'forms',
              test: /src[\\/](shared[\\/](components[\\/](form[\\/]|form-page)|hooks[\\/]use-form|lib[\\/]error-text)|features[\\/]auth[\\/]components[\\/]auth-pages\.module)/,
            },
          ],
        },
      },
    },
  },
});
