// The group mutations of the protocol (executeGroupMutation): one list of keys that the web app sends and the
// server accepts, with the body and the response of each, so neither side casts. zod-free (the web imports it);
// the server checks bodies with its own schemas, typed against these.

export const GROUP_MUTATION_KEYS = [
  'createPhoneNumber',
  'createAcknowledgement',
  'applicationDocument',
  'updateBeneficiaryAllocations',
] as const;
export type GroupMutationKey = (typeof GROUP_MUTATION_KEYS)[number];

export function isGroupMutationKey(key: string): key is GroupMutationKey {
  return (GROUP_MUTATION_KEYS as readonly string[]).includes(key);
}

export interface GroupMutationBodies {
  createPhoneNumber: { phoneNumber: string; smsMarketing?: boolean | null };
  createAcknowledgement: {
    recordId: string;
    recordType: 'document' | 'disclosure';
    contextId: string;
    contextType: 'InsuranceApplication' | 'InsuranceMembership';
  };
  applicationDocument: Record<string, never>;
  updateBeneficiaryAllocations: {
    beneficiaryAllocations: Array<{ beneficiaryId: string; allocation: number }>;
  };
}

export interface GroupMutationResponses {
  /** The same shape the createPhoneNumber mutation answers (status: the ContactStatus enum). */
  createPhoneNumber: { phoneNumber: { id: string; mask: string; status: string } };
  createAcknowledgement: {
    acknowledgement: {
      id: string;
      recordId: string;
      recordType: string;
      recordVersion: number;
      contextId: string;
      contextType: string;
      acknowledgedAt: string;
    };
  };
  applicationDocument: { url: string };
  updateBeneficiaryAllocations: Record<string, never>;
}
