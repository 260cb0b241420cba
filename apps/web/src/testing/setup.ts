import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import webEn from '@wysh/copy/web.en.json';
import { resetRestoreOffers } from '../shared/journeys/restore';
import { resetJourneysRan } from '../shared/journeys/runtime';
import { initI18n } from '../shared/lib/i18n';
import { useAuthStore } from '../shared/stores/auth';
import { useServiceStore } from '../shared/stores/service';
import { server } from './server';
import { useChatStore } from '../shared/stores/chat';

// Pages and modals load lazily; the first import of one in a test run can take a moment on a busy machine.
configure({ asyncUtilTimeout: 4000 });

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await initI18n(webEn, { logMissing: false });
});

beforeEach(() => {
  useAuthStore.setState({ lockReason: null, clientId: null, authenticating: false });
  useAuthStore.getState().reset();
  localStorage.clear();
  resetRestoreOffers();
  resetJourneysRan();
  useServiceStore.setState({ healthy: true, underwritingOffline: false });
  useChatStore.setState({ open: false });
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
});

afterAll(() => server.close());

// jsdom does not scroll; the router's scroll restoration calls it.
window.scrollTo = () => undefined;
