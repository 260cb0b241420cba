// Outgoing e-mail, text messages and voice calls. Sending is writing, in the use case's transaction (so a
// rolled-back change sends nothing): with the sandbox providers every message goes to the sandbox mailbox
// (/dev/outbox) at once; e-mail is a real multipart MIME message built by nodemailer and, when SMTP_URL is
// set, is also written to email_deliveries with a job that delivers it over SMTP (retried with backoff). Every
// e-mail, in either mode, leaves its address, subject and time in the communications log (sent_emails).
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { DbOrTx } from '../../db/database.ts';
import type { Email, PhoneMessage } from './messaging.types.ts';
import type { AppJobQueue } from '../jobs/jobs.types.ts';
import { recordSandboxMessage } from '../sandbox-mailbox/sandbox-mailbox.service.ts';
import { findDelivery, recordDelivery, removeDelivery } from './email-deliveries.repository.ts';
import { latestSentTo, recordSentEmail } from './sent-emails.repository.ts';
import type { Clock } from '../../shared/clock.ts';

// What other modules send: the words of each message live beside the sending.
export {
  adverseActionEmail,
  beneficiaryChangesConfirmedEmail,
  beneficiaryPacketEmail,
  coverChangedEmail,
  firstPremiumFailedEmail,
  graceNoticeEmail,
  loginLinkEmail,
  manualUnderwritingDecisionEmail,
  otpText,
  passwordResetEmail,
  paymentFailedEmail,
  paymentReminderEmail,
  policyIssuedEmail,
  policyLapsedEmail,
  policyPacketEmail,
  policyReinstatedEmail,
  policyCancelledEmail,
  premiumReceiptEmail,
  supportFollowUpEmail,
  supportReplyEmail,
  supportTranscriptEmail,
  reinstatementDecisionEmail,
  verificationEmail,
} from './templates.ts';
export type { BillingNoticeDetails } from './templates.ts';

export type { Email, EmailAttachment, PhoneMessage } from './messaging.types.ts';

/** An e-mail as the communications log keeps it: no body. */
export type SentEmail = { recipient: string; subject: string; sentAt: Date };

export type Messenger = ReturnType<typeof createMessenger>;

export function createMessenger(options: {
  db: DbOrTx;
  clock: Clock;
  providers: 'sandbox' | 'live';
  from: string;
  smtpUrl: string | undefined;
  jobs: AppJobQueue;
  logger: Logger;
}) {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;

  async function compose(email: Email): Promise<string> {
    const info = await composer.sendMail({
      from: options.from,
      ...email,
      attachments: email.attachments?.map((file) => ({
        filename: file.filename,
        contentType: file.contentType,
        content: Buffer.from(file.content),
      })),
    });
    return (info.message as Buffer).toString('utf8');
  }

  /**
   * The delivery job's handler: sends one written e-mail over SMTP, then removes it (a job run again after that
   * finds nothing to send).
   */
  async function deliverEmail({ deliveryId }: { deliveryId: string }): Promise<void> {
    const delivery = await findDelivery(options.db, deliveryId);
    if (!delivery) return;
    if (!smtp) throw new Error('SMTP_URL is not set: the e-mail cannot be delivered');
    await smtp.sendMail({ envelope: { from: options.from, to: delivery.recipient }, raw: delivery.raw });
    await removeDelivery(options.db, delivery.id);
    options.logger.info({ deliveryId }, 'E-mail delivered');
  }

  /** What one use case sends, written with `db` (its transaction). */
  function batch() {
    return {
      async email(db: DbOrTx, email: Email): Promise<void> {
        const raw = await compose(email);
        await recordSentEmail(db, {
          recipient: email.to,
          subject: email.subject,
          createdAt: options.clock.now(),
        });
        if (options.providers === 'sandbox') {
          await recordSandboxMessage(db, {
            channel: 'email',
            recipient: email.to,
            subject: email.subject,
            text: email.text,
            html: email.html,
            metadata: { raw },
            attachments: email.attachments,
          });
        }
        if (smtp) {
          const delivery = await recordDelivery(db, { recipient: email.to, raw });
          await options.jobs.enqueue('messaging.deliver-email', { deliveryId: delivery.id }, { tx: db });
        }
      },
      async phone(db: DbOrTx, message: PhoneMessage): Promise<void> {
        if (options.providers !== 'sandbox') {
          throw new Error('No live SMS or voice provider is configured.');
        }
        await recordSandboxMessage(db, {
          channel: message.channel,
          recipient: message.to,
          text: message.text,
        });
      },
    };
  }

  /** The latest e-mails sent to any of a person's addresses, newest first (the communications log). */
  async function sentTo(addresses: readonly string[], limit: number): Promise<SentEmail[]> {
    const rows = await latestSentTo(options.db, addresses, limit);
    return rows.map(({ recipient, subject, createdAt }) => ({ recipient, subject, sentAt: createdAt }));
  }

  return { batch, deliverEmail, sentTo };
}
