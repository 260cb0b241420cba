// The documents area over GraphQL (spec 001 §3.3 "Document categories", §7.1 documentCategories): the user's
// documents by category, and one category by slug (a deep link to /account/documents/{category} may name one
// that holds nothing yet). The DocumentCategory type is documents.graphql.ts's; the fields the area needs are
// added to it here.
import { builder } from '../../graphql/base/builder.ts';
import { categoryOf } from './document-categories.ts';
import { DocumentCategoryRef, DocumentRef } from './documents.graphql.ts';

builder.objectFields(DocumentCategoryRef, (t) => ({
  id: t.id({ resolve: (category) => categoryOf(category.slug).id }),
  yearGroupable: t.boolean({
    description: "Whether the documents area groups the category's documents by applicableYear.",
    resolve: (category) => categoryOf(category.slug).yearGroupable,
  }),
  documents: t.field({
    type: [DocumentRef],
    description: "The signed-in user's documents in the category, newest first.",
    resolve: async (category, _args, { services, viewer }) =>
      category.documents ??
      (await services.documents.documentCategory(await viewer(), category.slug))?.documents ??
      [],
  }),
}));

builder.queryFields((t) => ({
  documentCategories: t.field({
    type: [DocumentCategoryRef],
    description:
      "The signed-in user's documents by category (the documents area); a category with none is left out.",
    resolve: async (_root, _args, { services, viewer }) =>
      services.documents.documentCategories(await viewer()),
  }),
  documentCategory: t.field({
    type: DocumentCategoryRef,
    nullable: true,
    description:
      "A category by slug with the user's documents in it (maybe none); null when there is no such category.",
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (_root, { slug }, { services, viewer }) =>
      services.documents.documentCategory(await viewer(), slug),
  }),
}));
