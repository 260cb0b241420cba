// The Profile (spec 001 §3.3) as the account area reads and edits it: the account's part (names, e-mail
// addresses, phone numbers) from the accounts service, the applicant's part (birthdate, gender, age, address,
// "tax id set") from this module. Profile sits above accounts: it calls accounts, never the reverse.
import { changedNames, cleanNameEdit, nameEditProblems, type NameEdit } from '@wysh/domain/profile-changes';
import { ok, type Result } from '@wysh/domain/result';
import type { Db, DbOrTx } from '../../db/database.ts';
import { businessToday, type Clock } from '../../shared/clock.ts';
import { refusedFields } from '../../shared/field-refusals.ts';
import { refusal, type UserFailure } from '../../shared/user-error.ts';
import { signInRequired, requireUser, type Viewer } from '../../shared/viewer.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { SensitiveData } from '../sensitive-data/sensitive-data.service.ts';
import { findSealedTaxId, loadApplicantProfile } from './profile.repository.ts';
import { applicantView, type ProfileView } from './profile.views.ts';

/** The codes a profile edit is refused with: stable, never renamed. */
export type ProfileErrorCode = 'CREDENTIAL_INVALID' | 'NO_CHANGE';
export type ProfileError = UserFailure<ProfileErrorCode>;

export function createProfileService(deps: {
  db: Db;
  clock: Clock;
  accounts: AccountsService;
  sensitive: SensitiveData;
}) {
  const { db, clock, accounts } = deps;

  async function profileOf(tx: DbOrTx, userId: string): Promise<ProfileView> {
    const account = await accounts.accountProfile(tx, userId);
    if (!account) throw signInRequired();
    const applicant = applicantView(await loadApplicantProfile(tx, userId), businessToday(clock));
    return { ...applicant, ...account };
  }

  return {
    /**
     * The applicant's Social Security number in clear, for the evidence providers that match on it (identity,
     * prescriptions, MIB); null when none is on file. Never log or store what this returns.
     */
    async taxIdOf(userId: string): Promise<string | null> {
      const sealed = await findSealedTaxId(db, userId);
      return sealed ? deps.sensitive.unseal(sealed, userId) : null;
    },

    /** The applicant's saved profile (eligibility reads it); undefined when there is no such user. */
    applicantProfile: (userId: string) => loadApplicantProfile(db, userId),

    /** Readable once signed in: the phone step after a sign-in needs the user's (masked) numbers. */
    async profile(viewer: Viewer): Promise<ProfileView> {
      const { userId } = requireUser(viewer, 'identified');
      return profileOf(db, userId);
    },

    /** Edits the names (rules: @wysh/domain/profile-changes); NO_CHANGE when nothing differs. */
    async updateProfile(
      viewer: Viewer,
      input: NameEdit,
    ): Promise<Result<{ profile: ProfileView }, ProfileError>> {
      const { userId } = requireUser(viewer, 'verified');
      const edit = cleanNameEdit(input);
      const refused = refusedFields('CREDENTIAL_INVALID', nameEditProblems(edit));
      if (refused) return refused;
      return db.transaction(async (tx) => {
        const current = await accounts.accountProfile(tx, userId);
        if (!current) throw signInRequired();
        const changes = changedNames(edit, current);
        if (Object.keys(changes).length === 0)
          return refusal('NO_CHANGE', 'Sorry, your information was not changed');
        await accounts.updateNames(tx, userId, changes);
        return ok({ profile: await profileOf(tx, userId) });
      });
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
