// The start-up's public reads in one request: the interface copy, the maintenance window and the public
// settings. Asked separately they were three requests at the moment a phone's first visit has the most in
// flight; together they are one round trip. The answers fill the same caches the separate queries use. When
// the combined answer fails (the request, or any part of it), each is asked on its own, as before, with its
// own fallback: the bundled copy, the app shown without a maintenance check, settings fetched when needed.
import type { QueryClient } from '@tanstack/react-query';
import { maintenanceQuery } from '../../features/maintenance/api/get-maintenance';
import { graphql } from '../../graphql/generated';
import { appSettingsQuery } from '../../shared/api/app-settings';
import { execute } from '../../shared/lib/graphql-client';
import type { Translations } from '../../shared/lib/i18n';
import { loadBundledTranslations, loadTranslations, translationsOf } from './load-translations';

const StartUpQuery = graphql(`
  query StartUp($slug: String!) {
    translations(slug: $slug) {
      entries {
        key
        value
      }
    }
    maintenance {
      kind
      returnsAt
    }
    appSettings {
      helpCenterUrl
      marketingSiteUrl
      supportPhone
      cardProvider {
        mode
        publishableKey
        frameUrl
      }
      bankLink {
        mode
        linkApiUrl
      }
      errorReporting {
        mode
        browserDsn
      }
    }
  }
`);

export async function loadPublicData(queryClient: QueryClient): Promise<Translations> {
  let answer;
  try {
    answer = await execute(StartUpQuery, { slug: 'web' });
  } catch {
    const [translations] = await Promise.all([
      loadTranslations(),
      queryClient.prefetchQuery(maintenanceQuery),
      queryClient.prefetchQuery(appSettingsQuery),
    ]);
    return translations;
  }
  queryClient.setQueryData(maintenanceQuery.queryKey, { maintenance: answer.maintenance });
  queryClient.setQueryData(appSettingsQuery.queryKey, { appSettings: answer.appSettings });
  try {
    return translationsOf(answer.translations);
  } catch (error) {
    console.error('Could not fetch translations', error);
    return loadBundledTranslations();
  }
}
