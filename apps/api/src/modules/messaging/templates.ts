// The words of every message we send. Plain text first (SMS, voice, e-mail text part); e-mail also gets HTML.
import { escapeHtml } from '../../http/html.ts';
import type { Email, EmailAttachment } from './messaging.types.ts';

function emailHtml(heading: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#3b2bd1;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="color:#4a4860;font-size:13px">Or open this link: ${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#1c1b29;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:22px">${escapeHtml(heading)}</h1>${body}
${button}
</body></html>`;
}

export function verificationEmail(to: string, url: string): Email {
  const intro = 'Please confirm that this is your e-mail address, so we can send you your policy documents.';
  return {
    to,
    subject: 'Verify your e-mail address',
    text: `${intro}\n\nVerify your e-mail: ${url}\n\nThe link works for 24 hours. If you didn't create a wysh account, ignore this e-mail.`,
    html: emailHtml('Verify your e-mail address', [intro, 'The link works for 24 hours.'], {
      label: 'VERIFY MY E-MAIL',
      url,
    }),
  };
}

export function passwordResetEmail(to: string, url: string): Email {
  const intro = 'We got a request to reset the password of your wysh account.';
  return {
    to,
    subject: 'Reset your password',
    text: `${intro}\n\nChoose a new password: ${url}\n\nThe link works for 1 hour. If you didn't ask for this, ignore this e-mail: your password stays the same.`,
    html: emailHtml(
      'Reset your password',
      [intro, "The link works for 1 hour. If you didn't ask for this, ignore this e-mail."],
      {
        label: 'CHOOSE A NEW PASSWORD',
        url,
      },
    ),
  };
}

const LOGIN_LINK_WORDS = {
  login: { subject: 'Your sign-in link', heading: 'Sign in to wysh', label: 'SIGN IN' },
  quote_review: {
    subject: 'Your quote is ready',
    heading: 'Your quote is ready to review',
    label: 'REVIEW MY QUOTE',
  },
  policy_reinstatement: {
    subject: 'Reinstate your policy',
    heading: 'Your policy can be reinstated',
    label: 'REINSTATE MY POLICY',
  },
  reinstatement_quote_review: {
    subject: 'Your reinstatement offer is ready',
    heading: 'Your reinstatement offer is ready',
    label: 'SEE MY OFFER',
  },
} as const;

/** A deep link that signs the person in: it works once, for 15 minutes. */
export function loginLinkEmail(to: string, url: string, purpose: keyof typeof LOGIN_LINK_WORDS): Email {
  const words = LOGIN_LINK_WORDS[purpose];
  const note =
    "The link signs you in and works once, for 15 minutes. If you didn't expect it, ignore this e-mail.";
  return {
    to,
    subject: words.subject,
    text: `${words.heading}\n\n${words.label}: ${url}\n\n${note}`,
    html: emailHtml(words.heading, [note], { label: words.label, url }),
  };
}

export function otpText(code: string, channel: 'sms' | 'voice'): string {
  if (channel === 'voice') {
    return `Hello from wysh. Your verification code is ${code.split('').join(' ')}. Again, your code is ${code.split('').join(' ')}.`;
  }
  return `Your wysh verification code is ${code}. It expires in 10 minutes. Don't share it with anyone.`;
}

/** The claims-instructions packet, sent to a beneficiary at the policy owner's request, its PDF attached. */
export function beneficiaryPacketEmail(to: string, phone: string, packet: EmailAttachment): Email {
  const paragraphs = [
    'You have been named a beneficiary of a wysh life insurance policy. The person who named you asked us to send you these claims instructions, so that you know what to do if the time comes.',
    'The attached PDF explains how to file a claim and which documents to send. Keep it with your important papers.',
    `Questions? Call us at ${phone}.`,
  ];
  return {
    to,
    subject: 'Claims instructions for a wysh policy',
    text: `Claims instructions\n\n${paragraphs.join('\n\n')}`,
    html: emailHtml('Claims instructions', paragraphs),
    attachments: [packet],
  };
}

