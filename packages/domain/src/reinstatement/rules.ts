// The registry of reinstatement rule sets: every version ever used, by its id. A stored decision names its
// version; reading or re-running it looks that version up here.
import { err, ok, type Result } from '../result.ts';
import type { ReinstatementRuleSet } from './rule-set.ts';
import { REINSTATEMENT_RULES_2026_11_V1 } from './rules-2026-11-v1.ts';

/** Every version ever used, oldest first. Never remove one: stored decisions name theirs. */
export const REINSTATEMENT_RULE_SETS: Readonly<Record<string, ReinstatementRuleSet>> = {
  [REINSTATEMENT_RULES_2026_11_V1.version]: REINSTATEMENT_RULES_2026_11_V1,
};

/** The version new reinstatement requests are decided with. */
export const REINSTATEMENT_RULES_VERSION = REINSTATEMENT_RULES_2026_11_V1.version;

export type UnknownRulesVersion = { code: 'REINSTATEMENT_RULES_VERSION_UNKNOWN'; version: string };

export function reinstatementRules(
  version: string = REINSTATEMENT_RULES_VERSION,
): Result<ReinstatementRuleSet, UnknownRulesVersion> {
  return Object.hasOwn(REINSTATEMENT_RULE_SETS, version)
    ? ok(REINSTATEMENT_RULE_SETS[version]!)
    : err({ code: 'REINSTATEMENT_RULES_VERSION_UNKNOWN', version });
}
