// Builders for flow tests: start a flow, fetch forms, answer them the way the web app does (outgoing values,
// the SSN encrypted with the server's public key through WebCrypto, as a browser would).
import { expect } from 'vitest';
import type { Form, InputItem, Item } from '@wysh/forms/protocol';
import type { TestApp } from './test-app.ts';

export type UserError = { code: string; message: string; fields: Array<{ field: string; message: string }> };
export type FlowSession = {
  id: string;
  flowSlug: string;
  flowScope: string;
  formIndex: number;
  currentFormSlug: string | null;
  finished: boolean;
};
export type FieldError = { fieldId: string; code: string; message: string; fullMessage: string };

const sessionFields = 'id flowSlug flowScope formIndex currentFormSlug finished';
const errorFields = 'code message fields { field message }';

const createFlowSession = `mutation ($input: CreateFlowSessionInput!) {
  createFlowSession(input: $input) {
    flow { id slug terminalBehavior defaultScope }
    flowSession { ${sessionFields} }
    form
    error { ${errorFields} }
  }
}`;
const fetchFormMutation = `mutation ($input: FetchFormInput!) {
  fetchForm(input: $input) { form flowSession { ${sessionFields} } error { ${errorFields} } }
}`;
const createResponseMutation = `mutation ($input: CreateResponseInput!) {
  createResponse(input: $input) {
    flowSession { ${sessionFields} }
    validationErrors { fieldId code message fullMessage }
    error { ${errorFields} }
    next { form flowSession { ${sessionFields} } error { ${errorFields} } }
  }
}`;
const executeGroupMutationDocument = `mutation ($input: ExecuteGroupMutationInput!) {
  executeGroupMutation(input: $input) { response error { ${errorFields} } }
}`;

export async function startFlow(
  t: TestApp,
  token: string,
  flowId: string,
  options: { fromStart?: boolean; flowScope?: string } = {},
) {
  const result = await t.graphql<{
    createFlowSession: {
      flow: { id: string; slug: string; terminalBehavior: string; defaultScope: string } | null;
      flowSession: FlowSession | null;
      form: Form | null;
      error: UserError | null;
    };
  }>(createFlowSession, { input: { flowId, ...options } }, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.createFlowSession;
}

export async function startedFlow(t: TestApp, token: string, flowId: string, options = {}) {
  const started = await startFlow(t, token, flowId, options);
  expect(started.error).toBeNull();
  return started.flowSession!;
}

export type FetchInput = {
  flowSessionId: string;
  direction: 'NEXT' | 'PREVIOUS' | 'RELOAD';
  currentFormIdentifier?: string | null;
  criteria?: { action?: string };
  target?: string;
};

export async function fetchForm(t: TestApp, token: string, input: FetchInput) {
  const result = await t.graphql<{
    fetchForm: { form: Form | null; flowSession: FlowSession | null; error: UserError | null };
  }>(fetchFormMutation, { input }, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.fetchForm;
}

export async function respond(
  t: TestApp,
  token: string,
  input: {
    flowSessionId: string;
    formIdentifier: string;
    fieldResponses: unknown[];
    next?: boolean;
    criteria?: { action?: string };
  },
) {
  const result = await t.graphql<{
    createResponse: {
      flowSession: FlowSession | null;
      validationErrors: FieldError[];
      error: UserError | null;
      next: { form: Form | null; flowSession: FlowSession | null; error: UserError | null } | null;
    };
  }>(createResponseMutation, { input }, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.createResponse;
}

export async function executeGroupMutation(
  t: TestApp,
  token: string,
  input: { flowSessionId?: string; mutationKey: string; inputPayload: unknown },
) {
  const result = await t.graphql<{ executeGroupMutation: { response: unknown; error: UserError | null } }>(
    executeGroupMutationDocument,
    { input },
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.executeGroupMutation;
}

export const inputsOf = (form: Form) =>
  form.items.filter((item): item is InputItem => item.type.startsWith('input'));

export function inputById(form: Form, fieldId: string): InputItem {
  const input = inputsOf(form).find((item) => item.content.id === fieldId);
  expect(input, `input ${fieldId} in ${form.slug}`).toBeDefined();
  return input!;
}

export function itemByKey(form: Form, key: string): Item {
  const item = form.items.find((candidate) => candidate.key === key);
  expect(item, `item ${key} in ${form.slug}`).toBeDefined();
  return item!;
}

/** The field responses of a form: every input, with `values` by field id, else what the form holds. */
export function answersFor(form: Form, values: Record<string, unknown> = {}) {
  return inputsOf(form).map((item) => ({
    fieldId: item.content.id,
    inputType: item.type,
    required: item.content.required,
    value:
      item.content.id in values
        ? values[item.content.id]
        : 'value' in item.content
          ? item.content.value
          : null,
  }));
}

/** Encrypts like the browser: RSA-OAEP with SHA-256 over the UTF-8 text, with the key from sensitiveDataKey. */
export async function encryptSensitive(t: TestApp, text: string) {
  const result = await t.graphql<{ sensitiveDataKey: { keyId: string; algorithm: string; spki: string } }>(
    '{ sensitiveDataKey { keyId algorithm spki } }',
  );
  const { keyId, spki } = result.data!.sensitiveDataKey;
  const key = await crypto.subtle.importKey(
    'spki',
    Buffer.from(spki, 'base64'),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const ciphertext = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(text));
  return { keyId, ciphertext: Buffer.from(ciphertext).toString('base64') };
}

/** Answers the current form and moves on: createResponse then fetchForm NEXT, both expected to succeed. */
export async function answerAndNext(
  t: TestApp,
  token: string,
  session: { id: string },
  form: Form,
  values: Record<string, unknown> = {},
) {
  const saved = await respond(t, token, {
    flowSessionId: session.id,
    formIdentifier: form.slug,
    fieldResponses: answersFor(form, values),
  });
  expect(saved.validationErrors, form.slug).toEqual([]);
  expect(saved.error).toBeNull();
  const next = await fetchForm(t, token, {
    flowSessionId: session.id,
    direction: 'NEXT',
    currentFormIdentifier: form.slug,
  });
  expect(next.error, form.slug).toBeNull();
  return next;
}

/** A birthdate that makes someone `age` on the test clock's today (2026-11-21). */
export const bornYearsAgo = (age: number) => `${2026 - age}-06-15`;
