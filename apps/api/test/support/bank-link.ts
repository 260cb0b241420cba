// Walks the sandbox's Link screens as the web app's modal does (POST <linkApiUrl>/link/sandbox/...): pick an
// institution, sign in, answer the second factor, pick an account; answers each step's body.
import type { TestApp } from './test-app.ts';

export type LinkStepAnswer = { status: number; body: Record<string, unknown> };

export async function linkStep(
  linkApiUrl: string,
  step: 'session' | 'institutions' | 'credentials' | 'mfa' | 'finish',
  body: Record<string, unknown>,
): Promise<LinkStepAnswer> {
  const response = await fetch(`${linkApiUrl}/link/sandbox/${step}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export type LinkOutcome = {
  publicToken: string;
  accountId: string | null;
  metadata: {
    institution: { name: string; institution_id: string };
    accounts: Array<{ id: string; name: string; mask: string }>;
  };
};

/** Link to its end with the sandbox's credentials; in update mode no account is picked. */
export async function walkLink(
  linkApiUrl: string,
  linkToken: string,
  options: { institutionId?: string; account?: 'Plaid Checking' | 'Plaid Saving' } = {},
): Promise<LinkOutcome> {
  const signIn = await linkStep(linkApiUrl, 'credentials', {
    link_token: linkToken,
    ...(options.institutionId ? { institution_id: options.institutionId } : {}),
    username: 'user_good',
    password: 'pass_good',
  });
  if (signIn.status !== 200) throw new Error(`sign-in refused: ${JSON.stringify(signIn.body)}`);
  const mfa = await linkStep(linkApiUrl, 'mfa', { link_token: linkToken, code: '1234' });
  if (mfa.status !== 200) throw new Error(`second factor refused: ${JSON.stringify(mfa.body)}`);
  const accounts = mfa.body.accounts as Array<{ id: string; name: string }>;
  const accountId = options.account ? accounts.find((account) => account.name === options.account)!.id : null;
  const finish = await linkStep(linkApiUrl, 'finish', {
    link_token: linkToken,
    ...(accountId ? { account_id: accountId } : {}),
  });
  if (finish.status !== 200) throw new Error(`finish refused: ${JSON.stringify(finish.body)}`);
  return {
    publicToken: finish.body.public_token as string,
    accountId,
    metadata: finish.body.metadata as LinkOutcome['metadata'],
  };
}

/** The app's sandbox Link API origin (appSettings.bankLink.linkApiUrl). */
export async function linkApiUrlOf(t: TestApp): Promise<string> {
  const settings = await t.graphql<{ appSettings: { bankLink: { linkApiUrl: string } } }>(
    '{ appSettings { bankLink { linkApiUrl } } }',
  );
  return settings.data!.appSettings.bankLink.linkApiUrl;
}
