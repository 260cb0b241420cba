// Beneficiaries over GraphQL (spec 001 §3.2, §7.4): thin resolvers over the service; failures are payload errors.
import { builder } from '../../graphql/base/builder.ts';
import { payloadOf, UserErrorRef, valueOf, type UserErrorShape } from '../../graphql/base/user-error.ts';
import type {
  BeneficiariesView,
  BeneficiaryAddressView,
  BeneficiaryContactView,
  BeneficiaryView,
} from './beneficiaries.views.ts';

const BeneficiaryTypeEnum = builder.enumType('BeneficiaryType', {
  values: {
    INDIVIDUAL: { value: 'individual' },
    MINOR: { value: 'minor', description: 'Under 21, with a parent or guardian.' },
    ORGANIZATION: { value: 'organization' },
    TRUST: { value: 'trust' },
  } as const,
});

const ResponsibilityEnum = builder.enumType('BeneficiaryResponsibility', {
  values: {
    PRIMARY: { value: 'primary' },
    BACKUP: { value: 'backup', description: 'Contingent: paid when no primary survives.' },
  } as const,
});

const AddressRef = builder.objectRef<BeneficiaryAddressView>('BeneficiaryAddress').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    street1: t.exposeString('street1'),
    street2: t.exposeString('street2', { nullable: true }),
    city: t.exposeString('city'),
    state: t.exposeString('state'),
    postalCode: t.exposeString('postalCode'),
  }),
});

const IndividualContactRef = builder.objectRef<BeneficiaryContactView>('IndividualContact').implement({
  description: 'An individual or a minor (with the parent or guardian).',
  fields: (t) => ({
    id: t.exposeID('id'),
    firstName: t.exposeString('firstName', { nullable: true }),
    middleInitial: t.exposeString('middleInitial', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    suffix: t.exposeString('suffix', { nullable: true }),
    relationship: t.exposeString('relationship', { nullable: true }),
    birthdate: t.exposeString('birthdate', { nullable: true, description: 'yyyy-MM-dd' }),
    countryCode: t.exposeString('countryCode'),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    parentGuardianInfo: t.exposeString('parentGuardianInfo', { nullable: true }),
    taxIdSet: t.exposeBoolean('taxIdSet', { description: 'The tax id itself is never returned.' }),
    requiredAddress: t.field({ type: AddressRef, nullable: true, resolve: (contact) => contact.address }),
  }),
});

const OrganizationContactRef = builder.objectRef<BeneficiaryContactView>('OrganizationContact').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name', { nullable: true }),
    countryCode: t.exposeString('countryCode'),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    businessType: t.exposeString('businessType', { nullable: true }),
    taxIdSet: t.exposeBoolean('taxIdSet', { description: 'The tax id itself is never returned.' }),
    requiredAddress: t.field({ type: AddressRef, nullable: true, resolve: (contact) => contact.address }),
  }),
});

const TrustContactRef = builder.objectRef<BeneficiaryContactView>('TrustContact').implement({
  description: "A trust; firstName and lastName are its trustee's.",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name', { nullable: true }),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    countryCode: t.exposeString('countryCode'),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    dateOfTrust: t.exposeString('dateOfTrust', { nullable: true, description: 'yyyy-MM-dd' }),
    trusteeTaxIdSet: t.boolean({
      description: "The trustee's tax id itself is never returned.",
      resolve: (contact) => contact.taxIdSet,
    }),
    nullableAddress: t.field({ type: AddressRef, nullable: true, resolve: (contact) => contact.address }),
  }),
});

const ContactRef = builder.unionType('BeneficiaryContact', {
  types: [IndividualContactRef, OrganizationContactRef, TrustContactRef],
  resolveType: (contact) =>
    contact.kind === 'organization'
      ? OrganizationContactRef
      : contact.kind === 'trust'
        ? TrustContactRef
        : IndividualContactRef,
});

const AssignedEntityRef = builder
  .objectRef<BeneficiaryView['assignedEntity']>('BeneficiaryAssignedEntity')
  .implement({
    description:
      'What the beneficiary belongs to: the insurance membership before a policy, then the policy.',
    fields: (t) => ({
      type: t.exposeString('type', { description: 'InsuranceMembership or Policy.' }),
      id: t.exposeID('id'),
    }),
  });

