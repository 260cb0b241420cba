// A policyholder's beneficiary changes (spec 001 §7.4, README "Documents"): the history of the policy's sets,
// confirming the pending change with the acknowledgement of the beneficiary-terms document (ConfirmBeneficiary-
// ChangesModal), discarding it (SaveChangesModal's don't-save path), and e-mailing the claims instructions to a
// beneficiary (SendBeneficiaryPacketModal).
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import type { BeneficiaryHistoryQuery } from '../../../graphql/generated/graphql';
import { activeMembershipId } from '../../../shared/api/active-membership';
import { apiUrl } from '../../../shared/lib/api-base';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';
import { BENEFICIARIES_KEY } from './beneficiaries';

const HistoryDocument = graphql(`
  query BeneficiaryHistory($lineOfBusiness: String) {
    beneficiaryChanges(lineOfBusiness: $lineOfBusiness) {
      id
      kind
      status
      createdAt
      appliedAt
      documentVersion
      beneficiaries {
        ...BeneficiaryParts
      }
    }
  }
`);

const TermsDocument = graphql(`
  query BeneficiaryTerms {
    documents(slugs: ["beneficiary-terms"]) {
      id
      name
      version
      html {
        url
      }
    }
    currentUser {
      ...ActiveMembershipFields
    }
  }
`);

const AcknowledgeDocument = graphql(`
  mutation AcknowledgeBeneficiaryTerms($input: CreateAcknowledgementInput!) {
    createAcknowledgement(input: $input) {
      acknowledgement {
        id
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

const ConfirmDocument = graphql(`
  mutation ConfirmMyBeneficiaryChanges($input: ConfirmBeneficiaryChangesInput!) {
    confirmBeneficiaryChanges(input: $input) {
      success
      error {
        ...UserErrorFields
      }
    }
  }
`);

const DiscardDocument = graphql(`
  mutation DiscardMyBeneficiaryChanges($input: DiscardBeneficiaryChangesInput!) {
    discardBeneficiaryChanges(input: $input) {
      success
      error {
        ...UserErrorFields
      }
    }
  }
`);

const SendPacketDocument = graphql(`
  mutation SendMyBeneficiaryPacket($input: SendBeneficiaryPacketInput!) {
    sendBeneficiaryPacket(input: $input) {
      success
      error {
        ...UserErrorFields
      }
    }
  }
`);

export type BeneficiaryChange = BeneficiaryHistoryQuery['beneficiaryChanges'][number];

export const beneficiaryHistoryQuery = (lineOfBusiness: string) =>
  queryOptions({
    queryKey: [...BENEFICIARIES_KEY, 'history', lineOfBusiness],
    queryFn: async () =>
      (await execute(HistoryDocument, { lineOfBusiness })).beneficiaryChanges.filter(
        (change) => change.status === 'applied',
      ),
  });

export function useBeneficiaryHistory(lineOfBusiness: string) {
  return useQuery(beneficiaryHistoryQuery(lineOfBusiness));
}

export interface BeneficiaryTerms {
  id: string;
  name: string;
  version: number;
  /** The document's HTML, shown in a sandboxed frame. */
  html: string;
  /** The insurance membership the acknowledgement is given in. */
  membershipId: string | null;
}

/** The current beneficiary-terms document, its HTML fetched by its signed link, and the membership it concerns. */
export function useBeneficiaryTerms(lineOfBusiness: string) {
  return useQuery({
    queryKey: ['viewer', 'documents', 'beneficiary-terms', lineOfBusiness],
    queryFn: async (): Promise<BeneficiaryTerms> => {
      const data = await execute(TermsDocument);
      const [document] = data.documents;
      if (!document) throw new Error('The beneficiary terms are missing.');
      // A path on the API, signed for this user for an hour (no token needed).
      const response = await fetch(apiUrl(document.html.url));
      if (!response.ok) throw new Error(`The beneficiary terms did not load (${response.status}).`);
      return {
        id: document.id,
        name: document.name,
        version: document.version,
        html: await response.text(),
        membershipId: activeMembershipId(data.currentUser, lineOfBusiness),
      };
    },
    staleTime: 5 * 60_000,
  });
}

/** Acknowledges the terms (the exact version is recorded by the server), then applies the pending change. */
export function useConfirmBeneficiaryChanges() {
  return useMutation({
    meta: { invalidates: [BENEFICIARIES_KEY] },
    mutationFn: async (input: { lineOfBusiness: string; documentId: string; membershipId: string }) => {
      const acknowledged = unwrap(
        (
          await execute(AcknowledgeDocument, {
            input: {
              recordType: 'document',
              recordId: input.documentId,
              contextType: 'InsuranceMembership',
              contextId: input.membershipId,
            },
          })
        ).createAcknowledgement,
      );
      const acknowledgementId = acknowledged.acknowledgement?.id ?? '';
      return unwrap(
        (
          await execute(ConfirmDocument, {
            input: { lineOfBusiness: input.lineOfBusiness, acknowledgementId },
          })
        ).confirmBeneficiaryChanges,
      );
    },
  });
}

export function useDiscardBeneficiaryChanges() {
  return useMutation({
    meta: { invalidates: [BENEFICIARIES_KEY] },
    mutationFn: async (lineOfBusiness: string) =>
      unwrap((await execute(DiscardDocument, { input: { lineOfBusiness } })).discardBeneficiaryChanges),
  });
}

export function useSendBeneficiaryPacket() {
  return useMutation({
    // Nothing the app shows changes: the packet goes out by e-mail.
    meta: { invalidates: [] },
    mutationFn: async (beneficiaryId: string) =>
      unwrap((await execute(SendPacketDocument, { input: { beneficiaryId } })).sendBeneficiaryPacket),
  });
}
