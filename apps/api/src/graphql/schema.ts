import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder';
import '../modules/reference/reference.graphql';
import '../modules/translations/translations.graphql';
import '../modules/disclosures/disclosures.graphql';
import '../modules/maintenance/maintenance.graphql';
import '../modules/trivia/trivia.graphql';
import '../modules/accounts/accounts.graphql';
import '../modules/auth/auth.graphql';
import '../modules/memberships/memberships.graphql';
import '../modules/initial-data/initial-data.graphql';
import '../modules/addresses/addresses.graphql';
import '../modules/uploads/uploads.graphql';
import '../modules/sensitive-data/sensitive-data.graphql';
import '../modules/eligibility/eligibility.graphql';
import '../modules/flows/flows.graphql';

export const schema = builder.toSchema();

/** The schema as committed in apps/api/schema.graphql: sorted, so that only real changes show in review. */
export const printedSchema = (): string => `${printSchema(lexicographicSortSchema(schema))}\n`;
