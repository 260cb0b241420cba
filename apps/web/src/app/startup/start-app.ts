// Everything the app needs before its first render: which API to use, the copy, the client id, the stored
// session (refreshed first when only its refresh token is left), the device check, maintenance windows and
// public settings. A restored session also starts loading its initial data (pre-verified, plus verified when
// verified), without holding up the first render. Nothing here can stop the app from rendering.
import type { QueryClient } from '@tanstack/react-query';
import { loadClientId } from '../../shared/auth/client-id';
import { restoreSession } from '../../shared/auth/session';
import type { Env } from '../../shared/config/env';
import { appSettingsQuery } from '../../shared/api/app-settings';
import { setApiBase } from '../../shared/lib/api-base';
import { startErrorReporting } from '../../shared/lib/error-reporting';
import { initI18n } from '../../shared/lib/i18n';
import { useAuthStore } from '../../shared/stores/auth';
import { useServiceStore } from '../../shared/stores/service';
import { useTrackingStore } from '../../shared/stores/tracking';
import { chooseApi } from './choose-api';
import { exchangeDeviceBlackbox } from './exchange-blackbox';
import { loadPublicData } from './load-public-data';

/** A restored session's initial data, loaded in the background; a visitor never downloads this code. */
function startLoadingInitialData(queryClient: QueryClient): void {
  const level = useAuthStore.getState().authLevel;
  if (level === 'unidentified') return;
  void import('../../shared/api/initial-data').then(({ loadInitialData }) =>
    loadInitialData(queryClient, level),
  );
}

export async function startApp(env: Env, queryClient: QueryClient): Promise<void> {
  useTrackingStore.getState().capture(window.location.search);

  const { apiBase, healthy } = await chooseApi(env);
  setApiBase(apiBase);
  useServiceStore.getState().setHealthy(healthy);

  const [translations] = await Promise.all([
    loadPublicData(queryClient),
    loadClientId()
      .then(() => restoreSession())
      .then(() => startLoadingInitialData(queryClient)),
    exchangeDeviceBlackbox(),
  ]);
  await initI18n(translations, { logMissing: env.isDevelopment });
  // In the background: the SDK's chunk loads after the first render's code.
  void queryClient
    .fetchQuery(appSettingsQuery)
    .then((data) => startErrorReporting(data.appSettings.errorReporting))
    .catch(() => {});
}
