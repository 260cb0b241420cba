// A policy's request for more cover as confirm-update reads and answers it (issue 27): the policyholder's policy
// with its coverIncrease, asking for the decision of the interview (submitCoverIncreaseUnderwriting), accepting
// the offered price (acceptCoverIncrease: a pending change from the next due date) and cancelling the request
// (withdrawCoverIncrease). The page's query reads the policy's term extension too (its writes are in
// term-extension.ts): one underwritten change is open per policy, and the page shows whichever it is. Each write
// invalidates the viewer's data: the policy, its pending change, the banner.
import { useMutation, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import type { CoverIncreaseFieldsFragment } from '../../../graphql/generated/graphql';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';

export const CoverIncreaseFields = graphql(`
  fragment CoverIncreaseFields on CoverIncrease {
    id
    status
    currentAmount
    requestedAmount
    approvedAmount
    currentMonthlyPremium
    newMonthlyPremium
    newAnnualPremium
    addedMonthlyPremium
    rateClass
    rateVersion
    effectiveOn
    offerExpiresOn
    decidedOn
    closedReason
  }
`);

const ConfirmUpdateQuery = graphql(`
  query ConfirmUpdate {
    userPolicy {
      id
      status
      terminatesAt
      product {
        slug
      }
      pendingUpdate {
        policyId
        effectiveOn
      }
      coverIncrease {
        ...CoverIncreaseFields
      }
      termExtension {
        request {
          ...TermExtensionRequestFields
        }
      }
    }
  }
`);

const SubmitCoverIncreaseUnderwritingMutation = graphql(`
  mutation SubmitCoverIncreaseUnderwriting($input: CoverIncreasePolicyInput!) {
    submitCoverIncreaseUnderwriting(input: $input) {
      coverIncrease {
        ...CoverIncreaseFields
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

const AcceptCoverIncreaseMutation = graphql(`
  mutation AcceptCoverIncrease($input: CoverIncreasePolicyInput!) {
    acceptCoverIncrease(input: $input) {
      coverIncrease {
        ...CoverIncreaseFields
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

const WithdrawCoverIncreaseMutation = graphql(`
  mutation WithdrawCoverIncrease($input: CoverIncreasePolicyInput!) {
    withdrawCoverIncrease(input: $input) {
      coverIncrease {
        ...CoverIncreaseFields
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

export type CoverIncrease = CoverIncreaseFieldsFragment;

export function useConfirmUpdate() {
  return useQuery({
    queryKey: ['viewer', 'confirm-update'],
    queryFn: async () => (await execute(ConfirmUpdateQuery)).userPolicy,
  });
}

/** The decision of the interview answered for the increase: OFFERED, REFERRED or DECLINED (or where it stands). */
export function useSubmitCoverIncrease() {
  return useMutation({
    // The policy, its pending change, the home's banner and this page read what it changes.
    meta: { invalidates: [['viewer']] },
    mutationFn: async (policyId: string) =>
      unwrap(
        (await execute(SubmitCoverIncreaseUnderwritingMutation, { input: { policyId } }))
          .submitCoverIncreaseUnderwriting,
      ).coverIncrease,
  });
}

export function useAcceptCoverIncrease() {
  return useMutation({
    // The policy, its pending change, the home's banner and this page read what it changes.
    meta: { invalidates: [['viewer']] },
    mutationFn: async (policyId: string) =>
      unwrap((await execute(AcceptCoverIncreaseMutation, { input: { policyId } })).acceptCoverIncrease)
        .coverIncrease,
  });
}

export function useWithdrawCoverIncrease() {
  return useMutation({
    // The policy, its pending change, the home's banner and this page read what it changes.
    meta: { invalidates: [['viewer']] },
    mutationFn: async (policyId: string) =>
      unwrap((await execute(WithdrawCoverIncreaseMutation, { input: { policyId } })).withdrawCoverIncrease)
        .coverIncrease,
  });
}
