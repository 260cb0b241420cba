// Public settings: support phone, help centre, marketing site, the card field's provider and bank linking's. Fetched once per visit.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../graphql/generated';
import { execute } from '../lib/graphql-client';

const AppSettingsQuery = graphql(`
  query AppSettings {
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

export const appSettingsQuery = queryOptions({
  queryKey: ['appSettings'],
  queryFn: () => execute(AppSettingsQuery),
  select: (data) => data.appSettings,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useAppSettings() {
  return useQuery(appSettingsQuery);
}
