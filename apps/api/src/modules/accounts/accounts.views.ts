// What the accounts service hands to GraphQL: plain objects, no database rows.
import type { AuthLevel } from '../../shared/viewer.ts';
import type { ApplicantView } from '../profile/profile.views.ts';

export type ContactStatus = 'active' | 'pending';

export type TokenSetView = {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  authLevel: AuthLevel;
  createdAt: Date;
};

export type UserView = {
  id: string;
  status: 'active' | 'locked' | 'decommissioned';
  authLevel: AuthLevel;
  email: string;
  emailStatus: ContactStatus;
  newsletter: boolean;
  createdAt: Date;
};

export type PhoneNumberView = { id: string; mask: string; status: ContactStatus };
export type EmailView = { id: string; email: string; status: ContactStatus };

export type ProfileView = ApplicantView & {
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  suffix: string | null;
  emails: EmailView[];
  activeEmail: EmailView | null;
  pendingEmail: EmailView | null;
  phoneNumbers: PhoneNumberView[];
  activePhoneNumber: PhoneNumberView | null;
};
