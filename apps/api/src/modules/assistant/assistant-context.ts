// The assistant's picture of a person, from their policy as the API shows it and its packet: figures and dates
// are copied from those, never computed here (the next payment is the billing schedule's, the amount the plan's).
import type { AssistantContext } from '@wysh/domain/assistant/answer';
import type { DocumentView } from '../documents/documents.service.ts';
import type { PolicyView } from '../policies/policies.views.ts';

export function assistantContext(policy: PolicyView | null, packet: DocumentView | null): AssistantContext {
  if (!policy) return { policy: null, nextPayment: null, packet: null };
  const next = policy.accountsProduct.nextPayment;
  return {
    policy: {
      label: policy.label,
      status: policy.status,
      productName: policy.accountsProduct.name,
      lapsesOn: policy.status === 'grace' ? policy.lapsesAt : null,
      coverEndedOn: policy.status === 'lapsed' ? policy.lapsesAt : null,
    },
    nextPayment: next
      ? { dueOn: next.date, amount: policy.accountsProduct.amount, pastDue: policy.status === 'grace' }
      : null,
    // The packet's page in the app (a signed file link would expire within the hour).
    packet: packet ? { url: `/account/document/${packet.id}` } : null,
  };
}