export const BeneficiaryRef = builder.objectRef<BeneficiaryView>('Beneficiary').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    allocation: t.exposeInt('allocation', { description: "A whole percentage of its group's share." }),
    assignedEntity: t.expose('assignedEntity', { type: AssignedEntityRef }),
    contact: t.field({ type: ContactRef, resolve: (beneficiary) => beneficiary.contact }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    responsibility: t.expose('responsibility', { type: ResponsibilityEnum }),
    type: t.expose('type', { type: BeneficiaryTypeEnum }),
    carriesId: t.exposeID('carriesId', {
      nullable: true,
      description:
        "In a policy's change: the beneficiary of the set before it that this one carries forward (null: added by the change).",
    }),
  }),
});

const BeneficiariesRef = builder.objectRef<BeneficiariesView>('Beneficiaries').implement({
  fields: (t) => ({
    list: t.expose('list', { type: [BeneficiaryRef], description: 'The primary beneficiaries.' }),
    backup: t.expose('backup', { type: [BeneficiaryRef], description: 'The backup (contingent) ones.' }),
    pending: t.expose('pending', {
      type: [BeneficiaryRef],
      description: "Changes to a policy's beneficiaries waiting for the owner's acknowledgement.",
    }),
  }),
});

const ContactInput = builder.inputType('BeneficiaryContactInput', {
  description:
    'The fields of its kind are kept, the others ignored. On update, a field not sent is unchanged.',
  fields: (t) => ({
    firstName: t.string(),
    middleInitial: t.string(),
    lastName: t.string(),
    suffix: t.string(),
    relationship: t.string(),
    birthdate: t.string({ description: 'yyyy-MM-dd or MM/dd/yyyy.' }),
    name: t.string({ description: "An organization's or a trust's name." }),
    businessType: t.string(),
    dateOfTrust: t.string(),
    parentGuardianInfo: t.string(),
    phoneNumber: t.string(),
    email: t.string(),
  }),
});

const AddressInput = builder.inputType('BeneficiaryAddressInput', {
  fields: (t) => ({
    street1: t.string({ required: true }),
    street2: t.string(),
    city: t.string({ required: true }),
    state: t.string({ required: true }),
    postalCode: t.string({ required: true }),
  }),
});

const SensitiveValueInput = builder.inputType('SensitiveValueInput', {
  description: 'A value the browser encrypted with sensitiveDataKey (RSA-OAEP-256).',
  fields: (t) => ({
    keyId: t.id({ required: true }),
    ciphertext: t.string({ required: true }),
  }),
});

const detailsFields = {
  contact: ContactInput,
  address: AddressInput,
  taxId: SensitiveValueInput,
} as const;

const CreateInput = builder.inputType('CreateBeneficiaryInput', {
  fields: (t) => ({
    lineOfBusiness: t.string({ description: 'Defaults to wysh-insurance.' }),
    type: t.field({ type: BeneficiaryTypeEnum, required: true }),
    responsibility: t.field({ type: ResponsibilityEnum, required: true }),
    contact: t.field({ type: detailsFields.contact }),
    address: t.field({ type: detailsFields.address, description: 'Required except for a trust.' }),
    taxId: t.field({ type: detailsFields.taxId }),
    trusteeTaxId: t.field({ type: detailsFields.taxId, description: "A trust's: its trustee's tax id." }),
  }),
});

const UpdateInput = builder.inputType('UpdateBeneficiaryInput', {
  fields: (t) => ({
    beneficiaryId: t.id({ required: true }),
    contact: t.field({ type: detailsFields.contact }),
    address: t.field({
      type: detailsFields.address,
      description: 'Not sent: unchanged; null: none (a trust only).',
    }),
    taxId: t.field({ type: detailsFields.taxId, description: 'Sent only when edited.' }),
    trusteeTaxId: t.field({ type: detailsFields.taxId, description: 'Sent only when edited.' }),
  }),
});

const DestroyInput = builder.inputType('DestroyBeneficiaryInput', {
  fields: (t) => ({
    beneficiaryId: t.id({ required: true }),
    responsibility: t.field({ type: ResponsibilityEnum }),
    promoteBackup: t.boolean({ description: 'Removing the last primary: the backups become primaries.' }),
    destroyBackup: t.boolean({ description: 'Removing the last primary: the backups are removed too.' }),
  }),
});

