// Small builders of forms and actions for the flows tests. Forms go through the protocol's own schema, so a
// test form is a valid one, with the defaults the server would fill in.
import { FormSchema, type Action, type ActionArgument, type Form } from '@wysh/forms/protocol';

type RawItem = { key: string; type: string; content: Record<string, unknown> };

export function buildForm(
  items: RawItem[],
  extra: Partial<
    Record<'slug' | 'layout' | 'groups' | 'expiration' | 'leadingNavigationButton', unknown>
  > = {},
): Form {
  return FormSchema.parse({
    id: `form-${extra.slug ?? 'one'}`,
    slug: 'one',
    layout: 'vertical',
    flow: { slug: 'test-flow' },
    items,
    ...extra,
  });
}

export function input(type: string, id: string, content: Record<string, unknown> = {}): RawItem {
  return { key: id, type, content: { id, label: id, ...content } };
}

export function button(key: string, actions: Action[], content: Record<string, unknown> = {}): RawItem {
  return { key, type: 'button', content: { text: key.toUpperCase(), actions, ...content } };
}

export function arg(
  name: string,
  source?: string,
  sourceType: ActionArgument['sourceType'] = 'literal',
  valueType: ActionArgument['valueType'] = 'string',
): ActionArgument {
  return { name, source, sourceType, valueType };
}

export function api(destination: string, args: ActionArgument[] = []): Action {
  return { type: 'api', command: { destination, arguments: args } };
}

export function validation(destination: string, args: ActionArgument[] = []): Action {
  return { type: 'validation', command: { destination, arguments: args } };
}

export function link(destination: string): Action {
  return { type: 'link', command: { destination, arguments: [] } };
}
