// What the web client loads once someone signs in, in one round trip each (spec 001 §4.13: "Login: ... then
// fetches pre-verified data, plus verified data if verified"). Pre-verified: who the user is, their e-mail
// addresses and (masked) phone numbers for the phone step, the global feature flags and the states of the US.
// Verified: the profile and the user's constellations with their insurance memberships.
import type { AccountsService } from '../accounts/accounts.service.ts';
import { signInRequired, requireUser, type Viewer } from '../../shared/viewer.ts';
import type { MembershipsService } from '../memberships/memberships.service.ts';
import type { ProfileService } from '../profile/profile.service.ts';
import type { ReferenceService } from '../reference/reference.service.ts';

export function createInitialDataService(deps: {
  accounts: AccountsService;
  memberships: MembershipsService;
  profile: ProfileService;
  reference: ReferenceService;
}) {
  const { accounts, memberships, profile: profiles, reference } = deps;

  return {
    async preVerified(viewer: Viewer) {
      requireUser(viewer, 'identified');
      const [currentUser, profile, globalFeatureFlags, states] = await Promise.all([
        accounts.currentUser(viewer),
        profiles.profile(viewer),
        reference.featureFlags(),
        reference.usStates(),
      ]);
      if (!currentUser) throw signInRequired();
      return {
        currentUser,
        emails: profile.emails,
        activeEmail: profile.activeEmail,
        phoneNumbers: profile.phoneNumbers,
        activePhoneNumber: profile.activePhoneNumber,
        globalFeatureFlags,
        states,
      };
    },

    async verified(viewer: Viewer) {
      const { userId } = requireUser(viewer, 'verified');
      const [profile, constellations] = await Promise.all([
        profiles.profile(viewer),
        memberships.activeConstellations(viewer, userId),
      ]);
      return { profile, constellations };
    },
  };
}

export type InitialDataService = ReturnType<typeof createInitialDataService>;
export type PreVerifiedInitialData = Awaited<ReturnType<InitialDataService['preVerified']>>;
export type VerifiedInitialData = Awaited<ReturnType<InitialDataService['verified']>>;
