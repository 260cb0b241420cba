import { builder } from '../../graphql/base/builder.ts';
import { payloadOf, UserErrorRef, type UserErrorShape } from '../../graphql/base/user-error.ts';
import { ConstellationRef } from '../memberships/memberships.graphql.ts';
import type {
  FollowedAccountView,
  AllocationHistoryView,
  AllocationSummaryView,
  WyshAllocationView,
  WyshCategoryView,
  WyshImageView,
  WyshRecipientView,
  WyshSuggestionView,
  WyshView,
} from './wyshes.types.ts';

const RecipientKindEnum = builder.enumType('WyshRecipientKind', {
  values: {
    INSTITUTION: { value: 'institution' },
    COMPANY: { value: 'company' },
    INDIVIDUAL: { value: 'individual' },
  } as const,
});

const AllocationStatusEnum = builder.enumType('WyshAllocationStatus', {
  values: { ACTIVE: { value: 'active' }, DECOMMISSIONED: { value: 'decommissioned' } } as const,
});

const DirectionEnum = builder.enumType('WyshAllocationChangeDirection', {
  values: { UP: { value: 'up' }, DOWN: { value: 'down' } } as const,
});

const WyshImageRef = builder.objectRef<WyshImageView>('WyshImage').implement({
  description: 'An icon or header of a wysh: icon 100x100, icon-selected/icon-unselected 64x64, headers.',
  fields: (t) => ({
    format: t.exposeString('format'),
    contentType: t.exposeString('contentType'),
    url: t.exposeString('url'),
  }),
});

const WyshSuggestionRef = builder.objectRef<WyshSuggestionView>('WyshSuggestion').implement({
  description: 'An amount offered as a chip when adding a wysh.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    amount: t.expose('amount', { type: 'Cents' }),
    enabled: t.exposeBoolean('enabled'),
    order: t.exposeInt('order'),
  }),
});

const WyshCategoryRef = builder
  .objectRef<WyshCategoryView & { wyshes?: WyshView[] }>('WyshCategory')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      slug: t.exposeString('slug'),
      name: t.exposeString('name'),
      prompt: t.exposeString('prompt'),
      description: t.exposeString('description'),
      listDescription: t.exposeString('listDescription'),
      color: t.exposeString('color', { description: 'A CSS colour (#rrggbb).' }),
      order: t.exposeInt('order'),
    }),
  });

const WyshRef = builder.objectRef<WyshView>('Wysh').implement({
  description: 'A thing of the catalogue a person may want their cover to pay for.',
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    defaultName: t.exposeString('defaultName'),
    description: t.exposeString('description'),
    prompt: t.exposeString('prompt'),
    guidance: t.exposeString('guidance'),
    active: t.exposeBoolean('active'),
    defaultAmount: t.expose('defaultAmount', { type: 'Cents', nullable: true }),
    amountPrompt: t.exposeString('amountPrompt'),
    amountGuidance: t.exposeString('amountGuidance'),
    amountPlaceholder: t.exposeString('amountPlaceholder'),
    recipientType: t.expose('recipientType', { type: RecipientKindEnum }),
    monitorable: t.exposeBoolean('monitorable'),
    termable: t.exposeBoolean('termable'),
    order: t.exposeInt('order'),
    icons: t.expose('icons', { type: [WyshImageRef] }),
    headers: t.expose('headers', { type: [WyshImageRef] }),
    wyshSuggestions: t.expose('suggestions', { type: [WyshSuggestionRef] }),
    wyshCategory: t.expose('category', { type: WyshCategoryRef }),
  }),
});

builder.objectField(WyshCategoryRef, 'wyshes', (t) =>
  t.field({ type: [WyshRef], resolve: (category) => category.wyshes ?? [] }),
);

const WyshRecipientRef = builder.objectRef<WyshRecipientView>('WyshRecipient').implement({
  description:
    'Who an allocation pays: an institution (countryCode, accountNumber, phoneNumber), a company (websiteUrl) or an individual (email, countryCode, phoneNumber, relationship).',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.expose('kind', { type: RecipientKindEnum }),
    name: t.exposeString('name'),
    countryCode: t.exposeString('countryCode', { nullable: true }),
    accountNumber: t.exposeString('accountNumber', { nullable: true }),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
    websiteUrl: t.exposeString('websiteUrl', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    relationship: t.exposeString('relationship', { nullable: true }),
  }),
});

const FollowedAccountRef = builder.objectRef<FollowedAccountView>('WyshPlaidAccount').implement({
  description: 'The linked loan a monitored wysh follows: its name and mask, never its number.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    mask: t.exposeString('mask', { nullable: true }),
    institutionName: t.exposeString('institutionName'),
  }),
});

