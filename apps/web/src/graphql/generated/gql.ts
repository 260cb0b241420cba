/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Translations($slug: String!) {\n    translations(slug: $slug) {\n      entries {\n        key\n        value\n      }\n    }\n  }\n": typeof types.TranslationsDocument,
    "\n  query Disclosure($slug: String!) {\n    disclosure(slug: $slug) {\n      id\n      name\n      slug\n      body\n      updatedAt\n    }\n  }\n": typeof types.DisclosureDocument,
    "\n  query Maintenance {\n    maintenance {\n      kind\n      returnsAt\n    }\n  }\n": typeof types.MaintenanceDocument,
    "\n  query AppSettings {\n    appSettings {\n      helpCenterUrl\n      marketingSiteUrl\n      supportPhone\n    }\n  }\n": typeof types.AppSettingsDocument,
};
const documents: Documents = {
    "\n  query Translations($slug: String!) {\n    translations(slug: $slug) {\n      entries {\n        key\n        value\n      }\n    }\n  }\n": types.TranslationsDocument,
    "\n  query Disclosure($slug: String!) {\n    disclosure(slug: $slug) {\n      id\n      name\n      slug\n      body\n      updatedAt\n    }\n  }\n": types.DisclosureDocument,
    "\n  query Maintenance {\n    maintenance {\n      kind\n      returnsAt\n    }\n  }\n": types.MaintenanceDocument,
    "\n  query AppSettings {\n    appSettings {\n      helpCenterUrl\n      marketingSiteUrl\n      supportPhone\n    }\n  }\n": types.AppSettingsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Translations($slug: String!) {\n    translations(slug: $slug) {\n      entries {\n        key\n        value\n      }\n    }\n  }\n"): typeof import('./graphql').TranslationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Disclosure($slug: String!) {\n    disclosure(slug: $slug) {\n      id\n      name\n      slug\n      body\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').DisclosureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Maintenance {\n    maintenance {\n      kind\n      returnsAt\n    }\n  }\n"): typeof import('./graphql').MaintenanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppSettings {\n    appSettings {\n      helpCenterUrl\n      marketingSiteUrl\n      supportPhone\n    }\n  }\n"): typeof import('./graphql').AppSettingsDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
