// The sandbox bank-link provider's Link steps (POST <linkApiUrl>/link/sandbox/<step>), called with the link
// token as the provider's own Link calls its servers: the credentials go to the provider, never to our API. A
// refusal is an answer in the provider's shape (error_code, display_message), returned as a failed result.
export type LinkInstitution = { institution_id: string; name: string };
export type LinkAccount = { id: string; name: string; mask: string; type: string; subtype: string };
/** What Link's onSuccess receives beside the public token (react-plaid-link's metadata, the fields we use). */
export type LinkSuccessMetadata = {
  institution: LinkInstitution | null;
  accounts: LinkAccount[];
  link_session_id: string;
};

export type LinkRefusal = { code: string; message: string | null };
export type LinkAnswer<T> = { ok: true; value: T } | { ok: false; error: LinkRefusal };

type Steps = {
  session: { mode: 'create' | 'update'; institution: LinkInstitution | null };
  institutions: { institutions: LinkInstitution[] };
  credentials: { mfa: { prompt: string } };
  mfa: { accounts: LinkAccount[] };
  finish: { public_token: string; metadata: LinkSuccessMetadata };
};

export async function linkStep<S extends keyof Steps>(
  linkApiUrl: string,
  step: S,
  body: Record<string, string>,
): Promise<LinkAnswer<Steps[S]>> {
  const response = await fetch(`${linkApiUrl}/link/sandbox/${step}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (response.ok) return { ok: true, value: answer as Steps[S] };
  return {
    ok: false,
    error: {
      code: typeof answer.error_code === 'string' ? answer.error_code : 'API_ERROR',
      message: typeof answer.display_message === 'string' ? answer.display_message : null,
    },
  };
}
