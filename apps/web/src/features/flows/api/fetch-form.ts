// fetchForm (identified): the session's current form (RELOAD, or a visited one by target), the next one
// (NEXT: branching over the saved answers and criteria.action) or the one before (PREVIOUS). `form: null` with
// a finished session means the flow is done. The form arrives as FormSchema outputs it (packages/forms).
import type { Form } from '@wysh/forms/protocol';
import { graphql } from '../../../graphql/generated';
import type { FetchFormInput, FetchFormMutation } from '../../../graphql/generated/graphql';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';

const FetchFormMutation = graphql(`
  mutation FetchForm($input: FetchFormInput!) {
    fetchForm(input: $input) {
      ...FormMoveFields
    }
  }
`);

export type FlowSessionRecord = NonNullable<FetchFormMutation['fetchForm']['flowSession']>;

export interface FetchedForm {
  form: Form | null;
  flowSession: FlowSessionRecord | null;
}

/** Throws UserErrorFailure for the payload's error (DYNAMIC_FORMS_POLLING and the like included). */
export async function fetchForm(input: FetchFormInput): Promise<FetchedForm> {
  const { form, flowSession } = unwrap((await execute(FetchFormMutation, { input })).fetchForm);
  return { form: (form ?? null) as Form | null, flowSession: flowSession ?? null };
}
