// The decision on an open case: accept at a class and maximum cover, or reject with a reason. It offers only what
// the filed guidelines allow (the classes, tobacco ones for a nicotine user; the cover up to the limit; no accept
// when a knockout declined term life; nothing at all on a case of the underwriter's own account) and shows the
// server's refusal - the guideline broken, under the field at fault - when a decision still falls outside them.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cents } from '@wysh/domain/money';
import { formatWholeDollars } from '@wysh/domain/coverage-slider';
import { rateClassName } from '@wysh/domain/pricing/rate-tables';
import { Button } from '../../../shared/components/button';
import { FormAlert } from '../../../shared/components/form/fields';
import formStyles from '../../../shared/components/form/form.module.css';
import { failureOf } from '../../../shared/lib/user-error';
import { useDecideUnderwritingCase } from '../api/console';
import styles from './underwriting.module.css';

export type CaseGuidelines = {
  termLifeAllowed: boolean;
  termKnockouts: string[];
  nicotine: boolean;
  rateClasses: string[];
  classReasons: string[];
  maxAmount?: number | null;
  coverReason: string;
};

type Props = {
  caseId: string;
  ownCase: boolean;
  guidelines: CaseGuidelines;
  suggestedClass: string | null;
  suggestedMax: number;
};

export function CaseDecisionForm(props: Props) {
  const { t } = useTranslation();
  if (props.ownCase)
    return (
      <section className={styles.section} aria-labelledby="decision-title">
        <h2 id="decision-title">{t('underwriting.case.decisionTitle')}</h2>
        <p>{t('underwriting.case.ownCase')}</p>
      </section>
    );
  return <DecisionForm {...props} />;
}

function DecisionForm({ caseId, guidelines, suggestedClass, suggestedMax }: Props) {
  const { t } = useTranslation();
  const decide = useDecideUnderwritingCase();
  const canAccept = guidelines.termLifeAllowed;
  const limit = guidelines.maxAmount ?? suggestedMax;
  const [decision, setDecision] = useState<'accept' | 'reject'>(canAccept ? 'accept' : 'reject');
  const [rateClass, setRateClass] = useState(
    suggestedClass && guidelines.rateClasses.includes(suggestedClass)
      ? suggestedClass
      : (guidelines.rateClasses[0] ?? ''),
  );
  const [dollars, setDollars] = useState(String(Math.round(Math.min(suggestedMax, limit) / 100)));
  const [reason, setReason] = useState('');
  const failure = decide.error ? failureOf(decide.error) : null;
  const fieldError = (field: string) => failure?.fields.find((f) => f.field === field)?.message ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(dollars.replace(/[$,\s]/g, ''));
    decide.mutate(
      decision === 'accept'
        ? { caseId, decision, rateClass, maxAmount: Number.isFinite(amount) ? Math.round(amount * 100) : -1 }
        : { caseId, decision, reason },
    );
  };

  const describedBy = (field: string, hint: string) =>
    [hint, fieldError(field) ? `${field}-error` : null].filter(Boolean).join(' ');
  const errorText = (field: string) => {
    const message = fieldError(field);
    return message ? (
      <p id={`${field}-error`} className={formStyles.error}>
        {message}
      </p>
    ) : null;
  };

  return (
    <form className={styles.section} onSubmit={submit} aria-labelledby="decision-title" noValidate>
      <h2 id="decision-title">{t('underwriting.case.decisionTitle')}</h2>
      {failure ? <FormAlert>{failure.message}</FormAlert> : null}
      {canAccept ? null : (
        <p>{t('underwriting.case.knockedOut', { reasons: guidelines.termKnockouts.join(' ') })}</p>
      )}
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">{t('underwriting.case.decisionTitle')}</legend>
        {(canAccept ? (['accept', 'reject'] as const) : (['reject'] as const)).map((choice) => (
          <label key={choice}>
            <input
              type="radio"
              name="decision"
              value={choice}
              checked={decision === choice}
              onChange={() => setDecision(choice)}
            />
            {t(`underwriting.case.${choice}`)}
          </label>
        ))}
      </fieldset>
      {decision === 'accept' ? (
        <>
          <div className={formStyles.field}>
            <label htmlFor="rateClass" className={formStyles.label}>
              {t('underwriting.case.rateClass')}
            </label>
            <select
              id="rateClass"
              className={formStyles.input}
              value={rateClass}
              onChange={(event) => setRateClass(event.target.value)}
              aria-invalid={fieldError('rateClass') ? true : undefined}
              aria-describedby={describedBy('rateClass', 'rateClass-hint')}
            >
              {guidelines.rateClasses.map((option) => (
                <option key={option} value={option}>
                  {rateClassName(option)}
                </option>
              ))}
            </select>
            <p id="rateClass-hint" className={formStyles.hint}>
              {guidelines.nicotine
                ? t('underwriting.case.tobaccoOnly')
                : t('underwriting.case.classAtBest', {
                    rateClass: rateClassName(guidelines.rateClasses[0] ?? ''),
                  })}
            </p>
            {errorText('rateClass')}
          </div>
          <div className={formStyles.field}>
            <label htmlFor="maxAmount" className={formStyles.label}>
              {t('underwriting.case.maxAmount')}
            </label>
            <input
              id="maxAmount"
              className={formStyles.input}
              inputMode="numeric"
              value={dollars}
              onChange={(event) => setDollars(event.target.value)}
              aria-invalid={fieldError('maxAmount') ? true : undefined}
              aria-describedby={describedBy('maxAmount', 'maxAmount-hint')}
            />
            <p id="maxAmount-hint" className={formStyles.hint}>
              {t('underwriting.case.coverUpTo', {
                amount: formatWholeDollars(cents(limit)),
                reason: guidelines.coverReason,
              })}
            </p>
            {errorText('maxAmount')}
          </div>
        </>
      ) : (
        <div className={formStyles.field}>
          <label htmlFor="reason" className={formStyles.label}>
            {t('underwriting.case.reason')}
          </label>
          <textarea
            id="reason"
            className={`${formStyles.input} ${styles.textarea}`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={fieldError('reason') ? true : undefined}
            aria-describedby={fieldError('reason') ? 'reason-error' : undefined}
          />
          {errorText('reason')}
        </div>
      )}
      <div>
        <Button type="submit" disabled={decide.isPending}>
          {t('underwriting.case.submit')}
        </Button>
      </div>
      {decide.isSuccess ? <p role="status">{t('underwriting.case.saved')}</p> : null}
    </form>
  );
}
