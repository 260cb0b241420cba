// The underwriter console: the queue (oldest first as the server sends it, time left, overdue), the case page
// (answers, evidence, fired rules) and its decision form (the server's field errors under their fields), and the
// page a non-underwriter sees.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../testing/auth';
import { answer } from '../../../testing/graphql';
import { renderApp } from '../../../testing/render-app';

const roles = (list: string[]) => answer('MyRoles', () => ({ currentUser: { id: 'u-1', roles: list } }));

const summary = {
  openedAt: '2026-11-20T15:00:00.000Z',
  dueAt: '2026-11-24T15:00:00.000Z',
  applicantName: 'Ada Lovelace',
  requestedAmount: 50_000_000,
  termYears: 20,
  firstReason: 'Declined for life cover in the last 12 months: an underwriter looks at the application.',
};

const openCase = {
  id: 'c-1',
  status: 'open',
  ...summary,
  workingHoursLeft: 12,
  issueAge: 30,
  birthdate: '1996-06-15',
  rulesVersion: '2026-11-v1',
  outcome: 'referred_to_underwriter',
  suggestedRateClass: 'preferred_plus',
  suggestedMaxAmount: 200_000_000,
  answers: [{ slug: 'tobacco', value: '"never"' }],
  evidence: [{ source: 'mib', value: '{"status":"found"}' }],
  reasons: [{ ruleId: 'mib.prior_decline', reason: summary.firstReason, basis: ['{"source":"mib"}'] }],
  decision: null,
  decidedAt: null,
  rateClass: null,
  maxAmount: null,
  rejectReason: null,
};

describe('/underwriting', () => {
  it('lists the open cases with the working time left, overdue ones in words', async () => {
    signInAs('identified');
    roles(['underwriter']);
    answer('UnderwritingQueue', () => ({
      underwritingQueue: [
        { id: 'c-1', ...summary, workingHoursLeft: -3 },
        { id: 'c-2', ...summary, applicantName: 'Grace Hopper', workingHoursLeft: 40.4 },
      ],
    }));
    renderApp('/underwriting');
    await screen.findByRole('heading', { level: 1, name: 'Cases to decide' });
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('rowheader')[0]!.textContent)).toEqual([
      'Ada Lovelace',
      'Grace Hopper',
    ]);
    expect(rows[0]).toHaveTextContent('Overdue by 3 working hours');
    expect(rows[1]).toHaveTextContent('40 working hours');
    expect(rows[1]).toHaveTextContent('$500,000');
    expect(screen.getByRole('link', { name: 'Open case of Grace Hopper' })).toHaveAttribute(
      'href',
      '/underwriting/cases/c-2',
    );
  });

  it('tells a non-underwriter the console is not for them, and asks nothing of the queue', async () => {
    signInAs('identified');
    roles([]);
    const asked = answer('UnderwritingQueue', () => ({ underwritingQueue: [] }));
    renderApp('/underwriting');
    await screen.findByRole('heading', { level: 1, name: 'This page is for underwriters' });
    expect(asked).toEqual([]);
  });
});

describe('/underwriting/cases/:id', () => {
  it('shows the answers, the evidence and the fired rules, and puts refused fields under the fields', async () => {
    signInAs('identified');
    roles(['underwriter']);
    answer('UnderwritingCase', () => ({ underwritingCase: openCase }));
    const decided = answer('DecideUnderwritingCase', () => ({
      decideUnderwritingCase: {
        underwritingCase: null,
        error: {
          code: 'DECISION_INVALID',
          message: 'Please check the decision.',
          fields: [
            {
              field: 'maxAmount',
              message: 'Please enter a cover from $100,000 to $2,000,000 in steps of $50,000.',
            },
          ],
        },
      },
    }));
    const { user } = renderApp('/underwriting/cases/c-1');
    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });
    expect(screen.getByRole('region', { name: 'Rules that fired' })).toHaveTextContent(summary.firstReason);
    expect(screen.getByRole('region', { name: 'Evidence' })).toHaveTextContent('mib');
    expect(screen.getByRole('region', { name: 'Answers' })).toHaveTextContent('never');
    expect(screen.getByRole('combobox', { name: 'Class' })).toHaveValue('preferred_plus');

    const cover = screen.getByRole('textbox', { name: 'Maximum cover (dollars)' });
    await user.clear(cover);
    await user.type(cover, '123,456');
    await user.click(screen.getByRole('button', { name: 'SUBMIT DECISION' }));
    expect(await screen.findByText(/in steps of \$50,000/)).toBeInTheDocument();
    expect(cover).toHaveAttribute('aria-invalid', 'true');
    expect(decided).toEqual([
      { input: { caseId: 'c-1', decision: 'accept', rateClass: 'preferred_plus', maxAmount: 12_345_600 } },
    ]);

    await user.click(screen.getByRole('radio', { name: 'Reject' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Reason for the file' }),
      'Recent decline elsewhere.',
    );
    await user.click(screen.getByRole('button', { name: 'SUBMIT DECISION' }));
    await expect
      .poll(() => decided[1])
      .toEqual({ input: { caseId: 'c-1', decision: 'reject', reason: 'Recent decline elsewhere.' } });
  });
});
