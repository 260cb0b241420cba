// What every mutation payload's `error: UserError` is asked for: its code, its sentence and the fields it
// concerns (mapped onto form fields by shared/lib/user-error.ts). Spread as `error { ...UserErrorFields }`.
import { graphql } from '../../graphql/generated';

export const UserErrorFields = graphql(`
  fragment UserErrorFields on UserError {
    code
    message
    fields {
      field
      message
    }
  }
`);
