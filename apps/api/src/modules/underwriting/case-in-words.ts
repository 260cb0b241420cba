// A case as an underwriter reads it (issue 23 item 15): each fired rule with what it stood on in words - the
// interview question as the applicant saw it with their answer (the policy packet's answers in words), the report
// a provider gave, the BMI, the age, the cover asked for - never a stored key or a JSON value.
import { formatWholeDollars } from '@wysh/domain/coverage-slider';
import type { AnswerSlug } from '@wysh/domain/underwriting/answers';
import type { FiredRule } from '@wysh/domain/underwriting/engine';
import type { Basis } from '@wysh/domain/underwriting/facts';
import type { ReportInWords } from '@wysh/domain/underwriting/reports-in-words';

export type QuestionInWords = { fieldId: string; label: string; value: string };
export type ReasonInWords = { ruleId: string; reason: string; basis: string[] };

/** The interview fields behind an answer the rules read, where they are not the answer's own slug. */
const FIELDS_OF: Partial<Record<AnswerSlug, readonly string[]>> = {
  driving_history: ['moving_violations', 'dui', 'license_suspended'],
};

function basisInWords(
  basis: Basis,
  questions: readonly QuestionInWords[],
  reports: readonly ReportInWords[],
): string[] {
  switch (basis.kind) {
    case 'answer': {
      const fields = FIELDS_OF[basis.slug] ?? [basis.slug];
      const asked = questions.filter((question) => fields.includes(question.fieldId));
      return asked.length > 0
        ? asked.map(({ label, value }) => (/[?:]$/.test(label) ? `${label} ${value}` : `${label}: ${value}`))
        : [`An answer in the interview (${basis.slug.replaceAll('_', ' ')})`];
    }
    case 'evidence': {
      const report = reports.find((found) => found.source === basis.source);
      return report ? [`${report.title}: ${[report.summary, ...report.items].join(' ')}`] : [];
    }
    case 'derived':
      return [
        basis.name === 'bmi'
          ? `BMI ${Number(basis.value).toFixed(1)}`
          : `${basis.name}: ${String(basis.value)}`,
      ];
    case 'age':
      return [`Age ${basis.value}`];
    case 'request':
      return [
        basis.field === 'termLife.amount'
          ? `Term cover asked for: ${formatWholeDollars(basis.value)}`
          : `Term asked for: ${basis.value} years`,
      ];
  }
}

/** The fired rules with their basis in words (a basis said twice is said once). */
export function reasonsInWords(
  reasons: readonly FiredRule[],
  questions: readonly QuestionInWords[],
  reports: readonly ReportInWords[],
): ReasonInWords[] {
  return reasons.map((reason) => ({
    ruleId: reason.ruleId,
    reason: reason.reason,
    basis: [...new Set(reason.basis.flatMap((basis) => basisInWords(basis, questions, reports)))],
  }));
}
