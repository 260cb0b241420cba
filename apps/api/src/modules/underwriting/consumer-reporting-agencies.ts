// The consumer reporting agencies behind each kind of evidence, as an adverse-action notice names them (FCRA:
// name, address and telephone number of the agency that furnished the report). In the sandbox they are stand-ins;
// a live provider brings its own.
import type { EvidenceSource } from '@wysh/domain/underwriting/answers';

export type ConsumerReportingAgency = { name: string; address: string; phone: string; report: string };

export const SANDBOX_AGENCIES: Readonly<Record<EvidenceSource, ConsumerReportingAgency>> = {
  identity: {
    name: 'Sandbox Identity Verification Bureau',
    address: '100 Sandbox Way, Columbus, OH 43215',
    phone: '1-800-555-0101',
    report: 'identity verification report',
  },
  prescriptions: {
    name: 'Sandbox Prescription History Services',
    address: '200 Sandbox Way, Columbus, OH 43215',
    phone: '1-800-555-0102',
    report: 'prescription history report',
  },
  mib: {
    name: 'Sandbox Medical Information Bureau',
    address: '300 Sandbox Way, Columbus, OH 43215',
    phone: '1-800-555-0103',
    report: 'medical information bureau report',
  },
  mvr: {
    name: 'Sandbox Motor Vehicle Records',
    address: '400 Sandbox Way, Columbus, OH 43215',
    phone: '1-800-555-0104',
    report: 'motor vehicle record',
  },
};
