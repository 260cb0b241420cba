// The person's context beside a conversation: their billing (the next premium, a past-due premium with the day
// cover lapses, the card on file), their open cases or that there are none, the e-mails we sent them, and what
// agents did in the conversation, each a section named by its heading inside the "About the customer" region.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '../../../testing/graphql';
import { renderWithProviders } from '../../../testing/render';
import type { Person } from '../api/conversation';
import { PersonContext } from './person-context';

const person = (overrides: Partial<Person> = {}): Person => ({
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  conversations: 1,
  policy: null,
  billing: {
    nextPayment: { dueOn: '2026-12-20', amount: 2_150, estimated: true },
    pastDue: null,
    paymentMethod: { kind: 'CARD', description: 'Visa ending in 4242', debitsStopped: false },
  },
  openCases: [],
  recentEmails: [],
  ...overrides,
});

const section = async (name: string) => {
  const about = await screen.findByRole('complementary', { name: 'About the customer' });
  return within(about).getByRole('region', { name });
};

describe('PersonContext', () => {
  it('shows the next payment and the card on file, with no open case, no e-mail and no agent action yet', async () => {
    answer('AgentAuditLog', () => ({ supportAuditLog: [] }));
    renderWithProviders(<PersonContext person={person()} conversationId="c-1" />);

    const billing = await section('Billing');
    expect(billing).toHaveTextContent('Next payment$21.50 on 12/20/2026');
    expect(billing).toHaveTextContent('Payment methodVisa ending in 4242');
    expect(billing).not.toHaveTextContent('past due');
    expect(await section('Open cases')).toHaveTextContent('No open cases.');
    expect(await section('Recent e-mails')).toHaveTextContent('No e-mails sent yet.');
    expect(await screen.findByText('No agent has acted in this conversation yet.')).toBeInTheDocument();
  });

  it('says what is past due and when cover lapses, what is under way since when, and the latest e-mails', async () => {
    answer('AgentAuditLog', () => ({ supportAuditLog: [] }));
    renderWithProviders(
      <PersonContext
        conversationId="c-1"
        person={person({
          billing: {
            nextPayment: { dueOn: '2026-12-20', amount: 2_150, estimated: false },
            pastDue: { amount: 2_150, invoices: 1, lapsesOn: '2027-01-21' },
            paymentMethod: {
              kind: 'BANK_ACCOUNT',
              description: 'First Platypus Bank checking account ending in 0000',
              debitsStopped: true,
            },
          },
          openCases: [
            { kind: 'COVER_INCREASE', status: 'referred', since: '2026-11-23T15:00:00.000Z' },
            { kind: 'SUPPORT_FOLLOW_UP', status: 'follow_up', since: '2026-11-24T02:30:00.000Z' },
          ],
          recentEmails: [
            {
              subject: 'We have your question',
              to: 'ada.work@example.com',
              sentAt: '2026-11-24T02:30:00.000Z',
            },
            {
              subject: 'Your policy WT010000032 is active',
              to: 'ada@example.com',
              sentAt: '2026-11-20T16:05:00.000Z',
            },
          ],
        })}
      />,
    );

    const billing = await section('Billing');
    expect(billing).toHaveTextContent(
      '$21.50 past due (1 premium). In grace: cover lapses after 01/21/2027 unless it is paid.',
    );
    expect(billing).toHaveTextContent('Next payment$21.50, due 12/20/2026');
    expect(billing).toHaveTextContent(
      'First Platypus Bank checking account ending in 0000 (debits stopped: the bank returned one)',
    );

    const cases = within(await section('Open cases')).getAllByRole('listitem');
    expect(cases.map((item) => item.textContent)).toEqual([
      'Cover increaseWith an underwriterSince Nov 23, 2026, 10:00 AM ET',
      'E-mail follow-upWaiting for our reply by e-mailSince Nov 23, 2026, 9:30 PM ET',
    ]);

    const emails = within(await section('Recent e-mails')).getAllByRole('listitem');
    expect(emails.map((item) => item.textContent)).toEqual([
      'We have your questionNov 23, 2026, 9:30 PM ET · to ada.work@example.com',
      'Your policy WT010000032 is activeNov 20, 2026, 11:05 AM ET',
    ]);
  });

  it('lists what agents did, in words, with who and when', async () => {
    answer('AgentAuditLog', () => ({
      supportAuditLog: [
        { action: 'take', agentName: 'Grace Hopper', at: '2026-11-23T15:01:00.000Z' },
        { action: 'resend_policy_packet', agentName: 'Grace Hopper', at: '2026-11-23T15:04:00.000Z' },
      ],
    }));
    renderWithProviders(<PersonContext person={person()} conversationId="c-1" />);

    const trail = await section('What agents did');
    const entries = await within(trail).findAllByRole('listitem');
    expect(entries.map((item) => item.textContent)).toEqual([
      'Grace Hopper: took the conversationNov 23, 2026, 10:01 AM ET',
      'Grace Hopper: e-mailed the policy packetNov 23, 2026, 10:04 AM ET',
    ]);
  });
});