const AllocationInput = builder.inputType('BeneficiaryAllocationInput', {
  fields: (t) => ({
    beneficiaryId: t.id({ required: true }),
    allocation: t.float({ required: true, description: 'A whole percentage above 0.' }),
  }),
});

const UpdateAllocationInput = builder.inputType('UpdateBeneficiaryAllocationInput', {
  fields: (t) => ({
    beneficiaryAllocations: t.field({ type: [AllocationInput], required: true }),
  }),
});

type Payload = {
  beneficiary?: BeneficiaryView;
  beneficiaries?: BeneficiariesView;
  status?: string;
  success: boolean;
  error?: UserErrorShape | null;
};

export function payloadType(name: string, options: { beneficiary?: boolean; status?: boolean } = {}) {
  return builder.objectRef<Payload>(name).implement({
    fields: (t) => ({
      ...(options.beneficiary
        ? { beneficiary: t.expose('beneficiary', { type: BeneficiaryRef, nullable: true }) }
        : {}),
      ...(options.status
        ? { status: t.exposeString('status', { nullable: true, description: '"updated" on success.' }) }
        : {}),
      beneficiaries: t.expose('beneficiaries', {
        type: BeneficiariesRef,
        nullable: true,
        description: 'All of them after the change.',
      }),
      success: t.exposeBoolean('success'),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });
}

const CreatePayload = payloadType('CreateBeneficiaryPayload', { beneficiary: true });
const UpdatePayload = payloadType('UpdateBeneficiaryPayload', { beneficiary: true });
const DestroyPayload = payloadType('DestroyBeneficiaryPayload');
const AllocationPayload = payloadType('UpdateBeneficiaryAllocationPayload', { status: true });

export const id = (value: string | number) => String(value);

builder.queryField('getBeneficiaries', (t) =>
  t.field({
    type: BeneficiariesRef,
    description: "The signed-in user's beneficiaries in a line of business (wysh-insurance by default).",
    args: { lineOfBusiness: t.arg.string() },
    resolve: async (_root, args, { services, viewer }) =>
      valueOf(await services.beneficiaries.getBeneficiaries(await viewer(), args)),
  }),
);

builder.mutationField('createBeneficiary', (t) =>
  t.field({
    type: CreatePayload,
    description: 'Adds a beneficiary; its group (primary or backup) is split evenly again.',
    args: { input: t.arg({ type: CreateInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(
        await services.beneficiaries.createBeneficiary(await viewer(), {
          ...input,
          taxId: input.taxId ?? input.trusteeTaxId,
        }),
      ),
  }),
);

builder.mutationField('updateBeneficiary', (t) =>
  t.field({
    type: UpdatePayload,
    args: { input: t.arg({ type: UpdateInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(
        await services.beneficiaries.updateBeneficiary(await viewer(), {
          ...input,
          beneficiaryId: id(input.beneficiaryId),
          taxId: input.taxId ?? input.trusteeTaxId,
        }),
      ),
  }),
);

builder.mutationField('destroyBeneficiary', (t) =>
  t.field({
    type: DestroyPayload,
    description:
      'Removes a beneficiary. Removing the last primary while backups exist needs promoteBackup or destroyBackup.',
    args: { input: t.arg({ type: DestroyInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(
        await services.beneficiaries.destroyBeneficiary(await viewer(), {
          ...input,
          beneficiaryId: id(input.beneficiaryId),
        }),
      ),
  }),
);

builder.mutationField('updateBeneficiaryAllocation', (t) =>
  t.field({
    type: AllocationPayload,
    description: 'All or nothing: the new shares must leave primaries and backups each summing to 100.',
    args: { input: t.arg({ type: UpdateAllocationInput, required: true }) },
    resolve: async (_root, { input }, { services, viewer }) =>
      payloadOf(
        await services.beneficiaries.updateBeneficiaryAllocation(await viewer(), {
          beneficiaryAllocations: input.beneficiaryAllocations.map((entry) => ({
            beneficiaryId: id(entry.beneficiaryId),
            allocation: entry.allocation,
          })),
        }),
      ),
  }),
);
