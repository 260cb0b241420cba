// Outgoing e-mail, text messages and voice calls. With the sandbox providers every message is written to the
// outbox in the caller's transaction (so a rolled-back change sends nothing); e-mail is a real multipart MIME
// message built by nodemailer, and is also delivered over SMTP when SMTP_URL is set, once the transaction
// has committed (`flush`).
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { DbOrTx } from '../../db/database.ts';
import { recordMessage } from '../outbox/outbox.repository.ts';

export type Email = { to: string; subject: string; text: string; html: string };
export type PhoneMessage = { to: string; channel: 'sms' | 'voice'; text: string };

type Composed = Email & { raw: string };

export type Messenger = ReturnType<typeof createMessenger>;

export function createMessenger(options: {
  providers: 'sandbox' | 'live';
  from: string;
  smtpUrl: string | undefined;
  logger: Logger;
}) {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;

  async function compose(email: Email): Promise<Composed> {
    const info = await composer.sendMail({ from: options.from, ...email });
    return { ...email, raw: (info.message as Buffer).toString('utf8') };
  }

  /** Collects what one use case sends; `flush` delivers e-mail over SMTP after the transaction commits. */
  function batch() {
    const pending: Composed[] = [];
    return {
      async email(db: DbOrTx, email: Email): Promise<void> {
        const composed = await compose(email);
        if (options.providers === 'sandbox') {
          await recordMessage(db, {
            channel: 'email',
            recipient: email.to,
            subject: email.subject,
            text: email.text,
            html: email.html,
            metadata: { raw: composed.raw },
          });
        }
        pending.push(composed);
      },
      async phone(db: DbOrTx, message: PhoneMessage): Promise<void> {
        if (options.providers !== 'sandbox') {
          throw new Error('No live SMS or voice provider is configured.');
        }
        await recordMessage(db, { channel: message.channel, recipient: message.to, text: message.text });
      },
      async flush(): Promise<void> {
        if (!smtp) return;
        for (const message of pending.splice(0)) {
          try {
            await smtp.sendMail({ envelope: { from: options.from, to: message.to }, raw: message.raw });
          } catch (error) {
            options.logger.error({ err: error }, 'SMTP delivery failed');
          }
        }
      },
    };
  }

  return { batch };
}
