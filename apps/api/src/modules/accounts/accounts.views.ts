// What the accounts service hands to GraphQL: plain objects, no database rows.
import type { AuthLevel } from '../../shared/viewer.ts';

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

/** The account's part of the GraphQL Profile; the profile module adds the applicant's (profile.views.ts). */
export type AccountProfileView = {
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