/** To the policy owner once a change of beneficiaries is applied. */
export function beneficiaryChangesConfirmedEmail(
  to: string,
  details: { url: string; names: string[]; termsVersion: number },
): Email {
  const paragraphs = [
    'The change to the beneficiaries of your wysh policy is confirmed and in effect.',
    `Your beneficiaries now: ${details.names.join('; ')}.`,
    `You accepted version ${details.termsVersion} of the Beneficiary Change Terms. If you didn't make this change, call us right away.`,
  ];
  return {
    to,
    subject: 'Your beneficiary changes are confirmed',
    text: `Beneficiary changes confirmed\n\n${paragraphs.join('\n\n')}\n\nSee your beneficiaries: ${details.url}`,
    html: emailHtml('Beneficiary changes confirmed', paragraphs, {
      label: 'SEE MY BENEFICIARIES',
      url: details.url,
    }),
  };
}

/** An underwriter decided a referred application: the link signs the person in to the decision on their home page. */
export function manualUnderwritingDecisionEmail(
  to: string,
  result: 'accepted' | 'rejected',
  url: string,
): Email {
  const words =
    result === 'accepted'
      ? {
          subject: "You've been approved!",
          heading: "You've been approved!",
          lines: [
            'An underwriter has reviewed your application for term life insurance and approved it.',
            'Sign in to see your quote and finish your application. The link works for 15 minutes; after that, sign in as usual.',
          ],
          label: 'SEE MY QUOTE',
        }
      : {
          subject: 'Your wait is over',
          heading: 'Your wait is over',
          lines: [
            "An underwriter has reviewed your application for term life insurance. We're sorry: we can't offer you this cover right now.",
            'You can apply again in 30 days. Sign in to read more. The link works for 15 minutes; after that, sign in as usual.',
          ],
          label: 'SIGN IN',
        };
  return {
    to,
    subject: words.subject,
    text: `${words.lines.join('\n\n')}\n\n${words.label}: ${url}`,
    html: emailHtml(words.heading, words.lines, { label: words.label, url }),
  };
}

/**
 * An underwriter decided a referred reinstatement: approved, the offer of the missed premiums and interest waits
 * on the reinstatement page (the link signs the person in there); declined, the policy stays lapsed.
 */
export function reinstatementDecisionEmail(
  to: string,
  result: 'approved' | 'declined',
  details: { policyNumber: string; url: string },
): Email {
  const words =
    result === 'approved'
      ? {
          subject: 'Your reinstatement offer is ready',
          heading: 'Your reinstatement offer is ready',
          lines: [
            `An underwriter has reviewed your request to reinstate your term life policy ${details.policyNumber} and approved it.`,
            'Sign in to see what it takes to reinstate it: the missed payments and the interest due today. The offer is open for 30 days. The link works for 15 minutes; after that, sign in as usual.',
          ],
          label: LOGIN_LINK_WORDS.reinstatement_quote_review.label,
        }
      : {
          subject: 'Your reinstatement could not be approved',
          heading: 'Your reinstatement could not be approved',
          lines: [
            `An underwriter has reviewed your request to reinstate your term life policy ${details.policyNumber}. We're sorry: we can't approve the reinstatement, and the policy stays lapsed.`,
            'Sign in to read more. The link works for 15 minutes; after that, sign in as usual.',
          ],
          label: 'SIGN IN',
        };
  return {
    to,
    subject: words.subject,
    text: `${words.lines.join('\n\n')}\n\n${words.label}: ${details.url}`,
    html: emailHtml(words.heading, words.lines, { label: words.label, url: details.url }),
  };
}

/**
 * The adverse-action notice (Fair Credit Reporting Act, 15 U.S.C. §1681m): information in a consumer report
 * contributed to a decision against the person; it names each agency and the person's rights, in plain words.
 */
