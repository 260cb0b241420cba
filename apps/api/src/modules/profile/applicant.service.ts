// The applicant profile as server-driven flows use it, all in the caller's transaction: which profile fields a
// form may bind, their values and review texts, reading the profile, and writing answered fields back. This
// file is the profile module's surface for flows; its repository and tables stay its own.
export {
  activePhone,
  ageOf,
  DISPLAY_KEYS,
  displayValues,
  GENDER_LABELS,
  MASKED_TAX_ID,
  PROFILE_FIELD_PREFIX,
  PROFILE_FIELDS,
  profileFieldOf,
  profileValue,
  type DisplayKey,
  type ProfileField,
} from './applicant-profile.ts';
export {
  answeredAddress,
  changedProfileFields,
  writeProfile,
  type ProfileAnswers,
} from './profile-writer.ts';
export { loadApplicantProfile, type ApplicantProfile, type PhoneSummary } from './profile.repository.ts';
