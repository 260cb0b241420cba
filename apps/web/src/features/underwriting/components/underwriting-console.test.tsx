// The underwriter console: the queue (oldest first as the server sends it, time left, overdue), the case page
// (answers as the applicant saw them, the reports and the fired rules in words) and its decision form (only what
// the guidelines allow; the server's refusal and field errors shown), and the page a non-underwriter sees.
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
  isReinstatement: false,
  isPolicyChange: false,
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
  ownCase: false,
  guidelines: {
    termLifeAllowed: true,
    termKnockouts: [],
    nicotine: false,
    rateClasses: ['preferred_plus', 'preferred', 'standard_plus', 'standard'],
    classReasons: [],
    maxAmount: 200_000_000,
    coverReason: 'Term cover is filed up to $2,000,000.',
  },
  answersInWords: [
    { question: 'How tall are you?', answer: '5 ft 10 in' },
    { question: 'In the last 12 months, have you used nicotine in any form?', answer: 'No' },
  ],
  reports: [
    {
      source: 'mib',
      title: 'Medical Information Bureau',
      summary: '1 report on record.',
      items: ['A prior decline, reported May 20, 2026'],
    },
  ],
  reasonsInWords: [
    {
      ruleId: 'KO-PRIOR-DECLINE',
      reason: summary.firstReason,
      basis: ['Medical Information Bureau: 1 report on record. A prior decline, reported May 20, 2026'],
    },
  ],
  decision: null,
  decidedAt: null,
  rateClass: null,
  maxAmount: null,
  rejectReason: null,
};

describe('/underwriting', () => {
  it('lists the open cases with the working time left, overdue ones in words', async () => {
    signInAs('verified');
    roles(['underwriter']);
    answer('UnderwritingQueue', () => ({
      underwritingQueue: [
        { id: 'c-1', ...summary, workingHoursLeft: -3 },
        { id: 'c-2', ...summary, applicantName: 'Grace Hopper', workingHoursLeft: 40.4 },
        { id: 'c-3', ...summary, applicantName: 'Ken Thompson', workingHoursLeft: 41, isPolicyChange: true },
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
      'Ken Thompson',
    ]);
    // A case deciding a change of a policy in force says so beside its cover (the cover it would have in all).
    expect(rows[2]).toHaveTextContent('$500,000Policy change');
    expect(rows[1]).not.toHaveTextContent('Policy change');
    expect(rows[0]).toHaveTextContent('Overdue by 3 working hours');
    expect(rows[1]).toHaveTextContent('40 working hours');
    expect(rows[1]).toHaveTextContent('$500,000');
    expect(screen.getByRole('link', { name: 'Open case of Grace Hopper' })).toHaveAttribute(
      'href',
      '/underwriting/cases/c-2',
    );
  });

  it('tells a non-underwriter the console is not for them, and asks nothing of the queue', async () => {
    signInAs('verified');
    roles([]);
    const asked = answer('UnderwritingQueue', () => ({ underwritingQueue: [] }));
    renderApp('/underwriting');
    await screen.findByRole('heading', { level: 1, name: 'This page is for underwriters' });
    expect(asked).toEqual([]);
  });
});

describe('/underwriting/cases/:id', () => {
  it('shows the answers, the reports and the fired rules in words, and puts refused fields under the fields', async () => {
    signInAs('verified');
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
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveTextContent(
      'DecidesAn application for a new policy',
    );
    expect(screen.getByRole('region', { name: 'Rules that fired' })).toHaveTextContent(summary.firstReason);
    expect(screen.getByRole('region', { name: 'Rules that fired' })).toHaveTextContent(
      'Medical Information Bureau: 1 report on record. A prior decline, reported May 20, 2026',
    );
    expect(screen.getByRole('region', { name: 'Evidence' })).toHaveTextContent(
      'Medical Information Bureau1 report on record.A prior decline, reported May 20, 2026',
    );
    expect(screen.getByRole('region', { name: 'Answers' })).toHaveTextContent('How tall are you?5 ft 10 in');
    expect(document.body).not.toHaveTextContent(/[{}]|KO-PRIOR-DECLINE/);
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

describe('the decision form and the guidelines', () => {
  const refusal = {
    code: 'OUTSIDE_GUIDELINES',
    message:
      'This decision is outside the underwriting guidelines. The guidelines allow term cover up to $500,000: Without earned income (student, homemaker) term cover is limited to $500,000.',
    fields: [
      {
        field: 'maxAmount',
        message:
          'The guidelines allow term cover up to $500,000: Without earned income (student, homemaker) term cover is limited to $500,000.',
      },
    ],
  };

  it('offers only tobacco classes to a nicotine user and the cover up to the limit, and shows a refusal', async () => {
    signInAs('verified');
    roles(['underwriter']);
    answer('UnderwritingCase', () => ({
      underwritingCase: {
        ...openCase,
        suggestedRateClass: 'tobacco_preferred',
        suggestedMaxAmount: 50_000_000,
        guidelines: {
          ...openCase.guidelines,
          nicotine: true,
          rateClasses: ['tobacco_preferred', 'tobacco_standard'],
          maxAmount: 50_000_000,
          coverReason: 'Without earned income (student, homemaker) term cover is limited to $500,000.',
        },
      },
    }));
    answer('DecideUnderwritingCase', () => ({
      decideUnderwritingCase: { underwritingCase: null, error: refusal },
    }));
    const { user } = renderApp('/underwriting/cases/c-1');
    const classes = await screen.findByRole('combobox', { name: 'Class' });
    expect(
      within(classes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tobacco Preferred', 'Tobacco Standard']);
    expect(classes).toHaveAccessibleDescription('Nicotine in the last 12 months: tobacco classes only.');
    const cover = screen.getByRole('textbox', { name: 'Maximum cover (dollars)' });
    expect(cover).toHaveValue('500000');
    expect(cover).toHaveAccessibleDescription(/^Up to \$500,000\. Without earned income/);
    await user.clear(cover);
    await user.type(cover, '2000000');
    await user.click(screen.getByRole('button', { name: 'SUBMIT DECISION' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal.message);
    expect(cover).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers only a rejection when a knockout declined term life', async () => {
    signInAs('verified');
    roles(['underwriter']);
    answer('UnderwritingCase', () => ({
      underwritingCase: {
        ...openCase,
        suggestedRateClass: null,
        suggestedMaxAmount: null,
        guidelines: {
          ...openCase.guidelines,
          termLifeAllowed: false,
          termKnockouts: ['A heart attack, stroke, heart surgery or heart failure, at any time.'],
          rateClasses: [],
          maxAmount: null,
        },
      },
    }));
    renderApp('/underwriting/cases/c-1');
    expect(await screen.findByText(/so it can only be rejected: A heart attack/)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Reject' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Reason for the file' })).toBeInTheDocument();
  });

  it('offers no decision on a case of the underwriter’s own account', async () => {
    signInAs('verified');
    roles(['underwriter']);
    answer('UnderwritingCase', () => ({ underwritingCase: { ...openCase, ownCase: true } }));
    renderApp('/underwriting/cases/c-1');
    expect(
      await screen.findByText('This is a case of your own account: another underwriter must decide it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'SUBMIT DECISION' })).not.toBeInTheDocument();
  });
});