export function adverseActionEmail(
  to: string,
  input: {
    action: string;
    decidedOn: string;
    agencies: ReadonlyArray<{ name: string; address: string; phone: string; report: string }>;
  },
): Email {
  const intro = `${input.action} Information in one or more consumer reports contributed to this decision (${input.decidedOn}).`;
  const agencyLines = input.agencies.map(
    (agency) => `${agency.name}, ${agency.address}, ${agency.phone} (your ${agency.report})`,
  );
  const rights = [
    'The agencies below furnished the reports. They did not make this decision and cannot tell you why it was made.',
    'You have the right to get a free copy of your report from each agency if you ask within 60 days of this notice.',
    'You also have the right to dispute with the agency anything in your report that is inaccurate or incomplete.',
  ];
  const paragraphs = [intro, ...rights, 'The agencies:', ...agencyLines];
  return {
    to,
    subject: 'About the decision on your application: your right to a free copy of your report',
    text: paragraphs.join('\n\n'),
    html: emailHtml('About the decision on your application', paragraphs),
  };
}

/** To the policy owner once the policy is issued: its number, a sign-in link to it, and the packet attached. */
export function policyIssuedEmail(
  to: string,
  details: { firstName: string; policyNumber: string; productName: string; url: string; phone: string },
  packet: EmailAttachment,
): Email {
  const greeting = details.firstName ? `Hi ${details.firstName},` : 'Hi,';
  const paragraphs = [
    greeting,
    `Your ${details.productName} policy is active. Your policy number is ${details.policyNumber}.`,
    'Your policy packet is attached: the schedule of your cover, your 10-day free look, the application you signed and the terms. Keep it with your important papers.',
    `You can cancel within 10 days for a full refund. Questions? Call us at ${details.phone}.`,
  ];
  return {
    to,
    subject: `Your policy ${details.policyNumber} is active`,
    text: `Congrats on your new policy!\n\n${paragraphs.join('\n\n')}\n\nSee your policy: ${details.url}`,
    html: emailHtml('Congrats on your new policy!', paragraphs, { label: 'SEE MY POLICY', url: details.url }),
    attachments: [packet],
  };
}

/** The policy packet sent again at the owner's request (customer service, from a support conversation). */
export function policyPacketEmail(
  to: string,
  details: { firstName: string; policyNumber: string; phone: string },
  packet: EmailAttachment,
): Email {
  const greeting = details.firstName ? `Hi ${details.firstName},` : 'Hi,';
  const paragraphs = [
    greeting,
    `As you asked, here is the policy packet of your policy ${details.policyNumber} again: the schedule of your cover, the application you signed and the terms, as your policy stands today.`,
    `Keep it with your important papers. Questions? Call us at ${details.phone}.`,
  ];
  return {
    to,
    subject: `Your policy packet for ${details.policyNumber}`,
    text: `Your policy packet\n\n${paragraphs.join('\n\n')}`,
    html: emailHtml('Your policy packet', paragraphs),
    attachments: [packet],
  };
}

/** What every billing notice names: the policy, the amounts and dates in words, the card, the billing page. */
export type BillingNoticeDetails = {
  firstName: string;
  policyNumber: string;
  productName: string;
  /** "$27.95" */
  amount: string;
  /** "Visa ending in 4242", or null without a card on file. */
  card: string | null;
  /** MM/dd/yyyy */
  dueOn: string;
  /** MM/dd/yyyy: the last day of cover unless paid. */
  lapsesOn: string;
  /** A sign-in link to the billing page. */
  url: string;
  phone: string;
  /** A bank debit returned: what the bank said, and whether that account is stopped (payment_failed only). */
  bankReturn?: string | null;
};

const hello = (firstName: string) => (firstName ? `Hi ${firstName},` : 'Hi,');
const billingButton = (url: string) => ({ label: 'GO TO BILLING', url });

