// /flow/:slug (identified): a server-driven flow. Navigation state may carry `flowScope` ("new_policy"),
// `fromStart` (abandon the unfinished session) and `from` (where leaving goes); in a journey the scope defaults to
// the step's.
import { useLocation, useParams } from 'react-router';
import { useImmersive } from '../../../shared/hooks/use-immersive';
import { journeyFlowScope } from '../../../shared/journeys/navigation';
import { safeRedirectPath } from '../../../shared/lib/redirect';
import { FlowScreen } from './flow-screen';

interface FlowNavigationState {
  flowScope?: unknown;
  fromStart?: unknown;
  from?: unknown;
}

export function FlowPage() {
  useImmersive();
  const { slug = '' } = useParams();
  const location = useLocation();
  const state = (location.state ?? {}) as FlowNavigationState;
  return (
    <FlowScreen
      // Another visit (even to the same flow) starts afresh.
      key={`${slug}:${location.key}`}
      slug={slug}
      // A journey's flow step runs in the step's scope, even when a reload lost the navigation state.
      flowScope={typeof state.flowScope === 'string' ? state.flowScope : journeyFlowScope(location.pathname)}
      fromStart={state.fromStart === true}
      from={typeof state.from === 'string' ? safeRedirectPath(state.from) : null}
    />
  );
}
