// The caller of a request, as established from its bearer access token. Services take a Viewer and check it
// themselves; resolvers never decide who may do what.
import { ExpectedError } from './expected-error.ts';

export type AuthLevel = 'identified' | 'verified';

export type Viewer =
  | { kind: 'anonymous'; reason: 'no_token' | 'invalid_token' }
  | { kind: 'user'; userId: string; sessionId: string; authLevel: AuthLevel };

export const anonymous: Viewer = { kind: 'anonymous', reason: 'no_token' };

/**
 * Thrown, not returned: a caller who is not signed in (or whose session is gone) cannot act at all, so every
 * use case would pass the same failure up. graphql/root/http.ts is the one place that catches it and answers
 * a GraphQL error with the code.
 */
export const signInRequired = () => new ExpectedError('GRAPH_API_UNAUTHORIZED', 'Please sign in.');

/** The signed-in caller at `level` or above; GRAPH_API_UNAUTHORIZED / UNSUCCESSFUL_SESSION_VERIFICATION otherwise. */
export function requireUser(
  viewer: Viewer,
  level: AuthLevel,
): { userId: string; sessionId: string; authLevel: AuthLevel } {
  if (viewer.kind !== 'user') throw signInRequired();
  if (level === 'verified' && viewer.authLevel !== 'verified') {
    throw new ExpectedError(
      'UNSUCCESSFUL_SESSION_VERIFICATION',
      'Please verify it is you with a code sent to your phone.',
    );
  }
  return { userId: viewer.userId, sessionId: viewer.sessionId, authLevel: viewer.authLevel };
}
