// /flow/:slug (identified): a server-driven flow. Navigation state may carry `flowScope` ("new_policy"),
// `fromStart` (abandon the unfinished session) and `from` (where leaving goes).
import { useLocation, useParams } from 'react-router';
import { useImmersive } from '../../../shared/hooks/use-immersive';
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
      flowScope={typeof state.flowScope === 'string' ? state.flowScope : null}
      fromStart={state.fromStart === true}
      from={typeof state.from === 'string' ? safeRedirectPath(state.from) : null}
    />
  );
}
