// A policy's extension to age 65 as the web reads and changes it (issue 27 item 4): asking for it
// (requestTermExtension, then the check-up), the check-up's decision (submitTermExtensionUnderwriting), accepting the
// offered price (acceptTermExtension: cover runs to 65, the new premium from the extension's first day) and cancelling
// the request (withdrawTermExtension). Each write invalidates the viewer's data: the policy, its pending change, the
// home's card and confirm-update.
import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import type { TermExtensionRequestFieldsFragment } from '../../../graphql/generated/graphql';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';

export const TermExtensionRequestFields = graphql(`
  fragment TermExtensionRequestFields on TermExtensionRequest {
    id
    status
    cover
    currentMonthlyPremium
    newMonthlyPremium
    newAnnualPremium
    rateClass
    rateVersion
    extendsFrom
    years
    coverEndsOn
    offerExpiresOn
    decidedOn
    closedReason
  }
`);

export const TermExtensionFields = graphql(`
  fragment TermExtensionFields on TermExtension {
    policyId
    available
    extendsFrom
    years
    attainedAge
    coverEndsOn
    opensOn
    request {
      ...TermExtensionRequestFields
    }
  }
`);

const RequestTermExtensionMutation = graphql(`
  mutation RequestTermExtension($input: TermExtensionPolicyInput!) {
    requestTermExtension(input: $input) {
      termExtension {
        ...TermExtensionFields
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

const SubmitTermExtensionUnderwritingMutation = graphql(`
  mutation SubmitTermExtensionUnderwriting($input: TermExtensionPolicyInput!) {
    submitTermExtensionUnderwriting(input: $input) {
      termExtension {
        ...TermExtensionFields
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

const AcceptTermExtensionMutation = graphql(`
  mutation AcceptTermExtension($input: TermExtensionPolicyInput!) {
    acceptTermExtension(input: $input) {
      termExtension {
        ...TermExtensionFields
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

const WithdrawTermExtensionMutation = graphql(`
  mutation WithdrawTermExtension($input: TermExtensionPolicyInput!) {
    withdrawTermExtension(input: $input) {
      termExtension {
        ...TermExtensionFields
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

export type TermExtensionRequest = TermExtensionRequestFieldsFragment;

/** Asks to extend the term: the request then waits for the check-up. */
export function useRequestTermExtension() {
  return useMutation({
    // The policy, the home's card and confirm-update read what it changes.
    meta: { invalidates: [['viewer']] },
    mutationFn: async (policyId: string) =>
      unwrap((await execute(RequestTermExtensionMutation, { input: { policyId } })).requestTermExtension)
        .termExtension,
  });
}

/** The check-up's decision: the request OFFERED, REFERRED or DECLINED (or where it stands). */
export function useSubmitTermExtension() {
  return useMutation({
    // The policy, its pending change, the home's card and confirm-update read what it changes.
    meta: { invalidates: [['viewer']] },
    mutationFn: async (policyId: string) =>
      unwrap(
        (await execute(SubmitTermExtensionUnderwritingMutation, { input: { policyId } }))
          .submitTermExtensionUnderwriting,
      ).termExtension?.request ?? null,
  });
}

export function useAcceptTermExtension() {
  return useMutation({
    // The policy (its last day), its pending change, the home's card and confirm-update read what it changes.
    meta: { invalidates: [['viewer']] },
    mutationFn: async (policyId: string) =>
      unwrap((await execute(AcceptTermExtensionMutation, { input: { policyId } })).acceptTermExtension)
        .termExtension,
  });
}

export function useWithdrawTermExtension() {
  return useMutation({
    // The policy, the home's card and confirm-update read what it changes.
    meta: { invalidates: [['viewer']] },
    mutationFn: async (policyId: string) =>
      unwrap((await execute(WithdrawTermExtensionMutation, { input: { policyId } })).withdrawTermExtension)
        .termExtension,
  });
}
