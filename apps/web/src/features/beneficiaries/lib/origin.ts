// The origin of a beneficiary page, from its navigation state or the running journey's beneficiary step.
import { useLocation } from 'react-router';
import { useJourneyStore } from '../../../shared/stores/journey';
import { originOf, type Origin } from './destinations';

export const BENEFICIARY_FLOW_PATH = '/flow/beneficiary';

export function useOrigin(lineOfBusiness: string): Origin {
  const location = useLocation();
  const status = useJourneyStore((state) => state.status);
  const journeyStep =
    status?.path === BENEFICIARY_FLOW_PATH
      ? { path: status.path, state: status.flowScope ? { flowScope: status.flowScope } : undefined }
      : null;
  return originOf(location.state, lineOfBusiness, journeyStep);
}
