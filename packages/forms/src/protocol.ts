// The server-driven form protocol (spec 001 §2.4-2.5, §3.1, §4.2): what the API sends as a form and what the
// web app renders. One zod schema per shape; the types are inferred from them. The API checks every flow
// definition against these schemas at start-up and before it sends a form; the web app imports the types only
// (`import type`), so zod never reaches the browser bundle; the constants it needs at run time are in the zod-free
// constants.ts (re-exported here) and group-mutations.ts.
import { z } from 'zod';
import { ACTION_COMMANDS, FORM_LAYOUTS } from './constants.ts';

export * from './constants.ts';

// ---------------------------------------------------------------------------------------------------------
// Actions (spec 001 §3.1 "Action", §4.2 "Action runner")

/**
 * One argument of a command. `sourceType` says where its value comes from:
 * - `literal`: `source` is the value itself (a string; `valueType` converts it);
 * - `input`: `source` is the key of an input item of the form, whose current value is taken;
 * - `formAction`: the value the previous action passed on (setFormAction); `source` is unused.
 */
export const ActionArgumentSchema = z.strictObject({
  name: z.string().min(1),
  source: z.string().optional(),
  sourceType: z.enum(['literal', 'input', 'formAction']).default('literal'),
  valueType: z.enum(['boolean', 'float', 'int', 'string']).default('string'),
});
export type ActionArgument = z.infer<typeof ActionArgumentSchema>;

/**
 * `api` and `validation` actions name a command in `destination` (validation actions: validateForm,
 * formUnchangedSubmitWarning, formUnsavedDiffWarning); `link` actions name a path of the web app (or an
 * absolute https URL, opened in a new tab) in `destination`.
 */
export const ActionSchema = z
  .strictObject({
    type: z.enum(['api', 'link', 'validation']),
    command: z.strictObject({
      destination: z.string().min(1),
      arguments: z.array(ActionArgumentSchema).default([]),
    }),
  })
  .refine(
    (action) =>
      action.type === 'link' || (ACTION_COMMANDS as readonly string[]).includes(action.command.destination),
    { message: 'An api or validation action names a known command in destination.' },
  );
export type Action = z.infer<typeof ActionSchema>;

// ---------------------------------------------------------------------------------------------------------
// Items (spec 001 §2.5, §3.1 "Item")

const OptionSchema = z.strictObject({ label: z.string(), value: z.string() });
export type Option = z.infer<typeof OptionSchema>;

/** What every input item's content carries. `id` is the field id answers are keyed by (fieldId). */
const inputBase = {
  id: z.string().min(1),
  label: z.string().optional(),
  placeholder: z.string().optional(),
  hint: z.string().optional(),
  required: z.boolean().default(false),
  disabled: z.boolean().default(false),
};

const ButtonContent = z.strictObject({
  text: z.string(),
  /** `hidden` renders nothing: in a modal layout its actions run when the overlay is dismissed. */
  style: z.enum(['primary', 'secondary', 'tertiary', 'link', 'hidden']).default('primary'),
  primary: z.boolean().default(false),
  disabled: z.boolean().default(false),
  actions: z.array(ActionSchema).default([]),
});

const TextContent = z.strictObject({
  text: z.string(),
  /** Sanitised on the server: only b, i, em, strong, a[href], br, p, ul, ol, li. */
  html: z.string().optional(),
  color: z.string().optional(),
  typography: z.enum(['pretitle', 'title', 'subtitle', 'body', 'caption', 'label']).default('body'),
  style: z.enum(['plain', 'pill']).default('plain'),
  backgroundColor: z.string().optional(),
});

