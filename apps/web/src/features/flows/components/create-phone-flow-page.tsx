// /create-phone (identified): the pre-verified-initial-data flow (the phone number that will receive codes),
// two columns from 960 px. Finishing it goes on to the two-step verification of that number, keeping the
// remembered redirect; the number created by the form's api group travels in the navigation state.
import { useQueryClient } from '@tanstack/react-query';
import type { GroupMutationResponses } from '@wysh/forms/group-mutations';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { forgetPreVerifiedInitialData } from '../../../shared/api/initial-data';
import { useImmersive } from '../../../shared/hooks/use-immersive';
import { journeyNext } from '../../../shared/journeys/navigation';
import { redirectFrom, withRedirect } from '../../../shared/lib/redirect';
import { FlowScreen, type FinishTarget } from './flow-screen';

export const CREATE_PHONE_FLOW = 'pre-verified-initial-data';

type CreatedPhone = Pick<GroupMutationResponses['createPhoneNumber']['phoneNumber'], 'id' | 'mask'>;

/** The phone number a createPhoneNumber group answered (GroupMutationResponses of @wysh/forms). */
export function createdPhone(groupResponses: Readonly<Record<string, unknown>>): CreatedPhone | null {
  for (const response of Object.values(groupResponses)) {
    // Any group's response may be here: checked, not trusted, before it is read as a createPhoneNumber one.
    const phone = (response as Partial<GroupMutationResponses['createPhoneNumber']> | null)?.phoneNumber;
    if (typeof phone?.id === 'string' && typeof phone.mask === 'string')
      return { id: phone.id, mask: phone.mask };
  }
  return null;
}

export function CreatePhoneFlowPage() {
  useImmersive();
  const { search } = useLocation();
  const redirect = redirectFrom(search);
  const queryClient = useQueryClient();
  const finishTarget = useCallback<FinishTarget>(
    (groupResponses) => {
      const phone = createdPhone(groupResponses);
      // The account's numbers changed: what was loaded after sign-in no longer says so.
      forgetPreVerifiedInitialData(queryClient);
      // In a journey its next step verifies the number; otherwise the two-step verification comes next.
      const destination = journeyNext();
      if (destination) return { to: destination.to, state: { ...destination.state, phone } };
      return { to: withRedirect('/verify-session', redirect), state: phone ? { phone } : undefined };
    },
    [redirect, queryClient],
  );
  return <FlowScreen slug={CREATE_PHONE_FLOW} columns finishTarget={finishTarget} />;
}
