// An in-memory flow server for unit tests (msw): the flow by slug, one session, its forms in order (or as a
// test's `next` picks), the answers saved (and the session moved on when createResponse asks for the next
// form), group mutations answered. Records what the app sent.
import type { Form } from '@wysh/forms/protocol';
import { answer } from './graphql';

interface FlowServerOptions {
  slug: string;
  forms: Form[];
  scope?: 'NEW_POLICY' | 'POLICY_HOLDER' | 'COVERAGE_ADJUSTMENT' | 'REINSTATEMENT';
  terminalBehavior?: 'FINISH' | 'EXIT';
  /** Validation errors for an answer (none: saved). */
  validate?: (
    input: CreateResponseVariables,
  ) => Array<{ fieldId: string; code: string; message: string; fullMessage: string }>;
  /** The index of the form after `index` (default: the next one; null: the flow ends). */
  next?: (index: number, criteria: { action?: string | null } | null) => number | null;
  /** The answer of executeGroupMutation by mutation key. */
  groupMutations?: Record<string, (inputPayload: unknown) => { response?: unknown; error?: unknown }>;
}

export interface CreateResponseVariables {
  flowSessionId: string;
  formIdentifier: string;
  fieldResponses: Array<{ fieldId: string; inputType: string; required: boolean; value: unknown }>;
  next?: boolean;
  criteria?: { action?: string | null } | null;
}

export function serveFlow({
  slug,
  forms,
  scope = 'NEW_POLICY',
  terminalBehavior = 'FINISH',
  validate = () => [],
  next = (index) => (index + 1 < forms.length ? index + 1 : null),
  groupMutations = {},
}: FlowServerOptions) {
  let index = 0;
  let formIndex = 0;
  let finished = false;
  const history: number[] = [];
  const session = () => ({
    id: 'session-1',
    flowSlug: slug,
    flowScope: scope,
    formIndex,
    currentFormSlug: finished ? null : (forms[index]?.slug ?? null),
    finished,
  });

  const flowRecord = { id: slug, slug, terminalBehavior, defaultScope: scope };
  const sessions = answer('CreateFlowSession', (variables) => {
    const input = variables.input as { flowId: string };
    return {
      createFlowSession:
        input.flowId === slug
          ? { flow: flowRecord, flowSession: session(), form: currentForm(), error: null }
          : {
              flow: null,
              flowSession: null,
              form: null,
              error: { code: 'FLOW_NOT_FOUND', message: "We couldn't find that flow.", fields: [] },
            },
    };
  });
  const currentForm = () => (finished ? null : (forms[index] ?? null));
  const moveNext = (criteria: { action?: string | null } | null) => {
    const after = next(index, criteria);
    if (after === null) finished = true;
    else {
      history.push(index);
      index = after;
      formIndex += 1;
    }
  };
  const fetches = answer('FetchForm', (variables) => {
    const input = variables.input as { direction: string; criteria?: { action?: string | null } | null };
    if (input.direction === 'NEXT') {
      moveNext(input.criteria ?? null);
    } else if (input.direction === 'PREVIOUS' && history.length > 0) {
      index = history.pop()!;
      formIndex -= 1;
    }
    return { fetchForm: { form: currentForm(), flowSession: session(), error: null } };
  });
  const responses = answer('CreateResponse', (variables) => {
    const input = variables.input as CreateResponseVariables;
    const validationErrors = validate(input);
    const saved = validationErrors.length === 0;
    if (saved && input.next) moveNext(input.criteria ?? null);
    return {
      createResponse: {
        flowSession: saved ? session() : null,
        validationErrors,
        error: saved
          ? null
          : { code: 'VALIDATION_FAILED', message: validationErrors[0]!.fullMessage, fields: [] },
        next: saved && input.next ? { form: currentForm(), flowSession: session(), error: null } : null,
      },
    };
  });
  const groups = answer('ExecuteGroupMutation', (variables) => {
    const input = variables.input as { mutationKey: string; inputPayload: unknown };
    const handler = groupMutations[input.mutationKey];
    const result = handler
      ? handler(input.inputPayload)
      : { error: { code: 'MUTATION_NOT_ALLOWED', message: 'Not allowed', fields: [] } };
    return { executeGroupMutation: { response: result.response ?? null, error: result.error ?? null } };
  });
  const keys = answer('SensitiveDataKey', () => ({
    sensitiveDataKey: { keyId: 'test-key', algorithm: 'RSA-OAEP-256', spki: testPublicKey.spki },
  }));

  return {
    sessions,
    fetches,
    responses,
    groups,
    keys,
    /** The answers saved, in order. */
    saved: () => responses.map((call) => call.input as CreateResponseVariables),
  };
}

/** A public key the tests' encryption can use (made once per test file by `useTestKeyPair`). */
export const testPublicKey = { spki: '' };

export async function makeTestKeyPair(): Promise<CryptoKey> {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  testPublicKey.spki = btoa(String.fromCharCode(...spki));
  return pair.privateKey;
}

export async function decryptWith(privateKey: CryptoKey, ciphertext: string): Promise<string> {
  const bytes = Uint8Array.from(atob(ciphertext), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, bytes));
}
