// Monitoring (spec 001 §3.4 plaidAccount on a wysh allocation): a link token for Link offering loans only, and
// monitorWyshAllocation, by which a wysh follows one of the person's linked loans (its amount becomes the
// loan's balance). Both refresh what the viewer sees (the wysh list and the linked banks).
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';

const MonitoringLinkTokenDocument = graphql(`
  mutation MonitoringLinkToken {
    plaidGenerateLinkToken(purpose: monitoring) {
      linkToken
      error {
        ...UserErrorFields
      }
    }
  }
`);

const MonitorWyshAllocationDocument = graphql(`
  mutation MonitorWyshAllocation($input: MonitorWyshAllocationInput!) {
    monitorWyshAllocation(input: $input) {
      wyshAllocation {
        id
        amount
        monitored
        plaidAccount {
          id
          name
          mask
          institutionName
        }
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

export function useMonitoringLinkToken() {
  return useMutation({
    meta: { invalidates: [] },
    mutationFn: async () =>
      unwrap((await execute(MonitoringLinkTokenDocument)).plaidGenerateLinkToken).linkToken!,
  });
}

export function useFollowLoan() {
  return useMutation({
    meta: { invalidates: [['viewer']] },
    mutationFn: async (input: { wyshAllocationId: string; plaidAccountId: string }) =>
      unwrap((await execute(MonitorWyshAllocationDocument, { input })).monitorWyshAllocation).wyshAllocation!,
  });
}
