// The caller of a request, as established from its bearer access token. Services take a Viewer and check it
// themselves; resolvers never decide who may do what.
import { ExpectedError } from './expected-error.ts';

export type AuthLevel = 'identified' | 'verified';

export type Viewer =
  | { kind: 'anonymous'; reason: 'no_token' | 'invalid_token' }
  | { kind: 'user'; userId: string; sessionId: string; authLevel: AuthLevel };

export const anonymous: Viewer = { kind: 'anonymous', reason: 'no_token' };

/** The signed-in caller at `level` or above; GRAPH_API_UNAUTHORIZED / UNSUCCESSFUL_SESSION_VERIFICATION otherwise. */
export function requireUser(
  viewer: Viewer,
  level: AuthLevel,
): { userId: string; sessionId: string; authLevel: AuthLevel } {
  if (viewer.kind !== 'user') throw new ExpectedError('GRAPH_API_UNAUTHORIZED', 'Please sign in.');
  if (level === 'verified' && viewer.authLevel !== 'verified') {
    throw new ExpectedError(
      'UNSUCCESSFUL_SESSION_VERIFICATION',
      'Please verify it is you with a code sent to your phone.',
    );
  }
  return { userId: viewer.userId, sessionId: viewer.sessionId, authLevel: viewer.authLevel };
}
