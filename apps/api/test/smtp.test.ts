import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from './support/accounts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

// A real SMTP peer on loopback: what SMTP_URL delivery sends is what a mail server receives.
const received: Array<{ to: string[]; raw: string }> = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks).toString(),
      });
      callback();
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

describe('e-mail over SMTP', () => {
  it('delivers the verification e-mail as a multipart message, and keeps it in the sandbox outbox too', async () => {
    const { input, payload } = await register(t);
    expect(payload.error).toBeNull();
    // Delivery is a job: nothing is sent until a worker runs it.
    expect(received).toHaveLength(0);
    expect(await t.jobs.drain()).toBe(1);
    await expect.poll(() => received.length).toBe(1);
    const [message] = received;
    expect(message!.to).toEqual([input.email]);
    expect(message!.raw).toMatch(/Subject: Verify your e-mail address/);
    expect(message!.raw).toMatch(/multipart\/alternative/);
    expect(message!.raw).toContain(`${t.config.appUrl}/verify-email/`);
    const outbox = (
      await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(input.email)}` })
    ).json();
    expect(outbox.messages).toHaveLength(1);
    // Delivered, the message is not kept for SMTP (its link stays in the mailbox only), nor sent again.
    const waiting = await t.database.pool.query('select count(*)::int as n from email_deliveries');
    expect(waiting.rows[0].n).toBe(0);
    expect(await t.jobs.drain({ includeDelayed: true })).toBe(0);
    expect(received).toHaveLength(1);
    // The communications log keeps that it was sent, and when: its address and subject, never its body.
    const logged = await t.database.pool.query('select * from sent_emails where recipient = $1', [
      input.email.toLowerCase(),
    ]);
    expect(logged.rows).toHaveLength(1);
    expect(Object.keys(logged.rows[0]).sort()).toEqual(['created_at', 'id', 'recipient', 'subject']);
    expect(logged.rows[0].subject).toBe('Verify your e-mail address');
  });

  it('writes nothing to deliver when the use case fails', async () => {
    const before = received.length;
    const { input } = await register(t);
    // The same e-mail address again: the sign-up is refused, and its transaction sends nothing.
    const again = await register(t, { email: input.email });
    expect(again.payload.error).not.toBeNull();
    expect(await t.jobs.drain()).toBe(1);
    await expect.poll(() => received.length).toBe(before + 1);
    const logged = await t.database.pool.query(
      'select count(*)::int as n from sent_emails where recipient = $1',
      [input.email.toLowerCase()],
    );
    expect(logged.rows[0].n).toBe(1);
  });
});
