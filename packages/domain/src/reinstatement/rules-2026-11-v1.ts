// The reinstatement rules of November 2026 (shared/reference/policyholder-lifecycle.md §0 and §4): 60 days to
// pay the arrears alone; after that, underwriting again, the arrears and 6% a year simple interest, within 3
// years of the lapse (5 in North Carolina, GS 58-58-22(5)); a declined applicant may retry after 30 days; the
// reinstatement's answers contestable for 2 years. Frozen: change it by adding a version.
import type { ReinstatementRuleSet } from './rule-set.ts';

export const REINSTATEMENT_RULES_2026_11_V1: ReinstatementRuleSet = {
  version: '2026-11-v1',
  arrearsOnlyDays: 60,
  windowYears: { default: 3, byState: { NC: 5 } },
  interest: { percentPerYear: '6', rounding: 'half-up' },
  retryAfterDeclineDays: 30,
  contestableYears: 2,
  reasons: {
    'REINSTATEMENT.ARREARS_ONLY':
      'Within 60 days of the first missed premium: paying every missed premium reinstates the policy, with no health questions.',
    'REINSTATEMENT.UNDERWRITING_REQUIRED':
      'More than 60 days since the first missed premium: the underwriting interview and evidence again, every missed premium, and simple interest of 6% a year on each from its due date.',
    'REINSTATEMENT.POLICY_TERMINATED': 'A terminated policy cannot be reinstated.',
    'REINSTATEMENT.NOT_LAPSED': 'Only a lapsed policy can be reinstated.',
    'REINSTATEMENT.TERM_ENDED': 'The policy’s term would have ended, so it cannot be reinstated.',
    'REINSTATEMENT.WINDOW_CLOSED':
      'More than 3 years have passed since the policy lapsed (5 years in North Carolina), so it cannot be reinstated.',
    'REINSTATEMENT.REQUEST_OPEN': 'A reinstatement request for this policy is already open.',
    'REINSTATEMENT.RECENTLY_DECLINED':
      'A reinstatement of this policy was declined less than 30 days ago; it can be asked for again 30 days after the decline.',
  },
};
