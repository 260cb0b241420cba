// The analytics events of a flow shown (spec 001 §7.7): every flow's form_start, and the underwriting
// interview's underwriting_start. Completion (form_complete) is the action runner's finish. Each is kept once
// per user by the server.
import type { AnalyticsEventName } from '@wysh/domain/analytics';

export function flowStartEvents(flowSlug: string): AnalyticsEventName[] {
  return flowSlug === 'underwriting-interview' ? ['form_start', 'underwriting_start'] : ['form_start'];
}
