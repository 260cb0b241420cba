// The caller of a request, as established from its bearer access token. Services take a Viewer and check it
// themselves; resolvers never decide who may do what.
export type AuthLevel = 'identified' | 'verified';

export type Viewer =
  | { kind: 'anonymous'; reason: 'no_token' | 'invalid_token' }
  | { kind: 'user'; userId: string; sessionId: string; authLevel: AuthLevel };

export const anonymous: Viewer = { kind: 'anonymous', reason: 'no_token' };