function billingEmail(
  to: string,
  subject: string,
  heading: string,
  paragraphs: string[],
  url: string,
): Email {
  return {
    to,
    subject,
    text: `${heading}\n\n${paragraphs.join('\n\n')}\n\nGo to billing: ${url}`,
    html: emailHtml(heading, paragraphs, billingButton(url)),
  };
}

export function premiumReceiptEmail(
  to: string,
  details: Pick<BillingNoticeDetails, 'firstName' | 'policyNumber' | 'amount' | 'card' | 'url'> & {
    period: string;
    paidOn: string;
  },
): Email {
  return billingEmail(
    to,
    `Receipt: your premium for policy ${details.policyNumber}`,
    'Thanks, your premium is paid',
    [
      hello(details.firstName),
      `We received ${details.amount}${details.card ? ` from your ${details.card}` : ''} on ${details.paidOn} for your policy ${details.policyNumber}, covering ${details.period}.`,
      'Keep this e-mail as your receipt. Your invoices are on your billing page.',
    ],
    details.url,
  );
}

export function paymentFailedEmail(to: string, details: BillingNoticeDetails): Email {
  return billingEmail(
    to,
    `Your premium payment of ${details.amount} didn't go through`,
    "We couldn't take your payment",
    [
      hello(details.firstName),
      `We tried to charge ${details.amount}${details.card ? ` to your ${details.card}` : ''} for your ${details.productName} policy ${details.policyNumber}, due ${details.dueOn}, and the payment didn't go through.`,
      ...(details.bankReturn ? [details.bankReturn] : []),
      `Your cover continues while we try again over the next few weeks. To settle it now, pay or update your card on your billing page. If it stays unpaid, your policy lapses after ${details.lapsesOn}.`,
      `Questions? Call us at ${details.phone} or chat with us in the app.`,
    ],
    details.url,
  );
}

/** A first premium's bank debit came back at settlement: nothing was issued, and the purchase waits for another way to pay. */
export function firstPremiumFailedEmail(
  to: string,
  details: {
    firstName: string;
    productName: string;
    /** "$27.95" */
    amount: string;
    /** "First Platypus Bank Plaid Checking ••0000" */
    account: string;
    /** What the bank said, with its return code: "Insufficient funds (R01)". */
    bankReturn: string;
    /** A sign-in link to "Last step!". */
    url: string;
    phone: string;
  },
): Email {
  const heading = "Your first payment didn't go through";
  const paragraphs = [
    hello(details.firstName),
    `We tried to debit ${details.amount} from your ${details.account} for your ${details.productName} policy, and your bank returned it: ${details.bankReturn}.`,
    'Your policy has not started, so you are not covered yet. Your approval and your price are waiting: pay with a card or another account to get covered.',
    `Questions? Call us at ${details.phone} or chat with us in the app.`,
  ];
  return {
    to,
    subject: `Your first payment of ${details.amount} didn't go through`,
    text: `${heading}\n\n${paragraphs.join('\n\n')}\n\nFinish your purchase: ${details.url}`,
    html: emailHtml(heading, paragraphs, { label: 'FINISH MY PURCHASE', url: details.url }),
  };
}

/** The written grace notice (reference §3: amount, due date, lapse date, how to pay, cover, claims, reinstatement). */
export function graceNoticeEmail(to: string, details: BillingNoticeDetails): Email {
  return billingEmail(
    to,
    `Grace period notice for policy ${details.policyNumber}`,
    'Your policy is in its grace period',
    [
      hello(details.firstName),
      `Your premium of ${details.amount} for your ${details.productName} policy ${details.policyNumber} was due on ${details.dueOn} and has not been paid.`,
      `Your policy is in its grace period: your cover stays in force until the end of ${details.lapsesOn}. If a claim is made during the grace period, the unpaid premium is deducted from the benefit.`,
      `To keep your policy, pay ${details.amount} by ${details.lapsesOn} on your billing page, where you can also replace your card. We charge no interest for paying late.`,
      `If it is not paid by then, your policy will lapse and your cover will end. You can apply to reinstate it afterwards. Questions? Call us at ${details.phone}.`,
    ],
    details.url,
  );
}