const ItemSchemas = {
  button: ButtonContent,
  decoration: z.strictObject({ slug: z.string().min(1) }),
  image: z.strictObject({
    name: z.string().min(1),
    alt: z.string().default(''),
    alignment: z.enum(['leading', 'center', 'trailing']).default('center'),
    width: z.number().int().positive().optional(),
    height: z.number().int().positive().optional(),
    fillColor: z.string().optional(),
  }),
  inputCheckbox: z.strictObject({
    ...inputBase,
    value: z.boolean().default(false),
    /** Keys of api groups to run (createAcknowledgements) when this box is ticked. */
    acknowledgementGroupKeys: z.array(z.string()).default([]),
  }),
  inputDate: z.strictObject({
    ...inputBase,
    /** ISO yyyy-MM-dd. */
    value: z.string().nullable().default(null),
    min: z.string().optional(),
    max: z.string().optional(),
    /** A birthdate: the combined rule ("Please enter a valid date") and age checks apply. */
    birthdate: z.boolean().default(false),
  }),
  inputDirectUpload: z.strictObject({
    ...inputBase,
    attachableTypes: z.array(z.string()).default(['image/jpeg', 'image/png', 'application/pdf']),
    multiple: z.boolean().default(false),
    /** Signed blob ids of files already uploaded. */
    value: z.array(z.string()).default([]),
  }),
  inputMultiSelect: z.strictObject({
    ...inputBase,
    options: z.array(OptionSchema).min(1),
    value: z.array(z.string()).default([]),
  }),
  inputNumeric: z.strictObject({
    ...inputBase,
    value: z.number().nullable().default(null),
    min: z.number().optional(),
    max: z.number().optional(),
    /** Decimal places: 0 sends an integer, more sends a decimal. Money inputs are whole dollars. */
    precision: z.number().int().min(0).max(4).default(0),
    currency: z.boolean().default(false),
    unit: z.string().optional(),
  }),
  inputSingleSelect: z.strictObject({
    ...inputBase,
    format: z.enum(['blobs', 'dropdown', 'radio', 'rectangles']).default('radio'),
    options: z.array(OptionSchema).min(1),
    value: z.string().nullable().default(null),
  }),
  inputSlider: z.strictObject({
    ...inputBase,
    value: z.number(),
    ticks: z.array(z.strictObject({ value: z.number(), label: z.string() })).min(2),
    valueBase: z.number().default(0),
    increment: z.number().positive(),
    characterMax: z.number().int().positive().default(20),
    textEditable: z.boolean().default(true),
    minErrorMessage: z.string().optional(),
    maxErrorMessage: z.string().optional(),
    leftTextLabel: z.string().optional(),
    rightTextLabel: z.string().optional(),
  }),
  inputTaxId: z.strictObject({
    ...inputBase,
    /** Never the number: the server only says whether one is on file (shown masked ***-**-****). */
    prefilled: z.boolean().default(false),
  }),
  inputText: z.strictObject({
    ...inputBase,
    value: z.string().nullable().default(null),
    format: z.enum(['singleLine', 'multiLine']).default('singleLine'),
    /** What the text is: picks the validation rules and the keyboard (email, name, middleInitial...). */
    element: z
      .enum([
        'text',
        'email',
        'name',
        'middleInitial',
        'suffix',
        'phone',
        'street',
        'city',
        'state',
        'postalCode',
      ])
      .default('text'),
    characterMax: z.number().int().positive().optional(),
  }),
  inputToggle: z.strictObject({ ...inputBase, value: z.boolean().default(false) }),
  inputUnitized: z.strictObject({
    ...inputBase,
    /** Parts of one value, e.g. height in feet and inches; all required when the item is. */
    units: z
      .array(
        z.strictObject({
          key: z.string().min(1),
          label: z.string(),
          unit: z.string(),
          min: z.number().optional(),
          max: z.number().optional(),
        }),
      )
      .min(1),
    value: z.record(z.string(), z.number().nullable()).default({}),
  }),
  listRow: z.strictObject({
    leadingColumn: z.strictObject({ text: z.string(), subtext: z.string().optional() }),
    trailingColumn: z.strictObject({ text: z.string().optional(), icon: z.string().optional() }).optional(),
    showsDivider: z.boolean().default(true),
    verticalPadding: z.number().int().min(0).default(12),
    actions: z.array(ActionSchema).default([]),
  }),
  space: z.strictObject({ min: z.number().int().min(0).default(16), mode: z.enum(['fixed', 'flexible']) }),
  text: TextContent,
} as const;

export type ItemType = keyof typeof ItemSchemas;
export const ITEM_TYPES = Object.keys(ItemSchemas) as ItemType[];
export const INPUT_ITEM_TYPES = ITEM_TYPES.filter((type) => type.startsWith('input'));

function itemOf<T extends ItemType>(type: T) {
  return z.strictObject({ key: z.string().min(1), type: z.literal(type), content: ItemSchemas[type] });
}

