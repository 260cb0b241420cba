// /account/profile/edit (verified): the account-profile flow (the person's names). Finishing, leaving and
// cancelling all return to the profile.
import { useCallback } from 'react';
import { FlowScreen, type FinishTarget } from './flow-screen';

export const ACCOUNT_PROFILE_FLOW = 'account-profile';
const PROFILE_PATH = '/account/profile';

export function AccountProfileEditPage() {
  const finishTarget = useCallback<FinishTarget>(() => ({ to: PROFILE_PATH }), []);
  return <FlowScreen slug={ACCOUNT_PROFILE_FLOW} from={PROFILE_PATH} finishTarget={finishTarget} fromStart />;
}