export function paymentReminderEmail(to: string, details: BillingNoticeDetails): Email {
  return billingEmail(
    to,
    `Reminder: pay ${details.amount} by ${details.lapsesOn} to keep your policy`,
    'Your premium is still past due',
    [
      hello(details.firstName),
      `Your premium of ${details.amount} for policy ${details.policyNumber}, due ${details.dueOn}, is still unpaid.`,
      `Your cover continues until the end of ${details.lapsesOn}. Pay on your billing page before then to keep your policy.`,
    ],
    details.url,
  );
}

/** The lapse notice (reference §3): what lapsed and when, and how to reinstate it (its link leads there). */
export function policyLapsedEmail(to: string, details: BillingNoticeDetails): Email {
  const heading = 'Your policy has lapsed';
  const paragraphs = [
    hello(details.firstName),
    `Your premium of ${details.amount}, due ${details.dueOn}, was not paid by the end of the grace period, so your ${details.productName} policy ${details.policyNumber} lapsed at the end of ${details.lapsesOn}. Your cover has ended and we will not charge you again.`,
    `You can reinstate your policy from the app. Within 60 days of the missed premium, paying the premiums you missed is all it takes: no health questions. Questions? Call us at ${details.phone}.`,
  ];
  const action = { label: LOGIN_LINK_WORDS.policy_reinstatement.label, url: details.url };
  return {
    to,
    subject: `Your policy ${details.policyNumber} has lapsed`,
    text: `${heading}\n\n${paragraphs.join('\n\n')}\n\n${action.label}: ${details.url}`,
    html: emailHtml(heading, paragraphs, action),
  };
}

/** A lapsed policy reinstated: in force again under its number, from the day paid. */
export function policyReinstatedEmail(
  to: string,
  details: { firstName: string; policyNumber: string; productName: string; amount: string; url: string },
  endorsement: EmailAttachment,
): Email {
  const heading = 'Your policy is active again';
  const paragraphs = [
    hello(details.firstName),
    `We received your payment of ${details.amount}, so your ${details.productName} policy ${details.policyNumber} is reinstated: your cover is active again, with the same policy number.`,
    'Your reinstatement endorsement is attached: the day it was reinstated, the missed premiums and interest you paid, and what may be contested. It is now part of your policy packet, in your documents.',
    'Your premiums are charged to your card on file on the same day of the month as before.',
  ];
  const action = { label: 'SEE MY POLICY', url: details.url };
  return {
    to,
    subject: `Your policy ${details.policyNumber} is reinstated`,
    text: `${heading}\n\n${paragraphs.join('\n\n')}\n\n${action.label}: ${details.url}`,
    html: emailHtml(heading, paragraphs, action),
    attachments: [endorsement],
  };
}

/** A change of cover in effect from its due date, its endorsement attached. */
export function coverChangedEmail(
  to: string,
  details: {
    firstName: string;
    policyNumber: string;
    productName: string;
    cover: string;
    monthlyPremium: string;
    effectiveOn: string;
    url: string;
  },
  endorsement: EmailAttachment,
): Email {
  const heading = 'Your new cover is in effect';
  const paragraphs = [
    hello(details.firstName),
    `As you asked, from ${details.effectiveOn} your ${details.productName} policy ${details.policyNumber} covers ${details.cover}, and its premium is ${details.monthlyPremium} a month.`,
    'The endorsement that records the change is attached. It is now part of your policy packet, in your documents.',
  ];
  const action = { label: 'SEE MY POLICY', url: details.url };
  return {
    to,
    subject: `Your policy ${details.policyNumber}: new cover in effect`,
    text: `${heading}\n\n${paragraphs.join('\n\n')}\n\n${action.label}: ${details.url}`,
    html: emailHtml(heading, paragraphs, action),
    attachments: [endorsement],
  };
}

