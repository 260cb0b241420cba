/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type MaintenanceKind =
  | 'SCHEDULED'
  | 'UNSCHEDULED';

export type TranslationsQueryVariables = Exact<{
  slug: string;
}>;


export type TranslationsQuery = { translations: { entries: Array<{ key: string, value: string }> } };

export type DisclosureQueryVariables = Exact<{
  slug: string;
}>;


export type DisclosureQuery = { disclosure: { id: string, name: string, slug: string, body: string, updatedAt: string } | null };

export type MaintenanceQueryVariables = Exact<{ [key: string]: never; }>;


export type MaintenanceQuery = { maintenance: { kind: MaintenanceKind, returnsAt: string | null } | null };

export type AppSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AppSettingsQuery = { appSettings: { helpCenterUrl: string, marketingSiteUrl: string, supportPhone: string } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const TranslationsDocument = new TypedDocumentString(`
    query Translations($slug: String!) {
  translations(slug: $slug) {
    entries {
      key
      value
    }
  }
}
    `) as unknown as TypedDocumentString<TranslationsQuery, TranslationsQueryVariables>;
export const DisclosureDocument = new TypedDocumentString(`
    query Disclosure($slug: String!) {
  disclosure(slug: $slug) {
    id
    name
    slug
    body
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<DisclosureQuery, DisclosureQueryVariables>;
export const MaintenanceDocument = new TypedDocumentString(`
    query Maintenance {
  maintenance {
    kind
    returnsAt
  }
}
    `) as unknown as TypedDocumentString<MaintenanceQuery, MaintenanceQueryVariables>;
export const AppSettingsDocument = new TypedDocumentString(`
    query AppSettings {
  appSettings {
    helpCenterUrl
    marketingSiteUrl
    supportPhone
  }
}
    `) as unknown as TypedDocumentString<AppSettingsQuery, AppSettingsQueryVariables>;