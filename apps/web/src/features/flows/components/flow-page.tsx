// /flow/:slug (identified): a server-driven flow. Navigation state may carry `flowScope` ("new_policy"),
// `fromStart` (abandon the unfinished session) and `from` (where leaving goes); in a journey the scope defaults to
// the step's. post-underwriting (the loader and the trivia, which decide a new application) never runs for more
// cover: under coverage_adjustment it leads to confirm-update, where the increase is decided (spec 001 §4.1).
import { Navigate, useLocation, useParams } from 'react-router';
import { useImmersive } from '../../../shared/hooks/use-immersive';
import { CONFIRM_UPDATE_PATH } from '../../../shared/journeys/cover-increase';
import { journeyFlowScope } from '../../../shared/journeys/navigation';
import { safeRedirectPath } from '../../../shared/lib/redirect';
import { toWireScope } from '../lib/scopes';
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
  // A journey's flow step runs in the step's scope, even when a reload lost the navigation state.
  const flowScope =
    typeof state.flowScope === 'string' ? state.flowScope : journeyFlowScope(location.pathname);
  if (slug === 'post-underwriting' && flowScope && toWireScope(flowScope) === 'COVERAGE_ADJUSTMENT')
    return <Navigate to={CONFIRM_UPDATE_PATH} replace />;
  return (
    <FlowScreen
      // Another visit (even to the same flow) starts afresh.
      key={`${slug}:${location.key}`}
      slug={slug}
      flowScope={flowScope}
      fromStart={state.fromStart === true}
      from={typeof state.from === 'string' ? safeRedirectPath(state.from) : null}
    />
  );
}