/** The confirmation of a cancellation customer service made at the owner's request, its notice attached. */
export function policyCancelledEmail(
  to: string,
  details: {
    firstName: string;
    policyNumber: string;
    productName: string;
    /** "$21.50" refunded in the free look, or null after it. */
    refund: string | null;
    /** "12/01/2026": the last day of cover after the free look, or null when returned in it. */
    coverEndsOn: string | null;
    url: string;
  },
  notice: EmailAttachment,
): Email {
  const heading = 'Your policy is cancelled';
  const paragraphs = [
    hello(details.firstName),
    details.refund
      ? `As you asked, your ${details.productName} policy ${details.policyNumber} is cancelled within its free look: it is void from the beginning, and every premium you paid, ${details.refund}, is refunded to the card or bank account it came from.`
      : `As you asked, your ${details.productName} policy ${details.policyNumber} is cancelled: your cover continues through ${details.coverEndsOn}, the end of the period you paid for, and nothing more will be charged.`,
    'Your cancellation notice is attached. It is now part of your policy packet, in your documents.',
  ];
  const action = { label: 'SEE MY POLICY', url: details.url };
  return {
    to,
    subject: `Your policy ${details.policyNumber} is cancelled`,
    text: `${heading}\n\n${paragraphs.join('\n\n')}\n\n${action.label}: ${details.url}`,
    html: emailHtml(heading, paragraphs, action),
    attachments: [notice],
  };
}

const EASTERN_OPENING = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** Out of hours, a question left for our team: when they are back and that the reply comes by e-mail. */
export function supportFollowUpEmail(
  to: string,
  details: { firstName: string; reopensAt: Date; url: string },
): Email {
  const heading = 'We have your question';
  const back = `${EASTERN_OPENING.format(details.reopensAt)} Eastern`;
  const paragraphs = [
    hello(details.firstName),
    `Thanks for your message. Our team is back ${back}, and will reply to you at this address. Your conversation so far is kept, and you can add to it any time.`,
  ];
  const action = { label: 'OPEN THE CHAT', url: details.url };
  return {
    to,
    subject: 'We have your question',
    text: `${heading}\n\n${paragraphs.join('\n\n')}\n\n${action.label}: ${details.url}`,
    html: emailHtml(heading, paragraphs, action),
  };
}

/** An agent's reply to a question left for an e-mailed reply. */
export function supportReplyEmail(
  to: string,
  details: { firstName: string; agentName: string; reply: string; url: string },
): Email {
  const heading = `${details.agentName} replied to your question`;
  const paragraphs = [hello(details.firstName), details.reply, 'You can answer in the chat.'];
  const action = { label: 'OPEN THE CHAT', url: details.url };
  return {
    to,
    subject: 'A reply from our support team',
    text: `${heading}\n\n${paragraphs.join('\n\n')}\n\n${action.label}: ${details.url}`,
    html: emailHtml(heading, paragraphs, action),
  };
}

/** The transcript of a support conversation, sent when it ends. */
export function supportTranscriptEmail(
  to: string,
  details: {
    firstName: string;
    startedAt: Date;
    lines: readonly { who: string; text: string }[];
    url: string;
  },
): Email {
  const heading = 'Your conversation with us';
  const started = `${EASTERN_OPENING.format(details.startedAt)} Eastern`;
  const intro = [
    hello(details.firstName),
    `Here is a copy of your conversation with us, started ${started}.`,
  ];
  const lines = details.lines.map((line) => `${line.who}: ${line.text}`);
  const action = { label: 'OPEN THE CHAT', url: details.url };
  return {
    to,
    subject: 'Your conversation with our support team',
    text: `${heading}\n\n${intro.join('\n\n')}\n\n${lines.join('\n\n')}\n\n${action.label}: ${details.url}`,
    html: emailHtml(heading, [...intro, ...lines], action),
  };
}
