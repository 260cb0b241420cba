// An in-memory flow server for unit tests (msw): the flow by slug, one session, its forms in order (or as a
// test's `next` picks), the answers saved, group mutations answered. Records what the app sent.
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

  const flows = answer('Flow', (variables) => ({
    flow:
      variables.slug === slug ? { id: `flow-${slug}`, slug, terminalBehavior, defaultScope: scope } : null,
  }));
  const sessions = answer('CreateFlowSession', () => ({
    createFlowSession: { flowSession: session(), error: null },
  }));
  const fetches = answer('FetchForm', (variables) => {
    const input = variables.input as { direction: string; criteria?: { action?: string | null } | null };
    if (input.direction === 'NEXT') {
      const after = next(index, input.criteria ?? null);
      if (after === null) finished = true;
      else {
        history.push(index);
        index = after;
        formIndex += 1;
      }
    } else if (input.direction === 'PREVIOUS' && history.length > 0) {
      index = history.pop()!;
      formIndex -= 1;
    }
    return {
      fetchForm: { form: finished ? null : (forms[index] ?? null), flowSession: session(), error: null },
    };
  });
  const responses = answer('CreateResponse', (variables) => {
    const input = variables.input as CreateResponseVariables;
    const validationErrors = validate(input);
    return {
      createResponse: {
        flowSession: validationErrors.length > 0 ? null : session(),
        validationErrors,
        error:
          validationErrors.length > 0
            ? { code: 'VALIDATION_FAILED', message: validationErrors[0]!.fullMessage, fields: [] }
            : null,
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
    flows,
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
