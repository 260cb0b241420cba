import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from '../base/builder.ts';
import '../../modules/reference/reference.graphql.ts';
import '../../modules/translations/translations.graphql.ts';
import '../../modules/disclosures/disclosures.graphql.ts';
import '../../modules/maintenance/maintenance.graphql.ts';
import '../../modules/trivia/trivia.graphql.ts';
import '../../modules/accounts/accounts.graphql.ts';
import '../../modules/profile/profile.graphql.ts';
import '../../modules/auth/auth.graphql.ts';
import '../../modules/memberships/memberships.graphql.ts';
import '../../modules/beneficiaries/beneficiaries.graphql.ts';
import '../../modules/beneficiaries/beneficiary-changes.graphql.ts';
import '../../modules/documents/documents.graphql.ts';
import '../../modules/documents/document-categories.graphql.ts';
import '../../modules/acknowledgements/acknowledgements.graphql.ts';
import '../../modules/initial-data/initial-data.graphql.ts';
import '../../modules/addresses/addresses.graphql.ts';
import '../../modules/uploads/uploads.graphql.ts';
import '../../modules/sensitive-data/sensitive-data.graphql.ts';
import '../../modules/eligibility/eligibility.graphql.ts';
import '../../modules/flows/flows.graphql.ts';
import '../../modules/estimates/estimates.graphql.ts';
import '../../modules/underwriting/underwriting.graphql.ts';
import '../../modules/underwriting/underwriting-cases.graphql.ts';
import '../../modules/notifications/notifications.graphql.ts';
import '../../modules/roles/roles.graphql.ts';
import '../../modules/quotes/quotes.graphql.ts';
import '../../modules/policies/policies.graphql.ts';
import '../../modules/payments/payments.graphql.ts';
import '../../modules/payments/billing-page.graphql.ts';
import '../../modules/wyshes/wyshes.graphql.ts';
import '../../modules/dashboard/dashboard.graphql.ts';
import '../../modules/analytics/analytics.graphql.ts';

export const schema = builder.toSchema();

/** The schema as committed in apps/api/schema.graphql: sorted, so that only real changes show in review. */
export const printedSchema = (): string => `${printSchema(lexicographicSortSchema(schema))}\n`;