export const ItemSchema = z.discriminatedUnion('type', [
  itemOf('button'),
  itemOf('decoration'),
  itemOf('image'),
  itemOf('inputCheckbox'),
  itemOf('inputDate'),
  itemOf('inputDirectUpload'),
  itemOf('inputMultiSelect'),
  itemOf('inputNumeric'),
  itemOf('inputSingleSelect'),
  itemOf('inputSlider'),
  itemOf('inputTaxId'),
  itemOf('inputText'),
  itemOf('inputToggle'),
  itemOf('inputUnitized'),
  itemOf('listRow'),
  itemOf('space'),
  itemOf('text'),
]);
export type Item = z.infer<typeof ItemSchema>;
export type ItemOf<T extends ItemType> = Extract<Item, { type: T }>;
export type InputItem = Extract<Item, { type: `input${string}` }>;

// ---------------------------------------------------------------------------------------------------------
// Groups (spec 001 §2.5, §3.1 "Group detail")

export const ContainerAttributesSchema = z.strictObject({
  backgroundColor: z.string().optional(),
  margin: z.number().int().min(0).optional(),
  verticalPadding: z.number().int().min(0).optional(),
  horizontalPadding: z.number().int().min(0).optional(),
  cornerRadius: z.number().int().min(0).optional(),
  shadow: z.boolean().optional(),
});

/**
 * - `address`: items street1, street2, city, state, postalCode (by the keys in itemKeys, in that order),
 *   rendered as one address input with autocomplete and verification; `verified` (set by the server) says the
 *   address the items hold is the one on file, verified by the address provider: shown as verified.
 * - `phone`: one inputText item holding a US number (country code 1 is implied).
 * - `container`, `component`: lay their items out together, with the container attributes.
 * - `api`: not rendered; executeGroupApi / createAcknowledgements run its mutation by `mutationKey` with a
 *   body built from the inputs named in `mutationVariables` (and the fixed `mutationBody`).
 */
export const GroupSchema = z.strictObject({
  key: z.string().min(1),
  type: z.enum(['address', 'phone', 'container', 'component', 'api']),
  itemKeys: z.array(z.string()).default([]),
  replacementKey: z.string().optional(),
  attributesSet: ContainerAttributesSchema.optional(),
  /** One of GROUP_MUTATION_KEYS (group-mutations.ts); the server's start-up check refuses a key it does not run. */
  mutationKey: z.string().optional(),
  mutationBody: z.record(z.string(), z.unknown()).optional(),
  mutationVariables: z.array(z.string()).optional(),
  verified: z.boolean().optional(),
});
export type Group = z.infer<typeof GroupSchema>;

// ---------------------------------------------------------------------------------------------------------
// Forms (spec 001 §2.4, §3.1 "Form")

export const FormSchema = z
  .strictObject({
    id: z.string().min(1),
    slug: z.string().min(1),
    layout: z.enum(FORM_LAYOUTS),
    description: z.string().optional(),
    flow: z.strictObject({ slug: z.string().min(1) }),
    items: z.array(ItemSchema),
    groups: z.array(GroupSchema).default([]),
    /** When now is past effectiveUntil, these actions replace any button's actions. */
    expiration: z.strictObject({ effectiveUntil: z.string(), actions: z.array(ActionSchema) }).optional(),
    leadingNavigationButton: z
      .strictObject({ style: z.enum(['back', 'close']), actions: z.array(ActionSchema) })
      .optional(),
    /** Read-only form: every input is disabled. */
    disabled: z.boolean().default(false),
  })
  .superRefine((form, context) => {
    const keys = new Set<string>();
    const ids = new Set<string>();
    for (const item of form.items) {
      if (keys.has(item.key))
        context.addIssue({ code: 'custom', message: `Item key "${item.key}" repeats.` });
      keys.add(item.key);
      if (item.type.startsWith('input')) {
        const id = (item.content as { id: string }).id;
        if (ids.has(id)) context.addIssue({ code: 'custom', message: `Field id "${id}" repeats.` });
        ids.add(id);
      }
    }
    for (const group of form.groups) {
      for (const key of group.itemKeys) {
        if (!keys.has(key))
          context.addIssue({ code: 'custom', message: `Group "${group.key}" names unknown item "${key}".` });
      }
    }
  });
export type Form = z.infer<typeof FormSchema>;

/**
 * One answer of createResponse. The value's shape follows the input type (see docs/flows-contract.md). The
 * browser sends input item types; the server reads whatever string arrived (`FieldResponse<string>`) and
 * checks it against its own copy of the form.
 */
export type FieldResponse<InputType extends string = Extract<ItemType, `input${string}`>> = {
  fieldId: string;
  inputType: InputType;
  required: boolean;
  /** Absent counts as null (no answer). */
  value?: unknown;
};
