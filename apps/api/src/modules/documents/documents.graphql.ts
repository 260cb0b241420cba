// Documents over GraphQL (spec 001 §3.3, §7.1): documents by slug(s), documentById and userDocuments, with the
// spec's field names; the documents area's categories are in document-categories.graphql.ts. The file urls are
// signed links for the caller (documents.routes.ts).
import { builder } from '../../graphql/base/builder.ts';
import { applicableYear } from './document-categories.ts';
import type { DocumentFileView, DocumentView } from './documents.service.ts';

/** A document's category; the documents area's queries give it with the user's documents already listed. */
type DocumentCategoryParent = DocumentView['documentCategory'] & { documents?: DocumentView[] };

const DocumentFileRef = builder.objectRef<DocumentFileView>('DocumentFile').implement({
  fields: (t) => ({
    fileName: t.exposeString('fileName'),
    url: t.exposeString('url', { description: 'A link for the signed-in user that works for an hour.' }),
  }),
});

export const DocumentCategoryRef = builder.objectRef<DocumentCategoryParent>('DocumentCategory').implement({
  fields: (t) => ({ name: t.exposeString('name'), slug: t.exposeString('slug') }),
});

export const DocumentRef = builder.objectRef<DocumentView>('Document').implement({
  description:
    'A document rendered from a versioned template: the same for everyone (beneficiary-terms, ' +
    'beneficiary-packet) or made for the user (application).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    slug: t.exposeString('slug'),
    version: t.exposeInt('version', { description: 'The template version that rendered it.' }),
    applicableYear: t.int({
      nullable: true,
      description: 'The year the document applies to, in a category grouped by year; otherwise null.',
      resolve: (document) => applicableYear(document),
    }),
    documentCategory: t.expose('documentCategory', { type: DocumentCategoryRef }),
    files: t.expose('files', { type: [DocumentFileRef] }),
    html: t.expose('html', { type: DocumentFileRef }),
    pdf: t.expose('pdf', { type: DocumentFileRef }),
    jpeg: t.field({ type: DocumentFileRef, nullable: true, resolve: () => null }),
    png: t.field({ type: DocumentFileRef, nullable: true, resolve: () => null }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.queryFields((t) => ({
  documents: t.field({
    type: [DocumentRef],
    description:
      'The documents of the slugs named (application, beneficiary-packet, beneficiary-terms), in that order; ' +
      'a slug without a document is left out.',
    args: { slugs: t.arg.stringList({ required: true }) },
    resolve: async (_root, { slugs }, { services, viewer }) =>
      services.documents.documents(await viewer(), slugs.slice(0, 20)),
  }),
  documentById: t.field({
    type: DocumentRef,
    nullable: true,
    description: "A document by id; null when there is none the user may read (another user's).",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, { services, viewer }) =>
      services.documents.documentById(await viewer(), String(id)),
  }),
  userDocuments: t.field({
    type: [DocumentRef],
    description: 'The documents made for the signed-in user, newest first.',
    resolve: async (_root, _args, { services, viewer }) => services.documents.userDocuments(await viewer()),
  }),
}));
