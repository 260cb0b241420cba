// Flow scopes travel as the spec's lowercase words (navigation state, action arguments: "new_policy") and as
// GraphQL enum values ("NEW_POLICY").
import type { FLOW_SCOPES as PROTOCOL_FLOW_SCOPES, FlowScope } from '@wysh/forms/protocol';
import type { FlowScope as WireFlowScope } from '../../../graphql/generated/graphql';

/** The protocol's scopes (typed to be exactly them), without importing zod into the browser. */
export const FLOW_SCOPES: typeof PROTOCOL_FLOW_SCOPES = [
  'new_policy',
  'policy_holder',
  'coverage_adjustment',
  'reinstatement',
];

export function toWireScope(scope: string): WireFlowScope | null {
  const lower = scope.trim().toLowerCase();
  return (FLOW_SCOPES as readonly string[]).includes(lower) ? (lower.toUpperCase() as WireFlowScope) : null;
}

export function fromWireScope(scope: WireFlowScope): FlowScope {
  return scope.toLowerCase() as FlowScope;
}