const WyshAllocationRef = builder.objectRef<WyshAllocationView>('WyshAllocation').implement({
  description: "A wysh on a person's list and the amount they want covered.",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    amount: t.expose('amount', { type: 'Cents', nullable: true, description: 'null counts as 0.' }),
    covered: t.exposeBoolean('covered'),
    amountCovered: t.expose('amountCovered', { type: 'Cents' }),
    percentCovered: t.exposeInt('percentCovered'),
    monitored: t.exposeBoolean('monitored'),
    plaidAccount: t.expose('plaidAccount', {
      type: FollowedAccountRef,
      nullable: true,
      description: 'The linked loan whose balance a monitored wysh follows.',
    }),
    status: t.expose('status', { type: AllocationStatusEnum }),
    order: t.exposeInt('order'),
    terminatesAt: t.expose('terminatesAt', { type: 'DateTime', nullable: true }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    wysh: t.expose('wysh', { type: WyshRef }),
    recipient: t.expose('recipient', { type: WyshRecipientRef, nullable: true }),
  }),
});

const AllocationHistoryRef = builder.objectRef<AllocationHistoryView>('WyshAllocationHistory').implement({
  description: "A change of an allocation's amount.",
  fields: (t) => ({
    id: t.exposeID('id'),
    wyshAllocationId: t.exposeID('wyshAllocationId'),
    name: t.exposeString('name', { description: "The allocation's name." }),
    amount: t.expose('amount', { type: 'Cents' }),
    change: t.expose('change', { type: 'Cents' }),
    direction: t.expose('direction', { type: DirectionEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const AllocationSummaryRef = builder.objectRef<AllocationSummaryView>('AllocationSummary').implement({
  fields: (t) => ({
    activeCount: t.exposeInt('activeCount'),
    totalAmount: t.expose('totalAmount', { type: 'Cents' }),
    percentCovered: t.exposeInt('percentCovered', {
      nullable: true,
      description: 'floor(cover / total x 100); null without a cover or wyshes.',
    }),
  }),
});

// ---- queries ----------------------------------------------------------------------------------------------

builder.queryFields((t) => ({
  wyshes: t.field({
    type: [WyshRef],
    description: 'The active wyshes of the catalogue, in order (public).',
    resolve: (_root, _args, { services }) => services.wyshes.wyshes(),
  }),
  wysh: t.field({
    type: WyshRef,
    nullable: true,
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, { slug }, { services }) => services.wyshes.wysh(slug),
  }),
  wyshCategories: t.field({
    type: [WyshCategoryRef],
    description: 'The categories with their wyshes, in order (public).',
    resolve: (_root, _args, { services }) => services.wyshes.wyshCategories(),
  }),
  wyshAllocations: t.field({
    type: [WyshAllocationRef],
    description: "The signed-in person's wyshes, in their order (active ones unless a status is given).",
    args: { status: t.arg({ type: AllocationStatusEnum }) },
    resolve: async (_root, { status }, { services, viewer }) =>
      services.wyshes.wyshAllocations(await viewer(), status ?? 'active'),
  }),
  allocationSummary: t.field({
    type: AllocationSummaryRef,
    resolve: async (_root, _args, { services, viewer }) => services.wyshes.allocationSummary(await viewer()),
  }),
  allocationHistories: t.field({
    type: [AllocationHistoryRef],
    description: "Changes of one of the person's allocations, or of all of them; newest first.",
    args: { wyshAllocationId: t.arg.id() },
    resolve: async (_root, { wyshAllocationId }, { services, viewer }) => {
      const result = await services.wyshes.allocationHistories(
        await viewer(),
        wyshAllocationId ? String(wyshAllocationId) : null,
      );
      return result.ok ? result.value : [];
    },
  }),
}));

builder.objectFields(ConstellationRef, (t) => ({
  allocationSummary: t.field({
    type: AllocationSummaryRef,
    resolve: async (_constellation, _args, { services, viewer }) =>
      services.wyshes.allocationSummary(await viewer()),
  }),
  wyshAllocations: t.field({
    type: [WyshAllocationRef],
    resolve: async (_constellation, _args, { services, viewer }) =>
      services.wyshes.wyshAllocations(await viewer(), 'active'),
  }),
}));

// ---- mutations --------------------------------------------------------------------------------------------

const AllocationPayload = builder
  .objectRef<{ wyshAllocation?: WyshAllocationView; error?: UserErrorShape | null }>('WyshAllocationPayload')
  .implement({
    fields: (t) => ({
      wyshAllocation: t.expose('wyshAllocation', { type: WyshAllocationRef, nullable: true }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

const RecipientPayload = builder
  .objectRef<{ recipient?: WyshRecipientView; error?: UserErrorShape | null }>('WyshRecipientPayload')
  .implement({
    fields: (t) => ({
      recipient: t.expose('recipient', { type: WyshRecipientRef, nullable: true }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

const DestroyRecipientPayload = builder
  .objectRef<{ success: boolean; error?: UserErrorShape | null }>('DestroyWyshRecipientPayload')
  .implement({
    fields: (t) => ({
      success: t.exposeBoolean('success'),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

const CreateInput = builder.inputType('CreateWyshAllocationInput', {
  fields: (t) => ({
    wyshId: t.id({ required: true }),
    amount: t.field({ type: 'Cents', required: true, description: 'Whole dollars, in cents.' }),
  }),
});

const UpdateInput = builder.inputType('UpdateWyshAllocationInput', {
  fields: (t) => ({
    wyshAllocationId: t.id({ required: true }),
    amount: t.field({ type: 'Cents' }),
    order: t.int(),
  }),
});

const AllocationIdInput = builder.inputType('WyshAllocationIdInput', {
  fields: (t) => ({ wyshAllocationId: t.id({ required: true }) }),
});

const MonitorInput = builder.inputType('MonitorWyshAllocationInput', {
  fields: (t) => ({
    wyshAllocationId: t.id({ required: true }),
    plaidAccountId: t.id({
      required: true,
      description: "One of the viewer's linked loans (PlaidAccount id).",
    }),
  }),
});

const recipientFields = {
  name: 'name',
  countryCode: 'countryCode',
  accountNumber: 'accountNumber',
  phoneNumber: 'phoneNumber',
  websiteUrl: 'websiteUrl',
  email: 'email',
  relationship: 'relationship',
} as const;

const CreateRecipientInput = builder.inputType('CreateWyshRecipientInput', {
  fields: (t) => ({
    wyshAllocationId: t.id({ required: true }),
    kind: t.field({ type: RecipientKindEnum, required: true }),
    ...Object.fromEntries(Object.keys(recipientFields).map((key) => [key, t.string()])),
  }),
});

const UpdateRecipientInput = builder.inputType('UpdateWyshRecipientInput', {
  fields: (t) => ({
    recipientId: t.id({ required: true }),
    kind: t.field({ type: RecipientKindEnum }),
    ...Object.fromEntries(Object.keys(recipientFields).map((key) => [key, t.string()])),
  }),
});

const RecipientIdInput = builder.inputType('WyshRecipientIdInput', {
  fields: (t) => ({ recipientId: t.id({ required: true }) }),
});

type RecipientArgs = Partial<Record<keyof typeof recipientFields, string | null>> & { kind?: string | null };
const recipientOf = (input: RecipientArgs) => ({
  kind: input.kind,
  name: input.name,
  countryCode: input.countryCode,
  accountNumber: input.accountNumber,
  phoneNumber: input.phoneNumber,
  websiteUrl: input.websiteUrl,
  email: input.email,
  relationship: input.relationship,
});

builder.mutationFields((t) => ({
  createWyshAllocation: t.field({
    type: AllocationPayload,
    args: { input: t.arg({ type: CreateInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(
        await services.wyshes.createWyshAllocation(await viewer(), {
          wyshId: String(input.wyshId),
          amount: input.amount,
        }),
      ),
  }),
  updateWyshAllocation: t.field({
    type: AllocationPayload,
    args: { input: t.arg({ type: UpdateInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(
        await services.wyshes.updateWyshAllocation(await viewer(), {
          wyshAllocationId: String(input.wyshAllocationId),
          amount: input.amount,
          order: input.order,
        }),
      ),
  }),
  decommissionWyshAllocation: t.field({
    type: AllocationPayload,
    args: { input: t.arg({ type: AllocationIdInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(
        await services.wyshes.decommissionWyshAllocation(await viewer(), {
          wyshAllocationId: String(input.wyshAllocationId),
        }),
      ),
  }),
  monitorWyshAllocation: t.field({
    type: AllocationPayload,
    description: "The wysh follows a linked loan: its amount becomes the loan's balance, kept so daily.",
    args: { input: t.arg({ type: MonitorInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(
        await services.wyshes.monitorWyshAllocation(await viewer(), {
          wyshAllocationId: String(input.wyshAllocationId),
          plaidAccountId: String(input.plaidAccountId),
        }),
      ),
  }),
  unmonitorWyshAllocation: t.field({
    type: AllocationPayload,
    description: 'Turns monitoring off, so the amount can be edited again.',
    args: { input: t.arg({ type: AllocationIdInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(
        await services.wyshes.unmonitorWyshAllocation(await viewer(), {
          wyshAllocationId: String(input.wyshAllocationId),
        }),
      ),
  }),
  createWyshAllocationRecipient: t.field({
    type: RecipientPayload,
    args: { input: t.arg({ type: CreateRecipientInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(
        await services.wyshes.createWyshAllocationRecipient(await viewer(), {
          wyshAllocationId: String(input.wyshAllocationId),
          ...recipientOf(input as RecipientArgs),
        }),
      ),
  }),
  updateWyshAllocationRecipient: t.field({
    type: RecipientPayload,
    args: { input: t.arg({ type: UpdateRecipientInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(
        await services.wyshes.updateWyshAllocationRecipient(await viewer(), {
          recipientId: String(input.recipientId),
          ...recipientOf(input as RecipientArgs),
        }),
      ),
  }),
  destroyWyshAllocationRecipient: t.field({
    type: DestroyRecipientPayload,
    args: { input: t.arg({ type: RecipientIdInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(
        await services.wyshes.destroyWyshAllocationRecipient(await viewer(), {
          recipientId: String(input.recipientId),
        }),
      ),
  }),
}));
