// The underwriter console's data (underwriters only; the server refuses everyone else with FORBIDDEN): the queue
// of open cases, one case with the answers, reports and rules that fired in words, what the guidelines allow, and
// the decision.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';

const MyRolesDocument = graphql(`
  query MyRoles {
    currentUser {
      id
      roles
    }
  }
`);

const UnderwritingQueueDocument = graphql(`
  query UnderwritingQueue {
    underwritingQueue {
      id
      openedAt
      dueAt
      workingHoursLeft
      applicantName
      requestedAmount
      termYears
      firstReason
      isReinstatement
      isPolicyChange
    }
  }
`);

const UnderwritingCaseDocument = graphql(`
  query UnderwritingCase($id: ID!) {
    underwritingCase(id: $id) {
      id
      status
      openedAt
      dueAt
      workingHoursLeft
      applicantName
      requestedAmount
      termYears
      isReinstatement
      isPolicyChange
      issueAge
      birthdate
      rulesVersion
      outcome
      suggestedRateClass
      suggestedMaxAmount
      ownCase
      guidelines {
        termLifeAllowed
        termKnockouts
        nicotine
        rateClasses
        classReasons
        maxAmount
        coverReason
      }
      answersInWords {
        question
        answer
      }
      reports {
        source
        title
        summary
        items
      }
      reasonsInWords {
        ruleId
        reason
        basis
      }
      decision
      decidedAt
      rateClass
      maxAmount
      rejectReason
    }
  }
`);

const DecideUnderwritingCaseDocument = graphql(`
  mutation DecideUnderwritingCase($input: DecideUnderwritingCaseInput!) {
    decideUnderwritingCase(input: $input) {
      underwritingCase {
        id
        status
        decision
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

const CONSOLE_KEY = ['viewer', 'underwriting'] as const;

export function useIsUnderwriter() {
  return useQuery({
    queryKey: [...CONSOLE_KEY, 'roles'],
    queryFn: async () => (await execute(MyRolesDocument)).currentUser?.roles.includes('underwriter') ?? false,
  });
}

export const underwritingQueueQuery = queryOptions({
  queryKey: [...CONSOLE_KEY, 'queue'],
  queryFn: async () => (await execute(UnderwritingQueueDocument)).underwritingQueue,
});

export function useUnderwritingQueue(enabled: boolean) {
  return useQuery({ ...underwritingQueueQuery, enabled });
}

export function useUnderwritingCase(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...CONSOLE_KEY, 'case', id],
    queryFn: async () => (await execute(UnderwritingCaseDocument, { id })).underwritingCase,
    enabled,
  });
}

export type CaseDecision =
  { decision: 'accept'; rateClass: string; maxAmount: number } | { decision: 'reject'; reason: string };

export function useDecideUnderwritingCase() {
  return useMutation({
    meta: { invalidates: [CONSOLE_KEY] },
    mutationFn: async ({ caseId, ...decision }: CaseDecision & { caseId: string }) =>
      unwrap(
        (await execute(DecideUnderwritingCaseDocument, { input: { caseId, ...decision } }))
          .decideUnderwritingCase,
      ),
  });
}
