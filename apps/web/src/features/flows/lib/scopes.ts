// Flow scopes travel as the spec's lowercase words (navigation state, action arguments: "new_policy") and as
// GraphQL enum values ("NEW_POLICY").
import { FLOW_SCOPES, type FlowScope } from '@wysh/forms/constants';
import type { FlowScope as WireFlowScope } from '../../../graphql/generated/graphql';

export function toWireScope(scope: string): WireFlowScope | null {
  const lower = scope.trim().toLowerCase();
  return (FLOW_SCOPES as readonly string[]).includes(lower) ? (lower.toUpperCase() as WireFlowScope) : null;
}

export function fromWireScope(scope: WireFlowScope): FlowScope {
  return scope.toLowerCase() as FlowScope;
}
