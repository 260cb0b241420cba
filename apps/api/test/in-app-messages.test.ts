// In-app messages (issue 28 item 4; spec 001 §3.1 kinds): the sandbox messaging service delivers one to a person
// (/dev/messaging/in-app, their own access token), the app reads it (inAppMessages) until the person dismisses it
// (updateNotification); a message with an unknown kind or a link out of the app is refused and nothing is kept;
// nobody sees or dismisses another person's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registered } from './support/accounts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const deliver = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/dev/messaging/in-app',
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

type Shown = {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: { label: string; href: string } | null;
};
const shown = async (token: string) =>
  (
    await t.graphql<{ inAppMessages: Shown[] }>(
      '{ inAppMessages { id kind title body link { label href } } }',
      {},
      { token },
    )
  ).data!.inAppMessages;
const dismiss = (token: string, id: string) =>
  t.graphql<{ updateNotification: { error: { code: string } | null } }>(
    `mutation ($id: ID!) { updateNotification(input: { notificationId: $id, read: true }) { error { code } } }`,
    { id },
    { token },
  );

describe('in-app messages', () => {
  it('are shown until dismissed, to their person only', async () => {
    const ada = (await registered(t)).tokens.accessToken;
    const bob = (await registered(t)).tokens.accessToken;
    const sent = await deliver(ada, {
      kind: 'beneficiary',
      title: 'Who is covered?',
      body: 'Add the people your policy protects.',
      link: { label: 'ADD BENEFICIARIES', href: '/beneficiary/wysh-insurance' },
    });
    expect(sent.statusCode).toBe(200);
    const [message] = await shown(ada);
    expect(message).toMatchObject({
      kind: 'beneficiary',
      title: 'Who is covered?',
      body: 'Add the people your policy protects.',
      link: { label: 'ADD BENEFICIARIES', href: '/beneficiary/wysh-insurance' },
    });
    expect(await shown(bob)).toEqual([]);
    expect((await dismiss(bob, message!.id)).data!.updateNotification.error?.code).toBe('NOT_FOUND');
    expect(await shown(ada)).toHaveLength(1);

    expect((await dismiss(ada, message!.id)).data!.updateNotification.error).toBeNull();
    expect(await shown(ada)).toEqual([]);
  });

  it('refuse an unknown kind or a link out of the app, keeping nothing', async () => {
    const ada = (await registered(t)).tokens.accessToken;
    const outside = await deliver(ada, {
      kind: 'promo',
      title: 'You won!',
      body: 'Claim your prize.',
      link: { label: 'CLAIM', href: 'https://prize.example' },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error_description).toContain('link');
    expect((await deliver(ada, { kind: 'spam', title: 'Hi', body: 'There' })).statusCode).toBe(400);
    expect(await shown(ada)).toEqual([]);
    expect((await deliver('not-a-token', { kind: 'promo', title: 'Hi', body: 'There' })).statusCode).toBe(
      401,
    );
  });
});
