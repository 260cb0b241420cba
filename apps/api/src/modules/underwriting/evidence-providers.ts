// The outside evidence underwriting pulls (issue 14 item 2): identity verification, prescription history, the
// medical information bureau and the motor-vehicle record, one port each. PROVIDERS=sandbox answers as the
// guidelines' sandbox section says (@wysh/domain/underwriting/sandbox-evidence: SSN endings 0001-0004 and 0009,
// licence endings 13 and 07); a live provider plugs in here, and until one exists a live start fails at once.
import type {
  IdentityEvidence,
  MibEvidence,
  MvrEvidence,
  PrescriptionEvidence,
} from '@wysh/domain/underwriting/answers';
import {
  sandboxIdentity,
  sandboxMib,
  sandboxMvr,
  sandboxPrescriptions,
} from '@wysh/domain/underwriting/sandbox-evidence';
import { ProviderConfigurationError } from '../../shared/provider-configuration-error.ts';

/** Who the checks are about. The SSN is in clear only for the call; it is never stored or logged. */
export type EvidenceSubject = {
  firstName: string;
  lastName: string;
  birthdate: string;
  ssn: string;
  /** "yyyy-MM-dd": the day the reports are asked for. */
  today: string;
};

export type EvidenceProviders = {
  identity(subject: EvidenceSubject): Promise<IdentityEvidence>;
  prescriptions(subject: EvidenceSubject): Promise<PrescriptionEvidence>;
  mib(subject: EvidenceSubject): Promise<MibEvidence>;
  /** The motor-vehicle record of a licence number (asked only when the applicant has a licence). */
  mvr(licenceNumber: string, today: string): Promise<MvrEvidence>;
};

export function createSandboxEvidenceProviders(): EvidenceProviders {
  return {
    identity: async ({ ssn }) => sandboxIdentity(ssn),
    prescriptions: async ({ ssn, today }) => sandboxPrescriptions(ssn, today),
    mib: async ({ ssn, today }) => sandboxMib(ssn, today),
    mvr: async (licenceNumber, today) => sandboxMvr(licenceNumber, today),
  };
}

export function createEvidenceProviders(providers: 'sandbox' | 'live'): EvidenceProviders {
  if (providers === 'live') {
    throw new ProviderConfigurationError(
      'PROVIDERS=live: no live underwriting evidence providers are available yet (identity, prescriptions, MIB and motor-vehicle records have only sandbox adapters).',
    );
  }
  return createSandboxEvidenceProviders();
}
