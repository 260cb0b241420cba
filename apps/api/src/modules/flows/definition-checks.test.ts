import { describe, expect, it } from 'vitest';
import { checkFlowDefinitions } from './definition-checks.ts';
import { flowDefinitions } from './definitions/all-flows.ts';
import { api, button, editActions, reviewRow, text, textInput } from './definitions/build.ts';
import type { FlowDefinition, FormDefinition } from './flow-definition.ts';
import { createFlowRegistry, FlowDefinitionError } from './flow-registry.ts';

const form = (
  slug: string,
  items = [text('title', 'Hello', 'title')],
  extra: Partial<FormDefinition> = {},
) => ({
  form: { slug, layout: 'vertical' as const, items },
  ...extra,
});
const flow = (
  slug: string,
  forms: FormDefinition[],
  extra: Partial<FlowDefinition> = {},
): FlowDefinition => ({
  slug,
  terminalBehavior: 'finish',
  defaultScope: 'new_policy',
  forms,
  ...extra,
});

describe('flow definitions', () => {
  it('the flows of the product pass every check and compile', () => {
    expect(checkFlowDefinitions(flowDefinitions)).toEqual([]);
    const registry = createFlowRegistry(flowDefinitions);
    expect(registry.flows.map((compiled) => compiled.slug)).toEqual([
      'onboarding-intro',
      'insurance-profile',
      'ineligibility-warning',
      'pre-verified-initial-data',
      'account-profile',
      'estimate-form',
      'beneficiary',
      'underwriting-interview',
      'post-underwriting',
      'purchase-policy',
    ]);
    // Sent as FormSchema outputs them: defaults filled in.
    const name = registry.flow('insurance-profile')!.form('insurance-profile-name')!.form;
    expect(name).toMatchObject({
      id: 'insurance-profile/insurance-profile-name',
      flow: { slug: 'insurance-profile' },
    });
    expect(name.groups).toEqual([]);
  });

  it.each<[string, FlowDefinition[], string]>([
    [
      'an unknown next form',
      [flow('f', [form('a', undefined, { next: [{ when: { action: 'x' }, form: 'nowhere' }] })])],
      'Flow "f", form "a": next form "nowhere" is not a form of this flow',
    ],
    [
      'an unknown otherwise',
      [flow('f', [form('a', undefined, { otherwise: 'b' })])],
      'Flow "f", form "a": next form "b" is not a form of this flow',
    ],
    [
      'a form slug used by two flows',
      [flow('f', [form('a')]), flow('g', [form('a')])],
      'Flow "g", form "a": the slug is already a form of flow "f"',
    ],
    [
      'a sealed answer no text input of the flow asks for',
      [flow('f', [form('a', [textInput('n', 'licence', 'text')])], { sealedAnswers: ['licnce'] })],
      'Flow "f", sealed answer "licnce" is not a text input of this flow (outside the profile)',
    ],
    [
      'a flow slug used twice',
      [flow('f', [form('a')]), flow('f', [form('b')])],
      'Flow "f": the slug repeats',
    ],
    [
      'a form FormSchema refuses',
      [flow('f', [form('a', [{ key: 'x', type: 'inputText', content: {} } as never])])],
      'Flow "f", form "a": items.0.content.id:',
    ],
    [
      'an unknown item type',
      [flow('f', [form('a', [{ key: 'x', type: 'hologram', content: {} } as never])])],
      'Flow "f", form "a": items.0.type:',
    ],
    [
      'a profile field the profile does not know',
      [flow('f', [form('a', [textInput('x', 'profile.shoeSize', 'text')])])],
      'Flow "f", form "a": field "profile.shoeSize" is not a profile field the profile knows',
    ],
    [
      'a bound field of the wrong type',
      [flow('f', [form('a', [textInput('x', 'profile.birthdate', 'text')])])],
      'Flow "f", form "a": field "profile.birthdate" must be an inputDate, not an inputText',
    ],
    [
      'a rule over a field no form asks for',
      [
        flow('f', [
          form('a', undefined, { next: [{ when: { field: 'height', equals: 'tall' }, form: 'a' }] }),
        ]),
      ],
      'Flow "f", form "a": a rule reads field "height", which no form of this flow asks for',
    ],
    [
      'a field no form asks for, nested in the condition language',
      [
        flow('f', [
          form('a', undefined, {
            next: [{ when: { any: [{ action: 'x' }, { not: { field: 'height', atLeast: 2 } }] }, form: 'a' }],
          }),
        ]),
      ],
      'Flow "f", form "a": a rule reads field "height", which no form of this flow asks for',
    ],
    [
      'a condition outside the condition language',
      [flow('f', [form('a', undefined, { next: [{ when: { field: 'x', ageUnder: 1.5 }, form: 'a' }] })])],
      'Flow "f", form "a": next.0.when: an age bound is a whole number of years',
    ],
    [
      'an edit action to another flow',
      [flow('f', [form('a', [reviewRow('r', 'Name', '{name}', editActions('elsewhere'))])])],
      'Flow "f", form "a": edit action names "elsewhere", which is not a form of this flow',
    ],
    [
      'a text value the review does not know',
      [flow('f', [form('a', [text('t', 'Hi {nickname}')])])],
      'Flow "f", form "a": text names unknown value {nickname}',
    ],
    [
      'a group mutation the server does not run',
      [
        flow('f', [
          {
            form: {
              slug: 'a',
              layout: 'vertical',
              items: [button('b', 'GO', [api('executeGroupApi', [{ name: 'group', source: 'g' }])])],
              groups: [{ key: 'g', type: 'api', mutationKey: 'deleteEverything' }],
            },
          },
        ]),
      ],
      'Flow "f", form "a": api group "g" names mutation "deleteEverything", which the server does not run',
    ],
    [
      'a form nothing leads to',
      [flow('f', [form('a', undefined, { otherwise: 'finish' }), form('b')])],
      'Flow "f", form "b": no rule or order leads to it',
    ],
    ['a reserved slug', [flow('f', [form('finish')])], 'Flow "f", form "finish": "finish" is reserved'],
    [
      'an unknown scope',
      [flow('f', [form('a')], { defaultScope: 'forever' as never })],
      'Flow "f": defaultScope:',
    ],
    [
      'a tax id kept as a plain answer',
      [flow('f', [form('a', [{ key: 's', type: 'inputTaxId', content: { id: 'ssn' } }])])],
      'Flow "f", form "a": tax id field "ssn" must be bound to profile.taxId',
    ],
  ])('refuses %s, naming flow and form', (_case, definitions, message) => {
    const problems = checkFlowDefinitions(definitions);
    expect(
      problems.some((problem) => problem.startsWith(message)),
      problems.join('\n'),
    ).toBe(true);
  });

  it('stops the start with every problem listed', () => {
    const broken = [flow('f', [form('a', undefined, { otherwise: 'b' })]), flow('f', [form('c')])];
    expect(() => createFlowRegistry(broken)).toThrow(FlowDefinitionError);
    expect(() => createFlowRegistry(broken)).toThrow(
      /Broken flow definitions:\n {2}- Flow "f", form "a": next form "b"[\s\S]*Flow "f": the slug repeats/,
    );
  });
});
