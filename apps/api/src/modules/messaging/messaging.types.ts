// The shapes of what we send: an e-mail (text and HTML parts) and a text message or voice call.
export type Email = { to: string; subject: string; text: string; html: string };
export type PhoneMessage = { to: string; channel: 'sms' | 'voice'; text: string };
