// The shapes of what we send: an e-mail (text and HTML parts) and a text message or voice call.
/** A file sent with an e-mail (the beneficiary packet's PDF). */
export type EmailAttachment = { filename: string; contentType: string; content: Uint8Array };
export type Email = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: readonly EmailAttachment[];
};
export type PhoneMessage = { to: string; channel: 'sms' | 'voice'; text: string };
